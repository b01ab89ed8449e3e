import type { i18n as I18n } from 'i18next';
import { saveLanguageChoice } from '@/i18n';
import { activeLanguage, localePath, type Language } from '@/i18n/localePath';

/**
 * The header's language switch: saves the choice (product §1) and shows the same page, hash and
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
    rememberLanguage(history, lng);
    return;
  }
  // The entry being left remembers its language, so back shows it as it was (boot: rememberedLanguage),
  // although the choice just saved says otherwise.
  rememberLanguage(history, activeLanguage(instance));
  saveLanguageChoice(lng, instance);
  location.assign(target);
}

/** Keeps the language an entry is shown in on its history state, beside the router's fields. */
function rememberLanguage(history: Pick<History, 'state' | 'replaceState'>, lang: Language): void {
  const state: unknown = history.state;
  history.replaceState({ ...(state && typeof state === 'object' ? state : {}), lang }, '');
}

/**
 * The language an unprefixed page was shown in when the visitor left it with the switch (or switched it in
 * place), on a back or forward visit to that entry or a reload of it: an entry keeps the language it was
 * shown in although the choice saved since says otherwise. On a new visit, undefined (product §1's
 * detection decides).
 */
export function rememberedLanguage(history: Pick<History, 'state'>, navigationType: string | undefined): Language | undefined {
  if (navigationType !== 'back_forward' && navigationType !== 'reload') return undefined;
  const state: unknown = history.state;
  const lang = state && typeof state === 'object' ? (state as { lang?: unknown }).lang : undefined;
  return lang === 'pt' || lang === 'en' ? lang : undefined;
}
