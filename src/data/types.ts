import type { ContentFields, ImageAsset } from './schema';

/**
 * The catalogue as the pages use it (product §3): the shapes src/data/schema.ts checks in the content files,
 * with each picture's address turned into its sizes and srcsets, and each item's `key`, the subtree of the
 * served translation files that holds its texts (e.g. `catalog.courses.1`). No field is declared twice: a
 * field added to the schema reaches the pages' types by itself.
 */
export type { Availability, CourseMode, ImageAsset, MediaKind } from './schema';

/** An item's texts live under this key of the served translation files. */
interface Keyed {
  key: string;
}

/** A picture's address replaced by the picture (its sizes and srcsets, from the build). */
type WithImage<T, K extends keyof T = never> = Omit<T, K> & {
  [P in K]: undefined extends T[P] ? ImageAsset | undefined : ImageAsset;
};

/**
 * A course. Texts: title, summary, description.{programme,trainers,audience,objectives,content,methodology},
 * instructor, location, date, learningOutcomes (array). Its content file's `externalEnrolment` becomes the
 * external enrolment page (config.internationalEnrolUrl).
 */
export type Course = WithImage<Omit<ContentFields<'courses'>, 'externalEnrolment'>, 'image'> &
  Keyed & {
    externalEnrolUrl?: string;
  };

/**
 * A book. Texts: title, subtitle, description, language, format, dimensions, weight, fileSize (eBooks), tags
 * (array), recommendedAge.
 */
export type Book = WithImage<ContentFields<'books'>, 'image'> & Keyed;

/** A launch: its place in the list is its route id (/lancamento/<id>). Texts: title, description, benefits (array). */
export type Launch = WithImage<Omit<ContentFields<'launches'>, 'id'>, 'image'> & Keyed;

/** An article or thesis. Texts: title, description. */
export type Publication = ContentFields<'publications'> & Keyed;

/** A testimonial. Texts: comment. */
export type Testimonial = ContentFields<'testimonials'> & Keyed;

type MediaFields = ContentFields<'media'>;
/** A slide of the media carousel: a video with its poster (whose size is the video's), or a picture. Texts: title, alt. */
export type MediaItem =
  | (WithImage<Extract<MediaFields, { kind: 'video' }>, 'poster'> & Keyed & { width: number; height: number })
  | (WithImage<Extract<MediaFields, { kind: 'image' }>, 'image'> & Keyed);
