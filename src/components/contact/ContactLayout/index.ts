export { ContactLayout, type ContactLayoutProps } from './ContactLayout';
export { EmailCard, type EmailCardProps } from './EmailCard';
