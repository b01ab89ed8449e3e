import { withSources } from './responsive';
import type { ImageAsset } from './types';

/**
 * Section images used across the pages (hero, mentorship, about, immersion, values, contact, launches...).
 * Every file is a self-made WebP under public/images/ (see build/generators/generate-assets.mjs), with smaller
 * copies for srcset (src/data/responsive.ts).
 * Alt text: `catalog.images.<name>.alt` in the translation files (see `imageAltKey`).
 */
function img(src: string, width: number, height: number): ImageAsset {
  return withSources({ src, width, height });
}

export const images = {
  /** Home banner. */
  hero: img('/images/sections/hero.webp', 1600, 900),
  /** Home "about" section. */
  about: img('/images/sections/about.webp', 1200, 800),
  /** Biography portrait (illustrated), about pages. */
  aboutPortrait: img('/images/sections/about-portrait.webp', 800, 1000),
  /** Home courses section / section route banner. */
  courses: img('/images/sections/courses.webp', 1200, 800),
  /** Home books and eBooks shop banner. */
  books: img('/images/sections/books.webp', 1200, 800),
  /** Home mentorship section. */
  mentorship: img('/images/sections/mentorship.webp', 1200, 800),
  /** Fallback when the mentorship image fails to load (product §8). */
  mentorshipDefault: img('/images/sections/mentorship-default.webp', 1200, 800),
  /** Mentorship details page hero. */
  mentorshipHero: img('/images/sections/mentorship-hero.webp', 1600, 900),
  /** Home immersion section: rotating backgrounds (product §4, every 5 s). */
  immersionBackground1: img('/images/sections/immersion-1.webp', 1600, 900),
  immersionBackground2: img('/images/sections/immersion-2.webp', 1600, 900),
  immersionBackground3: img('/images/sections/immersion-3.webp', 1600, 900),
  /** Immersion details page hero. */
  immersionHero: img('/images/sections/immersion-hero.webp', 1600, 900),
  /** Immersion details gallery of six photos. */
  immersionGallery1: img('/images/gallery/gallery-1.webp', 1200, 800),
  immersionGallery2: img('/images/gallery/gallery-2.webp', 1200, 800),
  immersionGallery3: img('/images/gallery/gallery-3.webp', 1200, 800),
  immersionGallery4: img('/images/gallery/gallery-4.webp', 1200, 800),
  immersionGallery5: img('/images/gallery/gallery-5.webp', 1200, 800),
  immersionGallery6: img('/images/gallery/gallery-6.webp', 1200, 800),
  /** Values page (/nossos-valores). */
  values: img('/images/sections/values.webp', 1200, 800),
  /** Contact page. */
  contact: img('/images/sections/contact.webp', 1200, 800),
  /** Articles and theses page. */
  publications: img('/images/sections/publications.webp', 1200, 800),
  /** Payment outcome pages. */
  payment: img('/images/sections/payment.webp', 1200, 800),
  /** Launch images, one per launch (index 0-3). */
  launch1: img('/images/launches/launch-1.webp', 1200, 800),
  launch2: img('/images/launches/launch-2.webp', 1200, 800),
  launch3: img('/images/launches/launch-3.webp', 1200, 800),
  launch4: img('/images/launches/launch-4.webp', 1200, 800),
} satisfies Record<string, ImageAsset>;

export type ImageName = keyof typeof images;

/** Translation key of an image's alt text. */
export function imageAltKey(name: ImageName): string {
  return `catalog.images.${name}.alt`;
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
