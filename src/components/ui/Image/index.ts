export { Image } from './Image';
export type { ImageProps, ImageSource } from './Image';
