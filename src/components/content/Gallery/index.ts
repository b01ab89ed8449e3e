export * from './Gallery';
