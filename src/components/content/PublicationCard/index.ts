export * from './PublicationCard';
