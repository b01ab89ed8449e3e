import { z } from 'zod';
// The build's Node code loads this file as it is (no alias, no extension-less import): these two files of the
// core import nothing, so they are taken straight rather than through their domain's door.
// eslint-disable-next-line no-restricted-imports
import { BOOK_CATEGORIES } from '../../machines/commerce/rules.ts';
// eslint-disable-next-line no-restricted-imports
import { PUBLICATION_TYPES } from '../../machines/content/publicationTypes.ts';

/**
 * The catalogue's content files (content/<type>/<id>.json), one schema per type. A file holds Decap CMS's
 * bilingual single-file shape: `pt` carries the structured fields (id, price, paths...) and the Portuguese
 * texts, `en` the English texts only. The build (build/content/load.ts) checks every file against these
 * schemas and the checks that need the whole catalogue or the disk (unique ids, related ids, files that
 * exist); the app imports only the types, so none of this code reaches the browser.
 */

/*
 * The messages are the editor's words: the build prints them for a file that fails, and the web admin shows
 * the same ones before it saves (src/admin/checks.ts), so she reads one sentence wherever she meets a problem.
 */

/** A text the visitor reads: present and not blank. */
export const text = z.string({ error: 'texto obrigatório' }).trim().min(1, 'não pode ficar vazio');
/** A list of texts (tags, benefits, learning outcomes): at least one, none blank. */
export const texts = z.array(text, { error: 'lista de textos obrigatória' }).min(1, 'tem de ter pelo menos um texto');
const wholeNumber = { error: 'tem de ser um número inteiro' };
const id = z.int(wholeNumber).min(0, 'tem de ser 0 ou mais');
const count = z.int(wholeNumber).min(0, 'tem de ser 0 ou mais');
const price = z.number({ error: 'tem de ser um número' }).min(0, 'tem de ser 0 ou mais');
/**
 * A pattern the admin can check as she types: JSON Schema carries the regular expression, and `errorMessage`
 * (the ajv-errors name) carries the sentence the admin shows beside it, the one the build prints.
 */
const matching = (pattern: RegExp, message: string) =>
  z.string({ error: 'texto obrigatório' }).regex(pattern, message).meta({ errorMessage: message });
/** A file under public/, as its address (`/images/books/book-1.webp`); build/content/load.ts checks it exists. */
const publicPath = (extensions: RegExp, what: string) =>
  z
    .string({ error: `caminho obrigatório (${what})` })
    .regex(/^\/[^\s?#]+$/, 'tem de ser um caminho a partir da raiz do site, a começar por /')
    .regex(extensions, `tem de ser ${what}`);
/** The upload formats the site accepts (build/content/uploads.ts checks each file's first bytes too). */
export const IMAGE_EXTENSIONS = ['webp', 'avif', 'png', 'jpg', 'jpeg'] as const;
export const imagePath = publicPath(/\.(webp|avif|png|jpe?g)$/i, 'uma imagem (.webp, .avif, .png ou .jpg)');
const pdfPath = publicPath(/\.pdf$/i, 'um PDF (.pdf)');
const videoPath = publicPath(/\.mp4$/i, 'um vídeo MP4 (.mp4)');

/** A calendar date as YYYY-MM-DD that exists (no 2023-02-30). */
export const isoDate = matching(/^\d{4}-\d{2}-\d{2}$/, 'escreva a data como AAAA-MM-DD, por exemplo 2021-10-04').refine(
  (value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  },
  'tem de ser uma data que existe no calendário',
);

/** ISBN-13, digits optionally grouped by hyphens, with its check digit right. */
const isbn = matching(/^97[89](-?\d+){3}-?\d$/, 'tem de ser um ISBN-13, por exemplo 978-989-8812-01-8').refine((value) => {
  const digits = value.replace(/-/g, '');
  if (digits.length !== 13) return false;
  const sum = [...digits].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
}, 'tem de ser um ISBN-13 de 13 algarismos com o algarismo de controlo certo');

/** An optional field: an editor's emptied field (`""` or null) counts as absent. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}

/*
 * The vocabularies, named once: the pages, the structured data and the admin's choices read these lists
 * (a book's category and a publication's type are the machines' own, which these schemas take from them).
 */
/** A book's availability (schema.org's ItemAvailability in the structured data). */
export const AVAILABILITIES = ['in-stock', 'limited', 'pre-order', 'out-of-stock'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
/** How a course is given (schema.org's courseMode). */
export const COURSE_MODES = ['Online', 'Onsite', 'Blended'] as const;
export type CourseMode = (typeof COURSE_MODES)[number];
/** What a slide of the media carousel shows. */
export const MEDIA_KINDS = ['video', 'image'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export { BOOK_CATEGORIES, PUBLICATION_TYPES };

// ---------------------------------------------------------------- courses
const courseTexts = z.object({
  title: text,
  summary: text,
  description: z.object(
    { programme: text, trainers: text, audience: text, objectives: text, content: text, methodology: text },
    { error: 'grupo de textos obrigatório' },
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
  hours: optional(z.int(wholeNumber).min(1, 'tem de ser 1 ou mais')),
  /** Duration in months. */
  months: optional(z.int(wholeNumber).min(1, 'tem de ser 1 ou mais')),
  mode: optional(z.enum(COURSE_MODES)),
});

// ---------------------------------------------------------------- books
const bookTexts = z.object({
  title: text,
  /** Shown under the title where a book has one. */
  subtitle: optional(text),
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
  discount: optional(z.int(wholeNumber).min(0, 'tem de ser 0 ou mais').max(100, 'tem de ser 100 ou menos')),
  category: z.enum(BOOK_CATEGORIES),
  rating: z.number({ error: 'tem de ser um número' }).min(0, 'tem de ser 0 ou mais').max(5, 'tem de ser 5 ou menos'),
  reviews: count,
  featured: z.boolean({ error: 'tem de ser sim ou não' }),
  author: text,
  publicationDate: isoDate,
  publisher: text,
  pages: z.int(wholeNumber).min(1, 'tem de ser 1 ou mais'),
  isbn,
  availability: z.enum(AVAILABILITIES),
  stock: count,
  previewLink: optional(pdfPath),
  /** An editor's emptied list counts as none. */
  relatedBooks: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    // The admin's relation field writes the numbers it links as texts ("3").
    z.array(z.preprocess((value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value), id)).default([]),
  ),
  bestSeller: z.boolean({ error: 'tem de ser sim ou não' }),
  newRelease: z.boolean({ error: 'tem de ser sim ou não' }),
  /** eBooks only: the file's name under /pdfs/, without extension. */
  downloadUrl: optional(matching(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'só letras minúsculas, algarismos e hífenes, sem ".pdf"')),
});

// ---------------------------------------------------------------- launches
const launchTexts = z.object({ title: text, description: text, benefits: texts });
const launchFields = z.object({
  /** Its route index (/lancamento/<id>): the launches number 0, 1, 2... */
  id,
  image: imagePath,
  /** BRL text, e.g. 'R$120,00'. */
  price: matching(/^R\$\d{1,3}(\.\d{3})*,\d{2}$/, 'escreva como na página: R$297,00'),
  /** e.g. '12x R$10,00'. */
  installments: matching(/^\d{1,2}x R\$\d{1,3}(\.\d{3})*,\d{2}$/, 'escreva como na página: 12x R$24,75'),
});

// ---------------------------------------------------------------- publications
const publicationTexts = z.object({ title: text, description: text });
const publicationFields = z.object({
  id,
  author: text,
  type: z.enum(PUBLICATION_TYPES),
  date_month: z
    .int({ error: 'tem de ser um mês de 1 a 12' })
    .min(1, 'tem de ser um mês de 1 a 12')
    .max(12, 'tem de ser um mês de 1 a 12'),
  date_year: z.int({ error: 'tem de ser um ano' }).min(1900, 'tem de ser 1900 ou mais').max(2100, 'tem de ser 2100 ou menos'),
  file: pdfPath,
});

// ---------------------------------------------------------------- testimonials
const testimonialTexts = z.object({ comment: text });
const testimonialFields = z.object({
  id,
  rating: z.int(wholeNumber).min(1, 'tem de ser 1 ou mais').max(5, 'tem de ser 5 ou menos'),
  name: text,
  /** Shown under the name, when the person gave one. */
  role: optional(text),
});

// ---------------------------------------------------------------- media
const mediaTexts = z.object({ title: text, alt: text });
const mediaFields = z.discriminatedUnion(
  'kind',
  [
    z.object({ id, kind: z.literal(MEDIA_KINDS[0]), src: videoPath, poster: imagePath }),
    z.object({ id, kind: z.literal(MEDIA_KINDS[1]), image: imagePath }),
  ],
  { error: "tem de ser do tipo 'video' (com vídeo e imagem de capa) ou 'image' (com imagem)" },
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

/** A picture as a page draws it: its address, its size and its smaller copies (made by build/content/images.ts). */
export interface ImageAsset {
  src: string;
  width: number;
  height: number;
  /** The same image at smaller widths and its own, as a srcset of WebP files ('<file> <width>w, ...'). */
  srcSet?: string;
  /** The same candidates in AVIF, where each is smaller than its WebP. */
  avifSrcSet?: string;
}

/** The structured catalogue, by type, in id order: what the virtual modules `virtual:content/<type>` hold. */
export type StructuredCatalogue = { [T in ContentType]: ContentFields<T>[] };
