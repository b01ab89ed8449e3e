export { CartView } from './CartView';
export type { CartViewProps } from './CartView';
