import ptFile from '../../../public/locales/pt/translation.json';
import enFile from '../../../public/locales/en/translation.json';

/**
 * The site's own texts for the Voice and content page, read from the translation files when the page is built:
 * every example on the page is what the site says today, never a copy that could drift from it.
 */
export type Lang = 'pt' | 'en';

export const LANGS: readonly Lang[] = ['pt', 'en'];

export const FILES: Record<Lang, unknown> = { pt: ptFile, en: enFile };

export const LANG_NAMES: Record<Lang, string> = { pt: 'Português (pt-PT)', en: 'English (en-GB)' };

/** The text at a dotted key (`cart.empty.title`, list items by index); a missing key throws, so a renamed key breaks the build of this page instead of showing nothing. */
export function text(lang: Lang, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      FILES[lang],
    );
  if (typeof value !== 'string') throw new Error(`Voice and content: no text at "${key}" in ${lang}`);
  return value;
}

/** The plural form i18next picks for `count` (`course.hours` + 16 -> `course.hours_other`; `_zero` for 0 where a key has one). */
export function plural(lang: Lang, key: string, count: number): string {
  const zero = count === 0 && hasText(lang, `${key}_zero`);
  const form = zero ? 'zero' : new Intl.PluralRules(lang === 'pt' ? 'pt-PT' : 'en-GB').select(count);
  return text(lang, `${key}_${form}`).replace(/\{\{\s*count\s*\}\}/g, String(count));
}

function hasText(lang: Lang, key: string): boolean {
  try {
    text(lang, key);
    return true;
  } catch {
    return false;
  }
}

/** Title Case, as a writer might wrongly type a label (every word capitalised but the short linking ones). */
export function toTitleCase(value: string): string {
  const small = new Set(['a', 'o', 'e', 'de', 'do', 'da', 'ao', 'à', 'em', 'no', 'na', 'and', 'of', 'to', 'the', 'in', 'on']);
  return value
    .split(' ')
    .map((word, i) => (i > 0 && small.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** The first sentence only: what happened, without what to do. */
export const firstSentence = (value: string): string => /^.*?[.!?](?=\s|$)/.exec(value)?.[0] ?? value;
