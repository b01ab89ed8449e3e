import type { TFunction } from 'i18next';
import type { CourseDetailsProps, CourseSection } from '@/components/catalog/CourseDetails';
import type { DetailFact } from '@/components/catalog/DetailFacts';
import type { Course } from '@/data/types';

/**
 * What the course page shows of a course, built once for the page (/course/:id) and for the admin's preview of
 * the entry being edited, so a change to the page shows in the preview without a second edit. `{{name}}` in a
 * course's texts is the educator's configured name, on both.
 */
export const COURSE_SECTIONS = ['programme', 'trainers', 'audience', 'objectives', 'content', 'methodology'] as const;
export type CourseSectionKey = (typeof COURSE_SECTIONS)[number];

export type CourseShown = Pick<Course, 'price'> & Partial<Pick<Course, 'hours' | 'months'>>;

/** The course's texts in one language (content/courses/<id>.json's `pt` or `en` texts), `{{name}}` not yet filled. */
export interface CourseTexts {
  title: string;
  summary: string;
  description: Partial<Record<CourseSectionKey, string>>;
  instructor: string;
  location: string;
  date: string;
  learningOutcomes: string[];
}

/** Everything of CourseDetails but what the caller draws itself: the picture, the way back, the price, the buttons, the note. */
export type CourseView = Omit<CourseDetailsProps, 'image' | 'back' | 'price' | 'actions' | 'note'> & {
  /** Enrolment is on the partner's page: no price here. */
  international: boolean;
};

export function courseView(course: CourseShown, texts: CourseTexts, t: TFunction, name: string): CourseView {
  const fill = (text: string | undefined) => (text ?? '').replaceAll('{{name}}', name);
  const international = course.price === null;
  const sections: CourseSection[] = COURSE_SECTIONS.map((key) => ({
    id: key,
    title: t(`course.sections.${key}`),
    text: fill(texts.description[key]),
  }));
  const { hours, months } = course;
  const duration =
    hours && months ? t('course.hoursAndMonths', { hours, months }) : hours ? t('course.hours', { count: hours }) : null;
  const facts: DetailFact[] = [
    { label: t('course.facts.instructor'), value: fill(texts.instructor), icon: 'user' },
    { label: t('course.facts.location'), value: texts.location, icon: 'mapPin' },
    { label: t('course.facts.date'), value: texts.date, icon: 'calendar' },
    ...(duration ? [{ label: t('course.facts.duration'), value: duration, icon: 'clock' as const }] : []),
  ];
  return {
    international,
    eyebrow: t('course.eyebrow'),
    badge: international ? t('course.international.badge') : undefined,
    title: texts.title,
    summary: texts.summary,
    factsTitle: t('course.factsTitle'),
    facts: facts.filter((fact) => fact.value !== ''),
    sections,
    outcomesTitle: t('course.sections.learningOutcomes'),
    outcomes: texts.learningOutcomes,
  };
}
