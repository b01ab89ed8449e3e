import content from 'virtual:content/testimonials';
import type { Testimonial } from './types';

/** Home testimonials slider, from content/testimonials/<id>.json (product §3). Comment under `catalog.testimonials.<id>.comment`. */
export const testimonials: Testimonial[] = content.map((fields) => ({
  ...fields,
  key: `catalog.testimonials.${fields.id}`,
}));
