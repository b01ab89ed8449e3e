export { QuantityControl } from './QuantityControl';
export type { QuantityControlProps } from './QuantityControl';
