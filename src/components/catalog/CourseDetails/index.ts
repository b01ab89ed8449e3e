export * from './CourseDetails';
