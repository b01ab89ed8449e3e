/** Home page sections: the media and testimonial carousels, the immersion background rotation, the books shop filters. */
export { carouselMachine } from './carousel';
export { rotationMachine } from './rotation';
export { booksShopMachine } from './booksShop';
