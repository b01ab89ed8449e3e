/** The contact feature: the contact form wired to its machine (home section and /contact). */
export { ContactFormContainer, type ContactFormContainerProps } from './ContactFormContainer';
export { contactFormWithApi } from './calls';
