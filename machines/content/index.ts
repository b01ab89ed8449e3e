/** Content pages: the FAQ accordion, the photo gallery, the publication list's filters and pages (a pure reducer). */
export { faqMachine } from './faq';
export { galleryMachine } from './gallery';
export { publicationListReducer, selectPublicationPage } from './publications';
