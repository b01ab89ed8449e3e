/** Contact (src/features/contact runs it): the contact form, in its home-section and contact-page variants. */
export { contactFormMachine } from './contactForm.machine';
