import type { BookCategory } from '@machines/commerce';
import type { PublicationType } from '@machines/content';

/**
 * Static catalogue types (product §3), loaded from the content files under content/ (src/data/schema.ts checks
 * them). Texts reach the page through the served translation files: each entity has a `key` naming its
 * translation subtree (e.g. `catalog.courses.1`); the objects here hold structure, numbers and asset paths only.
 */
export interface ImageAsset {
  src: string;
  width: number;
  height: number;
  /** The same image at smaller widths and its own, as a srcset of WebP files ('<file> <width>w, ...'). */
  srcSet?: string;
  /** The same candidates in AVIF, where each is smaller than its WebP. */
  avifSrcSet?: string;
}

export interface Course {
  id: number;
  /** Translation subtree: title, description.{programme,trainers,audience,objectives,content,methodology}, instructor, location, date, learningOutcomes (array) */
  key: string;
  image: ImageAsset;
  /** Euros; null for a course whose enrolment is on an external page. */
  price: number | null;
  /** The external enrolment page, for a course enrolled elsewhere (config.internationalEnrolUrl). */
  externalEnrolUrl?: string;
  hours?: number;
  months?: number;
  /**
   * How the course is given, when its programme says so ('presencial', 'híbrido'); left out while
   * undecided. Only what the texts state: structured data (schema.org courseMode) uses it as is.
   */
  mode?: 'Online' | 'Onsite' | 'Blended';
}

export type Availability = 'in-stock' | 'limited' | 'pre-order' | 'out-of-stock' | string;

export interface Book {
  id: number;
  /** Translation subtree: title, description, language, format, dimensions, weight, fileSize, tags (array), recommendedAge */
  key: string;
  image: ImageAsset;
  price: number;
  originalPrice?: number;
  discount?: number;
  category: BookCategory;
  rating: number;
  reviews: number;
  featured: boolean;
  author: string;
  publicationDate: string;
  publisher: string;
  pages: number;
  isbn: string;
  availability: Availability;
  stock: number;
  previewLink?: string;
  relatedBooks: number[];
  bestSeller: boolean;
  newRelease: boolean;
  /** eBooks only: file name under /pdfs/ without extension. */
  downloadUrl?: string;
}

export interface Launch {
  /** Index in the list is the route id. */
  key: string;
  image: ImageAsset;
  /** BRL text, e.g. 'R$120,00'. */
  price: string;
  /** e.g. '12x R$10,00'. */
  installments: string;
  /** Number of benefits under `${key}.benefits` (array in translations). */
}

export interface Publication {
  id: number;
  /** Translation subtree: title, description */
  key: string;
  author: string;
  type: PublicationType;
  date_month: number;
  date_year: number;
  /** Path of the PDF under the site origin, e.g. /pdfs/publications/tese-01.pdf */
  file: string;
}

export interface Testimonial {
  id: number;
  /** Translation subtree: comment */
  key: string;
  /** Stars, 1 to 5. */
  rating: number;
  name: string;
  role: string;
}

export type MediaItem =
  | { id: number; kind: 'video'; key: string; src: string; poster: ImageAsset; width: number; height: number }
  | { id: number; kind: 'image'; key: string; image: ImageAsset };
