import { imageAt } from './responsive';
import type { ImageAsset } from './types';

/**
 * Section images used across the pages (hero, mentorship, about, immersion, values, contact, launches...).
 * Every file is a self-made WebP under public/images/ (see build/generators/generate-assets.mjs); its size and
 * smaller copies for srcset come from the build (src/data/responsive.ts).
 * Alt text: a translation key (see `imageAltKey`).
 */
function img(src: string): ImageAsset {
  return imageAt(src);
}

export const images = {
  /** Home banner. */
  hero: img('/images/sections/hero.webp'),
  /** Home "about" section. */
  about: img('/images/sections/about.webp'),
  /** Biography portrait (illustrated), about pages. */
  aboutPortrait: img('/images/sections/about-portrait.webp'),
  /** Home courses section / section route banner. */
  courses: img('/images/sections/courses.webp'),
  /** Home books and eBooks shop banner. */
  books: img('/images/sections/books.webp'),
  /** Home mentorship section. */
  mentorship: img('/images/sections/mentorship.webp'),
  /** Fallback when the mentorship image fails to load (product §8). */
  mentorshipDefault: img('/images/sections/mentorship-default.webp'),
  /** Mentorship details page hero. */
  mentorshipHero: img('/images/sections/mentorship-hero.webp'),
  /** Home immersion section: rotating backgrounds (product §4, every 5 s). */
  immersionBackground1: img('/images/sections/immersion-1.webp'),
  immersionBackground2: img('/images/sections/immersion-2.webp'),
  immersionBackground3: img('/images/sections/immersion-3.webp'),
  /** Immersion details page hero. */
  immersionHero: img('/images/sections/immersion-hero.webp'),
  /** Immersion details gallery of six photos. */
  immersionGallery1: img('/images/gallery/gallery-1.webp'),
  immersionGallery2: img('/images/gallery/gallery-2.webp'),
  immersionGallery3: img('/images/gallery/gallery-3.webp'),
  immersionGallery4: img('/images/gallery/gallery-4.webp'),
  immersionGallery5: img('/images/gallery/gallery-5.webp'),
  immersionGallery6: img('/images/gallery/gallery-6.webp'),
  /** Values page (/nossos-valores). */
  values: img('/images/sections/values.webp'),
  /** Contact page. */
  contact: img('/images/sections/contact.webp'),
  /** Articles and theses page. */
  publications: img('/images/sections/publications.webp'),
  /** Payment outcome pages. */
  payment: img('/images/sections/payment.webp'),
  /** Launch images, one per launch (index 0-3). */
  launch1: img('/images/launches/launch-1.webp'),
  launch2: img('/images/launches/launch-2.webp'),
  launch3: img('/images/launches/launch-3.webp'),
  launch4: img('/images/launches/launch-4.webp'),
} satisfies Record<string, ImageAsset>;

export type ImageName = keyof typeof images;

/**
 * Translation key of an image's alt text: the site's illustrations' under `catalog.images`; the immersion gallery's
 * photos', which the educator describes with her page (content/pages/immersion.json), under `immersion.gallery`.
 */
export function imageAltKey(name: ImageName): string {
  const photo = (immersionGalleryNames as readonly ImageName[]).indexOf(name);
  return photo >= 0 ? `immersion.gallery.${photo}.alt` : `catalog.images.${name}.alt`;
}

/** The three rotating backgrounds of the home immersion section, in order. */
export const immersionBackgroundNames = [
  'immersionBackground1',
  'immersionBackground2',
  'immersionBackground3',
] as const satisfies readonly ImageName[];

/** The six gallery photos of the immersion details page, in order. */
export const immersionGalleryNames = [
  'immersionGallery1',
  'immersionGallery2',
  'immersionGallery3',
  'immersionGallery4',
  'immersionGallery5',
  'immersionGallery6',
] as const satisfies readonly ImageName[];

/** Site icons under public/. */
export const icons = {
  favicon: '/favicon.svg',
  appleTouchIcon: '/apple-touch-icon.png',
} as const;
