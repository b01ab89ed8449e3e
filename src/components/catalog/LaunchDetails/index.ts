export * from './LaunchDetails';
