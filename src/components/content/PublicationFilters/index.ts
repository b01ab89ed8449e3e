export * from './PublicationFilters';
