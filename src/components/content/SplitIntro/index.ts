export * from './SplitIntro';
