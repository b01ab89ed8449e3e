export { Section } from './Section';
export type { SectionProps, SectionSpacing, SectionTone } from './Section';
