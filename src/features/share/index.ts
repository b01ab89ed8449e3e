/** Sharing a page (#36): the share sheet or a copied link, confirmed by a toast. */
export { SharePageButton } from './SharePageButton';
