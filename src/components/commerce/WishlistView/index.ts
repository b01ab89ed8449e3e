export { WishlistView } from './WishlistView';
export type { WishlistViewProps } from './WishlistView';
