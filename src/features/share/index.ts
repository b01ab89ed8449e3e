/** Sharing a page: the share sheet or a copied link, confirmed by a toast. */
export { SharePageButton } from './SharePageButton';
