/**
 * Content pages: the only code in src/ that runs the content domain's machines and rules (the FAQ accordion, the
 * photo gallery, the publication list's search, filter and pages).
 */
export { useFaq } from './useFaq';
export { useGallery, type GalleryApi } from './useGallery';
export { usePublicationList, type PublicationListApi } from './usePublicationList';
