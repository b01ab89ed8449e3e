/** Content pages: the FAQ accordion, the photo gallery, the publication list's filters and pages (a pure reducer). */
export { faqMachine } from './faq.machine';
export { galleryMachine } from './gallery.machine';
export { publicationListReducer, selectPublicationPage } from './publications';
