export * from './types';
export * from './images';
export * from './courses';
export * from './books';
export * from './launches';
export * from './publications';
export * from './testimonials';
export * from './media';
