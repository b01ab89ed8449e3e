export * from './FaqList';
