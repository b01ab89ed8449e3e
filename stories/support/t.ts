import type { TOptions } from 'i18next';
import { i18n } from '@/i18n';

/**
 * The active language's text for a translation key, for play functions: they find elements by what the
 * visitor reads in the language of the toolbar, so a story's assertions hold in Portuguese and in English.
 * (The Portuguese wording the spec quotes is pinned once, in src/i18n/specWording.test.ts.)
 */
export const t = (key: string, options?: TOptions): string => i18n.t(key, options);

/** The text of `key` as a pattern matching the start of a longer name (a checkbox's whole sentence). */
export const startsWith = (key: string, options?: TOptions): RegExp =>
  new RegExp(`^${t(key, options).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The language of the story (the toolbar's). */
export const language = (): 'pt' | 'en' => (i18n.language.startsWith('en') ? 'en' : 'pt');

/**
 * The href a router link to `path` has in the story's language: unchanged in Portuguese, under `/en` in English
 * (the router's basename; the home page is `/en`).
 */
export const href = (path: string): string => (language() === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path);
