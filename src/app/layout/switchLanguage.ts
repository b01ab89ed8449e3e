import type { i18n as I18n } from 'i18next';
import { saveLanguageChoice } from '@/i18n';
import { activeLanguage, localePath, type Language } from '@/i18n/localePath';

/**
 * The header's language switch (#15): saves the choice (product §1) and shows the same page, hash and
 * query in the other language's space: `/book/1#x` -> `/en/book/1#x` and back. Moving between spaces
 * is a page load (each space is its own router basename and its own prerendered HTML); back returns to
 * the page in the previous language. Where the address stays the same (an English visitor on an
 * unprefixed page choosing Portuguese) the language changes in place.
 */
export function switchLanguage(
  lng: Language,
  instance: I18n,
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'assign'>,
  history: Pick<History, 'state' | 'replaceState'>,
): void {
  const current = `${location.pathname}${location.search}${location.hash}`;
  const target = localePath(current, lng);
  if (target === current) {
    void instance.changeLanguage(lng);
    saveLanguageChoice(lng, instance);
    return;
  }
  // The entry being left remembers its language, so back shows it as it was (boot: rememberedLanguage),
  // although the choice just saved says otherwise.
  const shown = activeLanguage(instance);
  const state: unknown = history.state;
  history.replaceState({ ...(state && typeof state === 'object' ? state : {}), lang: shown }, '');
  saveLanguageChoice(lng, instance);
  location.assign(target);
}

/**
 * The language an unprefixed page was shown in when the visitor left it with the switch, on a back or
 * forward visit to that entry; otherwise undefined (product §1's detection decides).
 */
export function rememberedLanguage(history: Pick<History, 'state'>, navigationType: string | undefined): Language | undefined {
  if (navigationType !== 'back_forward') return undefined;
  const state: unknown = history.state;
  const lang = state && typeof state === 'object' ? (state as { lang?: unknown }).lang : undefined;
  return lang === 'pt' || lang === 'en' ? lang : undefined;
}
