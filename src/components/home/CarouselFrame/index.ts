export { CarouselFrame } from './CarouselFrame';
export type { CarouselFrameProps, CarouselFrameHandlers, CarouselSlideState } from './CarouselFrame';
