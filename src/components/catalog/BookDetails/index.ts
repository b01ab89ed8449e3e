export * from './BookDetails';
