export { AboutSection } from './AboutSection';
export type { AboutSectionProps } from './AboutSection';
