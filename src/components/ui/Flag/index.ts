export { FlagPT, FlagGB } from './Flag';
export type { FlagProps } from './Flag';
