import content from 'virtual:content/courses';
import { config } from '@/config/env';
import { imageAt } from './responsive';
import type { Course } from './types';

/**
 * The courses, from content/courses/<id>.json (product §3). Texts under `catalog.courses.<id>` in the served
 * translation files: title, summary, description.{programme,trainers,audience,objectives,content,methodology},
 * instructor, location, date, learningOutcomes (array). `instructor` and `description.trainers` use the
 * `{{name}}` placeholder for the educator's name (config.providerName). `mode` only where the programme
 * states it. A course with external enrolment has no price here: it links to config.internationalEnrolUrl.
 */
export const courses: Course[] = content.map(({ id, image, price, externalEnrolment, hours, months, mode }) => {
  const course: Course = { id, key: `catalog.courses.${id}`, image: imageAt(image), price };
  if (externalEnrolment) course.externalEnrolUrl = config.internationalEnrolUrl;
  if (hours !== undefined) course.hours = hours;
  if (months !== undefined) course.months = months;
  if (mode !== undefined) course.mode = mode;
  return course;
});

/** The course with this id (a number or a numeric route parameter), or undefined. */
export function getCourse(id: number | string): Course | undefined {
  const n = typeof id === 'number' ? id : /^\d+$/.test(id.trim()) ? Number(id.trim()) : NaN;
  return courses.find((course) => course.id === n);
}
