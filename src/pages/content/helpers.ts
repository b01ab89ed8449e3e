import type { TFunction } from 'i18next';
import { config } from '@/config/env';

/** Between a page's own title and the provider's name in the document title. */
export const TITLE_SEPARATOR = ' · ';

/**
 * The document title of every page: 'Page · Provider name' (rendered with React 19's <title>, which
 * hoists it into <head>). The one helper for titles: every route sets its own, in the current language
 * (stories/app/RouteTitles.stories.tsx lists them).
 */
export function pageTitle(title: string): string {
  return `${title}${TITLE_SEPARATOR}${config.providerName}`;
}

/** A translated array of strings (e.g. learning outcomes); anything else gives an empty list. */
export function textList(t: TFunction, key: string, options: Record<string, unknown> = {}): string[] {
  const value: unknown = t(key, { ...options, returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A translated array of objects (e.g. FAQ entries), keeping only entries with every string field asked for. */
export function objectList<K extends string>(
  t: TFunction,
  key: string,
  fields: readonly K[],
  options: Record<string, unknown> = {},
): Record<K, string>[] {
  const value: unknown = t(key, { ...options, returnObjects: true });
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is Record<K, string> => {
    if (!item || typeof item !== 'object') return false;
    return fields.every((field) => typeof (item as Record<string, unknown>)[field] === 'string');
  });
}

/** Intl locale for the UI language: pt → pt-PT, en → en-GB. */
export function intlLocale(language: string | undefined): string {
  return language?.startsWith('en') ? 'en-GB' : 'pt-PT';
}

/** '2021-10-04' → '4 de outubro de 2021' / '4 October 2021'; unreadable dates are returned as given. */
export function formatLongDate(isoDate: string, language: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** 4.8 → '4,8' (pt) / '4.8' (en). */
export function formatDecimal(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** Link to the articles and theses page searching for one publication's title. */
export function publicationSearchHref(publicationsPath: string, title: string): string {
  return `${publicationsPath}?${new URLSearchParams({ q: title }).toString()}`;
}

/** Characters a shortened text should not end on before its ellipsis (a dangling comma, colon, dash...). */
const TRAILING_PUNCTUATION = /[\s,;:.\-–—(«"“]+$/u;

/**
 * A text for search results and link previews: whitespace collapsed and, when longer than `max`
 * characters, cut at the last word boundary that leaves room for '…' (so the result is at most `max`
 * characters long, ellipsis included). A single word longer than `max` is cut inside the word.
 */
export function summary(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  if (max < 1) return '';
  const room = clean.slice(0, max); // max - 1 characters of text, plus the character after them
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : clean.slice(0, max - 1);
  const trimmed = cut.replace(TRAILING_PUNCTUATION, '');
  return `${trimmed || cut}…`;
}
