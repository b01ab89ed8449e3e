export * from './PublicationLinks';
