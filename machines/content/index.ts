/**
 * Content pages: their only door (src/features/content runs these). The FAQ accordion, the photo gallery, and
 * the publication list's filters and pages (a pure reducer with its URL query).
 */
export { faqMachine } from './faq.machine';
export { galleryMachine } from './gallery.machine';
export {
  paginationWindow,
  parsePublicationQuery,
  publicationFilters,
  publicationListReducer,
  selectPublicationPage,
  toPublicationQuery,
  type PublicationFilter,
  type PublicationListEvent,
  type PublicationListState,
  type PublicationPage,
  type PublicationType,
  type SearchablePublication,
} from './publications';
