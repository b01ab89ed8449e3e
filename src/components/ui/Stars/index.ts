export { Stars } from './Stars';
export type { StarsProps } from './Stars';
