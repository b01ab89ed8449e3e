import i18next from 'i18next';
import { INTERPOLATION } from '@/i18n';
import pt from '../../../public/locales/pt/translation.json';
import en from '../../../public/locales/en/translation.json';

/**
 * Both translation files, bundled and read at once, for the guidance pages' bilingual examples: a page shows
 * a key's Portuguese and English texts side by side whatever the toolbar's language, with the site's
 * interpolation ({{name}}, {{email}}), so the example is the text the site shows, never a copy of it.
 */
const texts = i18next.createInstance();
void texts.init({
  resources: { pt: { translation: pt }, en: { translation: en } },
  lng: 'pt',
  fallbackLng: false,
  initAsync: false,
  interpolation: INTERPOLATION,
});

export const LANGUAGES = ['pt', 'en'] as const;
export type GuidanceLanguage = (typeof LANGUAGES)[number];

/** Whether both translation files hold `key` as a text (not a group of keys). */
export function hasText(key: string): boolean {
  return LANGUAGES.every((lng) => typeof texts.getResource(lng, 'translation', key) === 'string');
}

/** The text of `key` in `lng`, as the site shows it. */
export function textOf(key: string, lng: GuidanceLanguage, options: Record<string, unknown> = {}): string {
  return texts.getFixedT(lng)(key, options) as string;
}
