export { MediaCarousel } from './MediaCarousel';
export { CarouselVideo } from './CarouselVideo';
export type { MediaCarouselProps, CarouselMediaItem, CarouselPauseReason } from './MediaCarousel';
