export { BookCardFrame } from './BookCardFrame';
export type { BookCardFrameProps, BookCardProps } from './BookCardFrame';
