/**
 * The srcset of each content image, by its src: written by build/generators/generate-assets.mjs with the files it
 * names (do not edit by hand). src/data/responsive.ts adds them to the catalogue's images.
 */
export const imageSources: Record<string, { srcSet: string; avifSrcSet?: string }> = {
  '/images/books/book-1.webp': {
    srcSet: '/images/books/book-1-400.webp 400w, /images/books/book-1.webp 600w',
    avifSrcSet: '/images/books/book-1-400.avif 400w, /images/books/book-1.avif 600w',
  },
  '/images/books/book-2.webp': {
    srcSet: '/images/books/book-2-400.webp 400w, /images/books/book-2.webp 600w',
    avifSrcSet: '/images/books/book-2-400.avif 400w, /images/books/book-2.avif 600w',
  },
  '/images/books/book-3.webp': {
    srcSet: '/images/books/book-3-400.webp 400w, /images/books/book-3.webp 600w',
    avifSrcSet: '/images/books/book-3-400.avif 400w, /images/books/book-3.avif 600w',
  },
  '/images/books/book-4.webp': {
    srcSet: '/images/books/book-4-400.webp 400w, /images/books/book-4.webp 600w',
    avifSrcSet: '/images/books/book-4-400.avif 400w, /images/books/book-4.avif 600w',
  },
  '/images/books/book-5.webp': {
    srcSet: '/images/books/book-5-400.webp 400w, /images/books/book-5.webp 600w',
    avifSrcSet: '/images/books/book-5-400.avif 400w, /images/books/book-5.avif 600w',
  },
  '/images/books/book-6.webp': {
    srcSet: '/images/books/book-6-400.webp 400w, /images/books/book-6.webp 600w',
    avifSrcSet: '/images/books/book-6-400.avif 400w, /images/books/book-6.avif 600w',
  },
  '/images/books/book-7.webp': {
    srcSet: '/images/books/book-7-400.webp 400w, /images/books/book-7.webp 600w',
    avifSrcSet: '/images/books/book-7-400.avif 400w, /images/books/book-7.avif 600w',
  },
  '/images/books/book-8.webp': {
    srcSet: '/images/books/book-8-400.webp 400w, /images/books/book-8.webp 600w',
    avifSrcSet: '/images/books/book-8-400.avif 400w, /images/books/book-8.avif 600w',
  },
  '/images/courses/course-1.webp': {
    srcSet: '/images/courses/course-1-400.webp 400w, /images/courses/course-1.webp 800w',
    avifSrcSet: '/images/courses/course-1-400.avif 400w, /images/courses/course-1.avif 800w',
  },
  '/images/courses/course-2.webp': {
    srcSet: '/images/courses/course-2-400.webp 400w, /images/courses/course-2.webp 800w',
    avifSrcSet: '/images/courses/course-2-400.avif 400w, /images/courses/course-2.avif 800w',
  },
  '/images/courses/course-3.webp': {
    srcSet: '/images/courses/course-3-400.webp 400w, /images/courses/course-3.webp 800w',
    avifSrcSet: '/images/courses/course-3-400.avif 400w, /images/courses/course-3.avif 800w',
  },
  '/images/courses/course-4.webp': {
    srcSet: '/images/courses/course-4-400.webp 400w, /images/courses/course-4.webp 800w',
    avifSrcSet: '/images/courses/course-4-400.avif 400w, /images/courses/course-4.avif 800w',
  },
  '/images/courses/course-5.webp': {
    srcSet: '/images/courses/course-5-400.webp 400w, /images/courses/course-5.webp 800w',
    avifSrcSet: '/images/courses/course-5-400.avif 400w, /images/courses/course-5.avif 800w',
  },
  '/images/launches/launch-1.webp': {
    srcSet:
      '/images/launches/launch-1-400.webp 400w, /images/launches/launch-1-800.webp 800w, /images/launches/launch-1.webp 1200w',
    avifSrcSet:
      '/images/launches/launch-1-400.avif 400w, /images/launches/launch-1-800.avif 800w, /images/launches/launch-1.avif 1200w',
  },
  '/images/launches/launch-2.webp': {
    srcSet:
      '/images/launches/launch-2-400.webp 400w, /images/launches/launch-2-800.webp 800w, /images/launches/launch-2.webp 1200w',
    avifSrcSet:
      '/images/launches/launch-2-400.avif 400w, /images/launches/launch-2-800.avif 800w, /images/launches/launch-2.avif 1200w',
  },
  '/images/launches/launch-3.webp': {
    srcSet:
      '/images/launches/launch-3-400.webp 400w, /images/launches/launch-3-800.webp 800w, /images/launches/launch-3.webp 1200w',
    avifSrcSet:
      '/images/launches/launch-3-400.avif 400w, /images/launches/launch-3-800.avif 800w, /images/launches/launch-3.avif 1200w',
  },
  '/images/launches/launch-4.webp': {
    srcSet:
      '/images/launches/launch-4-400.webp 400w, /images/launches/launch-4-800.webp 800w, /images/launches/launch-4.webp 1200w',
    avifSrcSet:
      '/images/launches/launch-4-400.avif 400w, /images/launches/launch-4-800.avif 800w, /images/launches/launch-4.avif 1200w',
  },
  '/images/sections/hero.webp': {
    srcSet:
      '/images/sections/hero-400.webp 400w, /images/sections/hero-800.webp 800w, /images/sections/hero-1200.webp 1200w, /images/sections/hero.webp 1600w',
    avifSrcSet:
      '/images/sections/hero-400.avif 400w, /images/sections/hero-800.avif 800w, /images/sections/hero-1200.avif 1200w, /images/sections/hero.avif 1600w',
  },
  '/images/sections/about.webp': {
    srcSet: '/images/sections/about-400.webp 400w, /images/sections/about-800.webp 800w, /images/sections/about.webp 1200w',
    avifSrcSet: '/images/sections/about-400.avif 400w, /images/sections/about-800.avif 800w, /images/sections/about.avif 1200w',
  },
  '/images/sections/about-portrait.webp': {
    srcSet: '/images/sections/about-portrait-400.webp 400w, /images/sections/about-portrait.webp 800w',
    avifSrcSet: '/images/sections/about-portrait-400.avif 400w, /images/sections/about-portrait.avif 800w',
  },
  '/images/sections/courses.webp': {
    srcSet: '/images/sections/courses-400.webp 400w, /images/sections/courses-800.webp 800w, /images/sections/courses.webp 1200w',
    avifSrcSet:
      '/images/sections/courses-400.avif 400w, /images/sections/courses-800.avif 800w, /images/sections/courses.avif 1200w',
  },
  '/images/sections/books.webp': {
    srcSet: '/images/sections/books-400.webp 400w, /images/sections/books-800.webp 800w, /images/sections/books.webp 1200w',
    avifSrcSet: '/images/sections/books-400.avif 400w, /images/sections/books-800.avif 800w, /images/sections/books.avif 1200w',
  },
  '/images/sections/mentorship.webp': {
    srcSet:
      '/images/sections/mentorship-400.webp 400w, /images/sections/mentorship-800.webp 800w, /images/sections/mentorship.webp 1200w',
    avifSrcSet:
      '/images/sections/mentorship-400.avif 400w, /images/sections/mentorship-800.avif 800w, /images/sections/mentorship.avif 1200w',
  },
  '/images/sections/mentorship-default.webp': {
    srcSet:
      '/images/sections/mentorship-default-400.webp 400w, /images/sections/mentorship-default-800.webp 800w, /images/sections/mentorship-default.webp 1200w',
    avifSrcSet:
      '/images/sections/mentorship-default-400.avif 400w, /images/sections/mentorship-default-800.avif 800w, /images/sections/mentorship-default.avif 1200w',
  },
  '/images/sections/mentorship-hero.webp': {
    srcSet:
      '/images/sections/mentorship-hero-400.webp 400w, /images/sections/mentorship-hero-800.webp 800w, /images/sections/mentorship-hero-1200.webp 1200w, /images/sections/mentorship-hero.webp 1600w',
    avifSrcSet:
      '/images/sections/mentorship-hero-400.avif 400w, /images/sections/mentorship-hero-800.avif 800w, /images/sections/mentorship-hero-1200.avif 1200w, /images/sections/mentorship-hero.avif 1600w',
  },
  '/images/sections/immersion-1.webp': {
    srcSet:
      '/images/sections/immersion-1-400.webp 400w, /images/sections/immersion-1-800.webp 800w, /images/sections/immersion-1-1200.webp 1200w, /images/sections/immersion-1.webp 1600w',
    avifSrcSet:
      '/images/sections/immersion-1-400.avif 400w, /images/sections/immersion-1-800.avif 800w, /images/sections/immersion-1-1200.avif 1200w, /images/sections/immersion-1.avif 1600w',
  },
  '/images/sections/immersion-2.webp': {
    srcSet:
      '/images/sections/immersion-2-400.webp 400w, /images/sections/immersion-2-800.webp 800w, /images/sections/immersion-2-1200.webp 1200w, /images/sections/immersion-2.webp 1600w',
    avifSrcSet:
      '/images/sections/immersion-2-400.avif 400w, /images/sections/immersion-2-800.avif 800w, /images/sections/immersion-2-1200.avif 1200w, /images/sections/immersion-2.avif 1600w',
  },
  '/images/sections/immersion-3.webp': {
    srcSet:
      '/images/sections/immersion-3-400.webp 400w, /images/sections/immersion-3-800.webp 800w, /images/sections/immersion-3-1200.webp 1200w, /images/sections/immersion-3.webp 1600w',
    avifSrcSet:
      '/images/sections/immersion-3-400.avif 400w, /images/sections/immersion-3-800.avif 800w, /images/sections/immersion-3-1200.avif 1200w, /images/sections/immersion-3.avif 1600w',
  },
  '/images/sections/immersion-hero.webp': {
    srcSet:
      '/images/sections/immersion-hero-400.webp 400w, /images/sections/immersion-hero-800.webp 800w, /images/sections/immersion-hero-1200.webp 1200w, /images/sections/immersion-hero.webp 1600w',
    avifSrcSet:
      '/images/sections/immersion-hero-400.avif 400w, /images/sections/immersion-hero-800.avif 800w, /images/sections/immersion-hero-1200.avif 1200w, /images/sections/immersion-hero.avif 1600w',
  },
  '/images/gallery/gallery-1.webp': {
    srcSet:
      '/images/gallery/gallery-1-400.webp 400w, /images/gallery/gallery-1-800.webp 800w, /images/gallery/gallery-1.webp 1200w',
    avifSrcSet:
      '/images/gallery/gallery-1-400.avif 400w, /images/gallery/gallery-1-800.avif 800w, /images/gallery/gallery-1.avif 1200w',
  },
  '/images/gallery/gallery-2.webp': {
    srcSet:
      '/images/gallery/gallery-2-400.webp 400w, /images/gallery/gallery-2-800.webp 800w, /images/gallery/gallery-2.webp 1200w',
    avifSrcSet:
      '/images/gallery/gallery-2-400.avif 400w, /images/gallery/gallery-2-800.avif 800w, /images/gallery/gallery-2.avif 1200w',
  },
  '/images/gallery/gallery-3.webp': {
    srcSet:
      '/images/gallery/gallery-3-400.webp 400w, /images/gallery/gallery-3-800.webp 800w, /images/gallery/gallery-3.webp 1200w',
    avifSrcSet:
      '/images/gallery/gallery-3-400.avif 400w, /images/gallery/gallery-3-800.avif 800w, /images/gallery/gallery-3.avif 1200w',
  },
  '/images/gallery/gallery-4.webp': {
    srcSet:
      '/images/gallery/gallery-4-400.webp 400w, /images/gallery/gallery-4-800.webp 800w, /images/gallery/gallery-4.webp 1200w',
    avifSrcSet:
      '/images/gallery/gallery-4-400.avif 400w, /images/gallery/gallery-4-800.avif 800w, /images/gallery/gallery-4.avif 1200w',
  },
  '/images/gallery/gallery-5.webp': {
    srcSet:
      '/images/gallery/gallery-5-400.webp 400w, /images/gallery/gallery-5-800.webp 800w, /images/gallery/gallery-5.webp 1200w',
    avifSrcSet:
      '/images/gallery/gallery-5-400.avif 400w, /images/gallery/gallery-5-800.avif 800w, /images/gallery/gallery-5.avif 1200w',
  },
  '/images/gallery/gallery-6.webp': {
    srcSet:
      '/images/gallery/gallery-6-400.webp 400w, /images/gallery/gallery-6-800.webp 800w, /images/gallery/gallery-6.webp 1200w',
    avifSrcSet:
      '/images/gallery/gallery-6-400.avif 400w, /images/gallery/gallery-6-800.avif 800w, /images/gallery/gallery-6.avif 1200w',
  },
  '/images/sections/values.webp': {
    srcSet: '/images/sections/values-400.webp 400w, /images/sections/values-800.webp 800w, /images/sections/values.webp 1200w',
    avifSrcSet:
      '/images/sections/values-400.avif 400w, /images/sections/values-800.avif 800w, /images/sections/values.avif 1200w',
  },
  '/images/sections/contact.webp': {
    srcSet: '/images/sections/contact-400.webp 400w, /images/sections/contact-800.webp 800w, /images/sections/contact.webp 1200w',
    avifSrcSet:
      '/images/sections/contact-400.avif 400w, /images/sections/contact-800.avif 800w, /images/sections/contact.avif 1200w',
  },
  '/images/sections/publications.webp': {
    srcSet:
      '/images/sections/publications-400.webp 400w, /images/sections/publications-800.webp 800w, /images/sections/publications.webp 1200w',
    avifSrcSet:
      '/images/sections/publications-400.avif 400w, /images/sections/publications-800.avif 800w, /images/sections/publications.avif 1200w',
  },
  '/images/sections/payment.webp': {
    srcSet: '/images/sections/payment-400.webp 400w, /images/sections/payment-800.webp 800w, /images/sections/payment.webp 1200w',
    avifSrcSet:
      '/images/sections/payment-400.avif 400w, /images/sections/payment-800.avif 800w, /images/sections/payment.avif 1200w',
  },
  '/images/media/media-3.webp': {
    srcSet:
      '/images/media/media-3-400.webp 400w, /images/media/media-3-800.webp 800w, /images/media/media-3-1200.webp 1200w, /images/media/media-3.webp 1280w',
    avifSrcSet:
      '/images/media/media-3-400.avif 400w, /images/media/media-3-800.avif 800w, /images/media/media-3-1200.avif 1200w, /images/media/media-3.avif 1280w',
  },
  '/images/media/media-7.webp': {
    srcSet:
      '/images/media/media-7-400.webp 400w, /images/media/media-7-800.webp 800w, /images/media/media-7-1200.webp 1200w, /images/media/media-7.webp 1280w',
    avifSrcSet:
      '/images/media/media-7-400.avif 400w, /images/media/media-7-800.avif 800w, /images/media/media-7-1200.avif 1200w, /images/media/media-7.avif 1280w',
  },
};
