import type { TOptions } from 'i18next';
import { i18n } from '@/i18n';
import { localePath } from '@/i18n/localePath';

/**
 * The active language's text for a translation key, for play functions: they find elements by what the
 * visitor reads in the language of the toolbar, so a story's assertions hold in Portuguese and in English.
 * (The Portuguese wording the spec quotes is pinned once, in src/i18n/specWording.test.ts.)
 */
export const t = (key: string, options: TOptions = {}): string => i18n.t(key, options);

/** The text of `key` as a pattern matching the start of a longer name (a checkbox's whole sentence). */
export const startsWith = (key: string, options?: TOptions): RegExp =>
  new RegExp(`^${t(key, options).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The language of the story (the toolbar's). */
export const language = (): 'pt' | 'en' => (i18n.language.startsWith('en') ? 'en' : 'pt');

/**
 * The href a router link to `path` has in the story's language: unchanged in Portuguese, under the `/en` basename
 * in English, written as the router writes it (`/` is `/en`, `/#livros` is `/en#livros`, `/book/1` is `/en/book/1`).
 */
export const href = (path: string): string => localePath(path, language()).replace(/^\/en\/(?=[?#]|$)/, '/en');

/**
 * The text of `key` as an exact pattern, with each named slot matched by the given regular-expression source
 * (`pattern('immersion.galleryOpen', { index: '1', alt: '.+' })`).
 */
export const pattern = (key: string, slots: Record<string, string>): RegExp => {
  const names = Object.keys(slots);
  const marked = t(key, Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE000`])));
  const escaped = marked.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\uE000(\d+)\uE000/g, (_, i: string) => slots[names[Number(i)]!]!)}$`);
};
