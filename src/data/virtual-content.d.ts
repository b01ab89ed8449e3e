/**
 * The catalogue as build/vite/content.ts provides it: each type's structured fields (checked against
 * src/data/schema.ts, in id order), and every responsive image's size and srcsets by address (`src` only where
 * it differs from the address). No texts: those reach the page through the translation files.
 */
declare module 'virtual:content/courses' {
  import type { StructuredCatalogue } from '@/data/schema';

  const courses: StructuredCatalogue['courses'];
  export default courses;
}
declare module 'virtual:content/books' {
  import type { StructuredCatalogue } from '@/data/schema';

  const books: StructuredCatalogue['books'];
  export default books;
}
declare module 'virtual:content/launches' {
  import type { StructuredCatalogue } from '@/data/schema';

  const launches: StructuredCatalogue['launches'];
  export default launches;
}
declare module 'virtual:content/publications' {
  import type { StructuredCatalogue } from '@/data/schema';

  const publications: StructuredCatalogue['publications'];
  export default publications;
}
declare module 'virtual:content/testimonials' {
  import type { StructuredCatalogue } from '@/data/schema';

  const testimonials: StructuredCatalogue['testimonials'];
  export default testimonials;
}
declare module 'virtual:content/media' {
  import type { StructuredCatalogue } from '@/data/schema';

  const media: StructuredCatalogue['media'];
  export default media;
}
declare module 'virtual:content/images' {
  import type { ImageAsset } from '@/data/types';

  const images: Record<string, Omit<ImageAsset, 'src'> & { src?: string }>;
  export default images;
}
