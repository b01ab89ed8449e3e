export * from './DetailFacts';
