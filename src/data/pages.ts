import { z } from 'zod';
import { isoDate, text, texts } from './schema.ts';
import { markdownProblems } from '../lib/markdown.ts';

/** The photos of the immersion page's gallery (src/data/images.ts names them). */
export const IMMERSION_GALLERY_SIZE = 6;

/**
 * The educator's own pages (content/pages/<page>.json): the words of each page that are hers, in the catalogue's
 * bilingual single-file shape (`pt` with the Portuguese texts and any structured field, `en` with the English
 * texts). The build checks every file against these schemas (build/content/load.ts) and merges each page's texts
 * into the served translation files at the page's place (`target`), beside the interface's own words for that
 * page (buttons, labels, messages), which stay in public/locales. The pages read them as they always did.
 */

/**
 * A long text: a paragraph, an answer, a legal page's list item. It may carry the Markdown the pages draw
 * (emphasis, strong emphasis, links to https, mailto or the site's own paths: src/lib/markdown.ts); raw HTML,
 * pictures and other links are refused, in the words the admin shows. The other texts (headings, short lists,
 * cards, and all of the home page, which stays free of a Markdown reader) are drawn as written.
 */
export const longText = text.superRefine((value, ctx) => {
  for (const message of markdownProblems(value)) ctx.addIssue({ code: 'custom', message });
});
const longTexts = z.array(longText, { error: 'lista de textos obrigatória' }).min(1, 'tem de ter pelo menos um texto');
const list = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: 'lista obrigatória' }).min(1, 'tem de ter pelo menos um elemento');
const group = <S extends z.ZodRawShape>(shape: S) => z.strictObject(shape, { error: 'grupo de textos obrigatório' });

const heading = { eyebrow: text, title: text };
const meta = { metaTitle: text, metaDescription: text };
const titledText = group({ title: text, text });
const format = group({ title: text, duration: text, text });

// ---------------------------------------------------------------- home
const homeTexts = {
  ...meta,
  /** The educator as the home page's structured data describes her. */
  educatorDescription: text,
  educatorJobTitle: text,
  banner: group({ ...heading, text, highlights: texts }),
  courses: group({ ...heading, lead: text }),
  mentorship: group({ ...heading, text, points: texts }),
  books: group({ ...heading, lead: text }),
  about: group({ ...heading, intro: text, more: texts }),
  immersion: group({ ...heading, text }),
  media: group({ ...heading, lead: text }),
  testimonials: group({ ...heading, lead: text }),
  contact: group({ ...heading, lead: text, responseTime: text }),
};

// ---------------------------------------------------------------- about, about-details, values
const aboutTexts = {
  ...meta,
  ...heading,
  lead: text,
  portraitAlt: text,
  bioTitle: text,
  bio: longTexts,
  highlightsTitle: text,
  highlights: list(group({ value: text, label: text })),
  publicationsTitle: text,
  publicationsLead: text,
};
const aboutDetailsTexts = {
  ...meta,
  ...heading,
  lead: text,
  timelineTitle: text,
  timeline: list(group({ period: text, title: text, text })),
  approachTitle: text,
  approach: texts,
};
const valuesTexts = {
  ...meta,
  ...heading,
  lead: text,
  imageAlt: text,
  missionTitle: text,
  mission: longText,
  basesTitle: text,
  bases: list(titledText),
  commitmentsTitle: text,
  commitments: texts,
  ctaTitle: text,
  ctaText: text,
};

// ---------------------------------------------------------------- mentorship, immersion
const mentorshipTexts = {
  ...meta,
  ...heading,
  lead: text,
  imageAlt: text,
  whatTitle: text,
  what: longTexts,
  formatsTitle: text,
  formats: list(format),
  benefitsTitle: text,
  benefits: texts,
  faqTitle: text,
  faq: list(group({ question: text, answer: longText })),
  ctaTitle: text,
  ctaText: text,
};
const immersionTexts = {
  ...meta,
  ...heading,
  lead: text,
  heroAlt: text,
  overviewTitle: text,
  overview: longText,
  highlights: list(titledText),
  formatsTitle: text,
  formats: list(format),
  stepsTitle: text,
  steps: list(titledText),
  galleryTitle: text,
  galleryLead: text,
  /** The gallery's photos are the site's files (src/data/images.ts): one description for each, in their order. */
  gallery: z
    .array(group({ alt: text }), { error: 'lista obrigatória' })
    .length(IMMERSION_GALLERY_SIZE, `tem de ter uma descrição para cada uma das ${IMMERSION_GALLERY_SIZE} fotografias`),
  nextStepsTitle: text,
  nextSteps: texts,
  ctaTitle: text,
  ctaText: text,
};

// ---------------------------------------------------------------- legal
/** A numbered section of a legal page: its heading, and paragraphs, a list, or both (paragraphs after the list). */
const legalSection = group({
  heading: text,
  paragraphs: longTexts.optional(),
  items: longTexts.optional(),
  after: longTexts.optional(),
}).refine((section) => section.paragraphs || section.items, {
  message: 'tem de ter parágrafos, uma lista ou ambos',
});
const legalTexts = { title: text, metaDescription: text, intro: longTexts, sections: list(legalSection) };
/** The date the page shows as its last update: the admin sets it when she saves a change. */
const legalFields = { updated: isoDate };

/**
 * Each page: its file's name (content/pages/<name>.json), where its texts go in the translation files, its
 * texts (pt and en) and its structured fields (pt only).
 */
export const pages = {
  home: { target: 'home', texts: homeTexts, fields: {} },
  about: { target: 'about', texts: aboutTexts, fields: {} },
  'about-details': { target: 'aboutDetail', texts: aboutDetailsTexts, fields: {} },
  values: { target: 'values', texts: valuesTexts, fields: {} },
  mentorship: { target: 'mentorship', texts: mentorshipTexts, fields: {} },
  immersion: { target: 'immersion', texts: immersionTexts, fields: {} },
  privacy: { target: 'legal.privacy', texts: legalTexts, fields: legalFields },
  cookies: { target: 'legal.cookies', texts: legalTexts, fields: legalFields },
  terms: { target: 'legal.terms', texts: legalTexts, fields: legalFields },
} as const;

export type PageName = keyof typeof pages;
export const PAGE_NAMES = Object.keys(pages) as PageName[];
export const LEGAL_PAGES = ['privacy', 'cookies', 'terms'] as const satisfies readonly PageName[];

/** A page's Portuguese side (its texts and structured fields) and its English side (texts only), each strict. */
export function pageSchemas(name: PageName) {
  const page = pages[name];
  return {
    pt: z.strictObject({ ...page.texts, ...page.fields }),
    en: z.strictObject(page.texts),
    fields: z.object(page.fields),
    texts: z.object(page.texts),
  };
}

/** Whether a text of a page may carry Markdown, by its field path (`faq.answer`, `sections.paragraphs`). */
export function isLongText(name: PageName, fieldPath: string): boolean {
  let schema: z.ZodType | undefined = z.object(pages[name].texts);
  for (const part of fieldPath.split('.')) {
    schema = unwrap(schema);
    if (!(schema instanceof z.ZodObject)) return false;
    schema = (schema.shape as Record<string, z.ZodType>)[part];
  }
  schema = unwrap(schema);
  return schema === longText;
}

function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodOptional) current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodArray) current = current.element as z.ZodType;
    else return current;
  }
}
