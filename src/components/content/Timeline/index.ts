export * from './Timeline';
