/**
 * The home page's sections: the only code in src/ that runs the home domain's machines (the media and testimonial
 * carousels, the immersion background's rotation, the books shop's filters).
 */
export { useCarousel, useMediaCarousel, useTestimonialsCarousel, type UseCarouselOptions } from './useCarousel';
export { useImmersionRotation } from './useImmersionRotation';
export { useBooksShop, type BooksShopFilters } from './useBooksShop';
