export { ContactForm, CONTACT_SUBJECTS } from './ContactForm';
export type { ContactFormProps, ContactFormField, ContactFormStatus, ContactFormValues, ContactFormVariant } from './ContactForm';
