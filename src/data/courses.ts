import { config } from '@/config/env';
import { withSources } from './responsive';
import type { Course } from './types';

/**
 * The five courses of product §3. Texts under `catalog.courses.<id>` in the translation files:
 * title, summary, description.{programme,trainers,audience,objectives,content,methodology},
 * instructor, location, date, learningOutcomes (array). `instructor` and `description.trainers`
 * use the `{{name}}` placeholder for the educator's name (config.providerName). `mode` only where the
 * programme states it: 1 and 2 in person ('presencial'), 5 hybrid; 3 and 4 are still to be defined.
 */
export const courses: Course[] = [
  {
    id: 1,
    key: 'catalog.courses.1',
    image: withSources({ src: '/images/courses/course-1.webp', width: 800, height: 500 }),
    price: 546,
    hours: 32,
    mode: 'Onsite',
  },
  {
    id: 2,
    key: 'catalog.courses.2',
    image: withSources({ src: '/images/courses/course-2.webp', width: 800, height: 500 }),
    price: 350,
    hours: 24,
    mode: 'Onsite',
  },
  {
    id: 3,
    key: 'catalog.courses.3',
    image: withSources({ src: '/images/courses/course-3.webp', width: 800, height: 500 }),
    price: 350,
    hours: 16,
  },
  {
    id: 4,
    key: 'catalog.courses.4',
    image: withSources({ src: '/images/courses/course-4.webp', width: 800, height: 500 }),
    price: 350,
    hours: 16,
  },
  {
    id: 5,
    key: 'catalog.courses.5',
    image: withSources({ src: '/images/courses/course-5.webp', width: 800, height: 500 }),
    price: null,
    externalEnrolUrl: config.internationalEnrolUrl,
    hours: 360,
    months: 18,
    mode: 'Blended',
  },
];

/** The course with this id (a number or a numeric route parameter), or undefined. */
export function getCourse(id: number | string): Course | undefined {
  const n = typeof id === 'number' ? id : /^\d+$/.test(id.trim()) ? Number(id.trim()) : NaN;
  return courses.find((course) => course.id === n);
}
