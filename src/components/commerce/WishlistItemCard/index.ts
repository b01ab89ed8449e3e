export { WishlistItemCard } from './WishlistItemCard';
export type { WishlistItemCardProps } from './WishlistItemCard';
