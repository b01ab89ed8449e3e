export { WishlistHeart } from './WishlistHeart';
export type { WishlistHeartProps } from './WishlistHeart';
