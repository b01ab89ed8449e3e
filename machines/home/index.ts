/**
 * Home page sections: their only door (src/features/home runs these). The media and testimonial carousels,
 * the immersion background rotation, the books shop filters.
 */
export { autoplayActive, carouselMachine, visibleRange, type CarouselAlign, type PauseReason } from './carousel.machine';
export { rotationMachine } from './rotation.machine';
export { booksShopMachine, filterBooks } from './booksShop.machine';
