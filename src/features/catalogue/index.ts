/** The catalogue's page views: what a book's and a course's page show, for the pages and the admin's previews alike. */
export { bookView, type BookShown, type BookTexts, type BookView } from './bookView';
export {
  COURSE_SECTIONS,
  courseView,
  type CourseSectionKey,
  type CourseShown,
  type CourseTexts,
  type CourseView,
} from './courseView';
