export * from './StepsList';
