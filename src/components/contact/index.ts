export * from './ContactForm';
export * from './ContactPageView';
export * from './ContactLayout';
