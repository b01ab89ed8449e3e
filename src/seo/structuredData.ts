import type { Availability } from '@/data/schema';
/**
 * Structured data (JSON-LD, https://schema.org) for the site's pages: pure, typed builders and the
 * serialiser that makes their output safe inside `<script type="application/ld+json">`.
 *
 * Builders receive absolute URLs (page, image, offer) and already-translated texts; they never build
 * addresses or read configuration, so the same input always gives the same output. Only what is known
 * is emitted: an optional field that is not given is left out (never `undefined`, never a guess).
 */

/** A JSON-LD object: what the builders return and `serializeJsonLd` accepts. */
export type JsonLd = Record<string, unknown>;

/** The site's two languages. */
export type JsonLdLang = 'pt' | 'en';

const CONTEXT = 'https://schema.org';

/** BCP 47 tag of each site language, as schema.org's `inLanguage` expects (the site's Portuguese is European). */
const IN_LANGUAGE: Record<JsonLdLang, string> = { pt: 'pt-PT', en: 'en' };

/** The `inLanguage` of a page's content: an explicit tag when given, otherwise the page language's tag. */
function languageTag(lang: JsonLdLang, explicit?: string): string {
  return explicit ?? IN_LANGUAGE[lang];
}

/** A price as schema.org text with two decimals ('14.90'); undefined when it is not a finite, non-negative number. */
function priceText(price: number): string | undefined {
  return Number.isFinite(price) && price >= 0 ? price.toFixed(2) : undefined;
}

/* ------------------------------------------------------------------------------------------------ */
/* Course                                                                                           */
/* ------------------------------------------------------------------------------------------------ */

/** How a course is delivered (schema.org `courseMode`, the values Google's Course rich result accepts). */
export type CourseMode = 'Online' | 'Onsite' | 'Blended';

export interface CourseJsonLdInput {
  name: string;
  description: string;
  /** Absolute URL of the course page. */
  url: string;
  /** Absolute URL of the course image. */
  image: string;
  /** Language of the page; gives `inLanguage` unless `inLanguage` is given. */
  lang: JsonLdLang;
  /** BCP 47 tag of the course's language of instruction when it differs from the page's (e.g. 'pt-BR'). */
  inLanguage?: string;
  /** The educator who gives the course (a schema.org Person). */
  provider: { name: string; url: string };
  /** Present only for a course sold on this site; `url` is where it is bought (absolute). */
  offer?: { price: number; currency: 'EUR' | 'BRL'; url: string };
  /**
   * What is known of the course's delivery, for `hasCourseInstance`. Left out when unknown: Google wants
   * `courseMode` there, and a guessed mode is worse than none.
   */
  instance?: {
    courseMode: CourseMode;
    /** Total hours of work; emitted as an ISO 8601 duration (`courseWorkload`, e.g. 'PT32H'). */
    workloadHours?: number;
    /** Where the on-site part takes place, as shown to readers (e.g. 'Portugal, Faro'). */
    location?: string;
  };
}

/** schema.org `Course` of a course or launch page. */
export function courseJsonLd(input: CourseJsonLdInput): JsonLd {
  const data: JsonLd = {
    '@context': CONTEXT,
    '@type': 'Course',
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.image,
    inLanguage: languageTag(input.lang, input.inLanguage),
    provider: { '@type': 'Person', name: input.provider.name, url: input.provider.url },
  };
  const offer = input.offer;
  const price = offer ? priceText(offer.price) : undefined;
  if (offer && price !== undefined) {
    data.offers = {
      '@type': 'Offer',
      category: 'Paid',
      price,
      priceCurrency: offer.currency,
      availability: 'https://schema.org/InStock',
      url: offer.url,
    };
  }
  if (input.instance) {
    const { courseMode, workloadHours, location } = input.instance;
    const instance: JsonLd = { '@type': 'CourseInstance', courseMode };
    if (workloadHours !== undefined && Number.isFinite(workloadHours) && workloadHours > 0) {
      instance.courseWorkload = `PT${workloadHours}H`;
    }
    if (location) instance.location = location;
    data.hasCourseInstance = instance;
  }
  return data;
}

/* ------------------------------------------------------------------------------------------------ */
/* Book                                                                                             */
/* ------------------------------------------------------------------------------------------------ */

/** A book's availability, as the catalogue names it (src/data/schema.ts). */
export type BookAvailability = Availability;

/** Each availability's schema.org ItemAvailability: a value added to the catalogue's list must be named here. */
const AVAILABILITY: Record<Availability, string> = {
  'in-stock': 'https://schema.org/InStock',
  limited: 'https://schema.org/LimitedAvailability',
  'pre-order': 'https://schema.org/PreOrder',
  'out-of-stock': 'https://schema.org/OutOfStock',
};

/** The schema.org `ItemAvailability` URL of a catalogue availability; undefined when unknown. */
export function schemaAvailability(availability: BookAvailability): string | undefined {
  // Data from outside the types (a stale stored page) may still carry another word.
  return Object.hasOwn(AVAILABILITY, availability) ? AVAILABILITY[availability] : undefined;
}

const BOOK_FORMAT = {
  ebook: 'https://schema.org/EBook',
  print: 'https://schema.org/Paperback',
} as const;

export interface BookJsonLdInput {
  name: string;
  description: string;
  /** Absolute URL of the book page. */
  url: string;
  /** Absolute URL of the cover. */
  image: string;
  /** Language of the page; gives `inLanguage` unless `inLanguage` is given. */
  lang: JsonLdLang;
  /**
   * BCP 47 tag of the book's own language. A Book's `inLanguage` is the language it is written in, not
   * the page's: the catalogue's books are in European Portuguese, so their English pages pass 'pt-PT'.
   */
  inLanguage?: string;
  /** One author, or several (each becomes a Person). */
  author: string | string[];
  isbn?: string;
  pages?: number;
  publisher?: string;
  /** ISO 8601 date, e.g. '2021-10-04'. */
  datePublished?: string;
  /** 'print' is a paperback (every printed book of the catalogue is). */
  format: 'ebook' | 'print';
  /** `url` is where the book is bought (absolute). */
  offer?: { price: number; currency: 'EUR'; availability: BookAvailability; url: string };
}

/** schema.org `Book` of a book page. */
export function bookJsonLd(input: BookJsonLdInput): JsonLd {
  const authors = (Array.isArray(input.author) ? input.author : [input.author])
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((name) => ({ '@type': 'Person', name }));
  const data: JsonLd = {
    '@context': CONTEXT,
    '@type': 'Book',
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.image,
    inLanguage: languageTag(input.lang, input.inLanguage),
    bookFormat: BOOK_FORMAT[input.format],
  };
  if (authors.length > 0) data.author = authors.length === 1 ? authors[0] : authors;
  if (input.isbn) data.isbn = input.isbn;
  if (input.pages !== undefined && Number.isInteger(input.pages) && input.pages > 0) data.numberOfPages = input.pages;
  if (input.publisher) data.publisher = { '@type': 'Organization', name: input.publisher };
  if (input.datePublished) data.datePublished = input.datePublished;
  const offer = input.offer;
  const price = offer ? priceText(offer.price) : undefined;
  if (offer && price !== undefined) {
    const offers: JsonLd = { '@type': 'Offer', price, priceCurrency: offer.currency };
    const availability = schemaAvailability(offer.availability);
    if (availability) offers.availability = availability;
    offers.url = offer.url;
    data.offers = offers;
  }
  return data;
}

/* ------------------------------------------------------------------------------------------------ */
/* Educator and site                                                                                */
/* ------------------------------------------------------------------------------------------------ */

export interface EducatorJsonLdInput {
  name: string;
  /** Absolute URL of the site's home page (the educator's own address). */
  url: string;
  email: string;
  /**
   * Absolute URLs of the educator's own profiles elsewhere. Empty strings and repeats are dropped; a
   * generic home page (https://www.instagram.com/) is not a profile and should not be passed.
   */
  sameAs: string[];
  description: string;
  /** Absolute URL of a portrait. */
  image?: string;
  lang: JsonLdLang;
  /** e.g. 'Terapeuta Ocupacional' / 'Occupational Therapist'. */
  jobTitle?: string;
  /** Subjects the educator teaches (e.g. 'Integração Sensorial'). */
  knowsAbout?: string[];
  /** The WebSite's name; the educator's name when not given (as og:site_name). */
  siteName?: string;
}

/** The educator (`Person`) and the site (`WebSite`, published by her) as one `@graph`, for the home/about pages. */
export function educatorJsonLd(input: EducatorJsonLdInput): JsonLd {
  const personId = `${input.url}#person`;
  const person: JsonLd = {
    '@type': 'Person',
    '@id': personId,
    name: input.name,
    url: input.url,
    email: input.email,
    description: input.description,
  };
  if (input.image) person.image = input.image;
  if (input.jobTitle) person.jobTitle = input.jobTitle;
  const knowsAbout = input.knowsAbout?.filter((subject) => subject.trim() !== '') ?? [];
  if (knowsAbout.length > 0) person.knowsAbout = knowsAbout;
  const sameAs = [...new Set(input.sameAs.map((url) => url.trim()).filter((url) => url !== ''))];
  if (sameAs.length > 0) person.sameAs = sameAs;
  const website: JsonLd = {
    '@type': 'WebSite',
    '@id': `${input.url}#website`,
    name: input.siteName ?? input.name,
    url: input.url,
    inLanguage: IN_LANGUAGE[input.lang],
    publisher: { '@id': personId },
  };
  return { '@context': CONTEXT, '@graph': [person, website] };
}

/* ------------------------------------------------------------------------------------------------ */
/* Breadcrumbs                                                                                      */
/* ------------------------------------------------------------------------------------------------ */

/** schema.org `BreadcrumbList` from the home page down to the current page (absolute URLs). */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/* ------------------------------------------------------------------------------------------------ */
/* Serialisation                                                                                    */
/* ------------------------------------------------------------------------------------------------ */

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON text safe to embed in `<script type="application/ld+json">`. The HTML parser ends a script at
 * `</script` whatever the JSON says, and `<!--` changes how it looks for that end; so `<`, `>` and `&`
 * become `\u003c`, `\u003e`, `\u0026` (and U+2028/U+2029, line terminators in older JavaScript, become
 * `\u2028`/`\u2029`). Inside JSON strings those escapes mean the same characters, so JSON.parse gives back
 * exactly the original data; outside strings JSON has no such characters.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
