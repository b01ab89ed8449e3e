export { Heading } from './Heading';
export type { HeadingLevel, HeadingProps, HeadingSize } from './Heading';
