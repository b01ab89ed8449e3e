export * from './FeatureGrid';
