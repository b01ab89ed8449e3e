export { Price } from './Price';
export type { PriceProps, PriceSize } from './Price';
