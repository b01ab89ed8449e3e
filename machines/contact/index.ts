/** Contact: its only door (src/features/contact runs it). The contact form, in its home-section and contact-page variants. */
export {
  CONTACT_MAX_LENGTH,
  CONTACT_SUBJECTS,
  contactFormMachine,
  type ContactField,
  type ContactFormEvent,
  type ContactSubject,
  type ContactValues,
  type ContactVariant,
} from './contactForm.machine';
