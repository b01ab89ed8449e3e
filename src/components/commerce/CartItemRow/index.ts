export { CartItemRow } from './CartItemRow';
export type { CartItemRowProps } from './CartItemRow';
