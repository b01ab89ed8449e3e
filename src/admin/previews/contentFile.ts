import { collections, type ContentType } from '../config';

/**
 * One item of content/ as the admin holds it: the default language's file part (every structured field and
 * the Portuguese texts) and the English texts (Decap's i18n `single_file` structure).
 */
export interface ContentFile<Item extends object = Record<string, unknown>> {
  pt: Partial<Item>;
  en: Partial<Item>;
}

export type PreviewLanguage = 'pt' | 'en';
export const PREVIEW_LANGUAGES: readonly PreviewLanguage[] = ['pt', 'en'];

/** The names of a content type's texts: the fields the admin edits in both languages. */
export function translatedFields(type: ContentType): string[] {
  const collection = collections.find((candidate) => candidate.name === type);
  return (collection?.fields ?? []).filter((field) => field.i18n === true).map((field) => field.name);
}

/**
 * The item as a page in `language` shows it: its structured fields, and the texts of that language only (an
 * English text left empty stays empty in the English preview, so a missing translation shows).
 */
export function itemIn<Item extends object>(
  type: ContentType,
  file: ContentFile<Item>,
  language: PreviewLanguage,
): Partial<Item> {
  if (language === 'pt') return file.pt;
  const texts = new Set(translatedFields(type));
  const structured = Object.fromEntries(Object.entries(file.pt).filter(([name]) => !texts.has(name)));
  return { ...structured, ...file.en } as Partial<Item>;
}

/** A text field's value, or '' when it is missing or not a text. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
/** A number field's value, or undefined when it is empty (Decap writes an emptied number as ''). */
export const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
/** A list of texts, without empty entries. */
export const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
