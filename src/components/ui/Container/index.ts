export { Container } from './Container';
export type { ContainerProps, ContainerWidth } from './Container';
