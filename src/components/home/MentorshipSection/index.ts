export { MentorshipSection } from './MentorshipSection';
export type { MentorshipSectionProps } from './MentorshipSection';
