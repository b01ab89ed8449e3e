/** Home page sections: the media and testimonial carousels, the immersion background rotation, the books shop filters. */
export { carouselMachine } from './carousel.machine';
export { rotationMachine } from './rotation.machine';
export { booksShopMachine } from './booksShop.machine';
