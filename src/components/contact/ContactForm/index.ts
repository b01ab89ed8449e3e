export { ContactForm } from './ContactForm';
export type { ContactFormProps, ContactFormStatus } from './ContactForm';
