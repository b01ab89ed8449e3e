export { Testimonials } from './Testimonials';
export type { TestimonialsProps, TestimonialItem } from './Testimonials';
