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
