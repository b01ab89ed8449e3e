export * from './CheckList';
