export { BootFailure, type BootFailureProps } from './BootFailure';
export {
  bootLanguage,
  bootTexts,
  detectBootLanguage,
  type BootFailureKind,
  type BootLanguage,
  type BootTexts,
} from './bootTexts';
export { installPreloadRecovery } from './preloadRecovery';
export { runBoot, type BootSteps } from './runBoot';
