export { EbookCard } from './EbookCard';
export type { EbookCardProps } from './EbookCard';
