export { CoursesGrid } from './CoursesGrid';
export type { CoursesGridProps } from './CoursesGrid';
