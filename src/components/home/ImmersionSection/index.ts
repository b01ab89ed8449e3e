export { ImmersionSection } from './ImmersionSection';
export type { ImmersionSectionProps } from './ImmersionSection';
