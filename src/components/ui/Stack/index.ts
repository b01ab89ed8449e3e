export { Stack } from './Stack';
export type { SpaceKey, StackProps } from './Stack';
