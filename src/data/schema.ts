import { z } from 'zod';

/**
 * The catalogue's content files (content/<type>/<id>.json), one schema per type. A file holds Decap CMS's
 * bilingual single-file shape: `pt` carries the structured fields (id, price, paths...) and the Portuguese
 * texts, `en` the English texts only. The build (build/content/load.ts) checks every file against these
 * schemas and the checks that need the whole catalogue or the disk (unique ids, related ids, files that
 * exist); the app imports only the types, so none of this code reaches the browser.
 */

/** A text the visitor reads: present and not blank. */
const text = z.string({ error: 'required text' }).trim().min(1, 'must not be empty');
/** A list of texts (tags, benefits, learning outcomes): at least one, none blank. */
const texts = z.array(text, { error: 'required list of texts' }).min(1, 'must list at least one text');
const id = z.int({ error: 'must be a whole number' }).min(0, 'must be ≥ 0');
const count = z.int({ error: 'must be a whole number' }).min(0, 'must be ≥ 0');
const price = z.number({ error: 'must be a number' }).min(0, 'must be ≥ 0');
/** A file under public/, as its address (`/images/books/book-1.webp`); build/content/load.ts checks it exists. */
const publicPath = (extensions: RegExp, what: string) =>
  z
    .string({ error: `required ${what} path` })
    .regex(/^\/[^\s?#]+$/, 'must be a path from the site root, starting with /')
    .regex(extensions, `must be ${what}`);
export const imagePath = publicPath(/\.(webp|avif|png|jpe?g)$/i, 'an image (.webp, .avif, .png or .jpg)');
const pdfPath = publicPath(/\.pdf$/i, 'a PDF (.pdf)');
const videoPath = publicPath(/\.mp4$/i, 'an MP4 video (.mp4)');

/** A calendar date as YYYY-MM-DD that exists (no 2023-02-30). */
const isoDate = z
  .string({ error: 'required date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'must be a real calendar date');

/** ISBN-13, digits optionally grouped by hyphens, with its check digit right. */
const isbn = z
  .string({ error: 'required ISBN' })
  .regex(/^97[89](-?\d+){3}-?\d$/, 'must be an ISBN-13 such as 978-3-16-148410-0')
  .refine((value) => {
    const digits = value.replace(/-/g, '');
    if (digits.length !== 13) return false;
    const sum = [...digits].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
    return sum % 10 === 0;
  }, 'must be an ISBN-13 of 13 digits with a valid check digit');

/** An optional field: an editor's emptied field (`""` or null) counts as absent. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}

// ---------------------------------------------------------------- courses
const courseTexts = z.object({
  title: text,
  summary: text,
  description: z.object(
    { programme: text, trainers: text, audience: text, objectives: text, content: text, methodology: text },
    { error: 'required group of texts' },
  ),
  instructor: text,
  location: text,
  date: text,
  learningOutcomes: texts,
});
const courseFields = z.object({
  id,
  image: imagePath,
  /** Euros; null only for a course whose enrolment is elsewhere (`externalEnrolment`). */
  price: price.nullable(),
  /** Enrolment on the partner's page (config.internationalEnrolUrl) rather than in this shop. */
  externalEnrolment: optional(z.boolean()),
  hours: optional(z.int().min(1, 'must be ≥ 1')),
  /** Duration in months. */
  months: optional(z.int().min(1, 'must be ≥ 1')),
  mode: optional(z.enum(['Online', 'Onsite', 'Blended'])),
});

// ---------------------------------------------------------------- books
const bookTexts = z.object({
  title: text,
  subtitle: text,
  description: text,
  language: text,
  format: text,
  dimensions: text,
  weight: text,
  /** eBooks: the download's size. */
  fileSize: optional(text),
  tags: texts,
  recommendedAge: text,
});
const bookFields = z.object({
  id,
  image: imagePath,
  price,
  originalPrice: optional(price),
  discount: optional(z.int().min(0, 'must be ≥ 0').max(100, 'must be ≤ 100')),
  category: z.enum(['impresso', 'ebook']),
  rating: z.number().min(0, 'must be ≥ 0').max(5, 'must be ≤ 5'),
  reviews: count,
  featured: z.boolean(),
  author: text,
  publicationDate: isoDate,
  publisher: text,
  pages: z.int().min(1, 'must be ≥ 1'),
  isbn,
  availability: z.enum(['in-stock', 'limited', 'pre-order', 'out-of-stock']),
  stock: count,
  previewLink: optional(pdfPath),
  relatedBooks: z.array(id),
  bestSeller: z.boolean(),
  newRelease: z.boolean(),
  /** eBooks only: the file's name under /pdfs/, without extension. */
  downloadUrl: optional(z.string().regex(/^[a-z0-9-]+$/, 'must be a file name of lower-case letters, digits and hyphens')),
});

// ---------------------------------------------------------------- launches
const launchTexts = z.object({ title: text, description: text, benefits: texts });
const launchFields = z.object({
  /** Its route index (/lancamento/<id>): the launches number 0, 1, 2... */
  id,
  image: imagePath,
  /** BRL text, e.g. 'R$120,00'. */
  price: z.string().regex(/^R\$\d{1,3}(\.\d{3})*,\d{2}$/, 'must be a BRL price such as R$120,00'),
  /** e.g. '12x R$10,00'. */
  installments: z.string().regex(/^\d+x R\$\d{1,3}(\.\d{3})*,\d{2}$/, 'must read like 12x R$10,00'),
});

// ---------------------------------------------------------------- publications
const publicationTexts = z.object({ title: text, description: text });
const publicationFields = z.object({
  id,
  author: text,
  type: z.enum(['tese', 'artigo']),
  date_month: z.int({ error: 'must be a month 1-12' }).min(1, 'must be a month 1-12').max(12, 'must be a month 1-12'),
  date_year: z.int({ error: 'must be a year' }).min(1900, 'must be ≥ 1900').max(2100, 'must be ≤ 2100'),
  file: pdfPath,
});

// ---------------------------------------------------------------- testimonials
const testimonialTexts = z.object({ comment: text });
const testimonialFields = z.object({
  id,
  rating: z.int().min(1, 'must be ≥ 1').max(5, 'must be ≤ 5'),
  name: text,
  /** Shown under the name; empty when the person gave none. */
  role: z.string(),
});

// ---------------------------------------------------------------- media
const mediaTexts = z.object({ title: text, alt: text });
const mediaFields = z.discriminatedUnion(
  'kind',
  [
    z.object({ id, kind: z.literal('video'), src: videoPath, poster: imagePath }),
    z.object({ id, kind: z.literal('image'), image: imagePath }),
  ],
  { error: "must have kind 'video' (with src and poster) or 'image' (with image)" },
);

/** Each content type: its structured fields (pt only) and its texts (pt and en). */
export const contentTypes = {
  courses: { fields: courseFields, texts: courseTexts },
  books: { fields: bookFields, texts: bookTexts },
  launches: { fields: launchFields, texts: launchTexts },
  publications: { fields: publicationFields, texts: publicationTexts },
  testimonials: { fields: testimonialFields, texts: testimonialTexts },
  media: { fields: mediaFields, texts: mediaTexts },
} as const;

export type ContentType = keyof typeof contentTypes;
export const CONTENT_TYPES = Object.keys(contentTypes) as ContentType[];

/** The structured fields of one item of a type, as checked (the texts stay in the translation files). */
export type ContentFields<T extends ContentType> = z.output<(typeof contentTypes)[T]['fields']>;
export type ContentTexts<T extends ContentType> = z.output<(typeof contentTypes)[T]['texts']>;

/** The structured catalogue, by type, in id order: what the virtual modules `virtual:content/<type>` hold. */
export type StructuredCatalogue = { [T in ContentType]: ContentFields<T>[] };
