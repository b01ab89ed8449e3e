export * from './ContactForm';
export * from './ContactPageView';
