export { PrintedBookCard } from './PrintedBookCard';
export type { PrintedBookCardProps } from './PrintedBookCard';
