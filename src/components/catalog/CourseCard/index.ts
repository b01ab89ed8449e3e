export { CourseCard } from './CourseCard';
export type { CourseCardProps } from './CourseCard';
