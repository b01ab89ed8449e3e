export { ItemCard, ItemCardNote } from './ItemCard';
export type { ItemCardLayout, ItemCardProps } from './ItemCard';
