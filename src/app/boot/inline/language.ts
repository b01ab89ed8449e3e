import { LANGUAGE_PENDING_CLASS, LANGUAGE_SWAP_ATTRIBUTE, LANGUAGE_SWAPPED_EVENT, type PageWindow } from './contract';

/**
 * The language script, an inline script in the head of every Portuguese page. The unprefixed addresses keep
 * product §1's detection (saved choice, cookie, browser language, html lang), so a visitor detected as English
 * must not see the Portuguese page flash before the English one. Before the first paint this script runs the
 * same detection (first, on back / forward, the language the entry was left in: switchLanguage.ts), and for
 * English it sets `lang`, hides #root until the app has rendered in English (LANGUAGE_PENDING_CSS; the app
 * removes the class), and starts fetching the English texts, whose address the page carries in
 * `data-texts-en`.
 *
 * A public page also names its English version for this address (`data-page-en`: the page prerendered in
 * English with the unprefixed space's links, under UNPREFIXED_ENGLISH_DIR, exactly what the app renders here
 * for an English visitor). The script fetches it and, if it arrives before the app has begun to render, puts
 * its markup in #root at once (its nodes moved over, not serialised and parsed a second time), marked
 * `data-prerendered="en"` and `data-swapped`, its styled-components rules in place of the Portuguese ones
 * (`style[data-styled]`: the font faces and base rules are the same in both) and its title, so the visitor
 * reads English without waiting for the app, and the app hydrates that markup instead of building the page a
 * second time (src/app/start.tsx). Never once the app has begun to render: it removes #root's
 * `data-prerendered` first. Whatever goes wrong here, the Portuguese page stays visible, or is revealed after
 * a few seconds at the latest (LANGUAGE_PENDING_CSS).
 *
 * The build compiles this module into the page (build/inlineScripts.ts), and the Content-Security-Policy
 * allows exactly that text by its hash.
 */

/** Where i18next's language detector keeps the visitor's choice (src/i18n): storage first, then a cookie. */
const SAVED_LANGUAGE_KEY = 'i18nextLng';
const LANGUAGE_COOKIE = /(?:^|; )i18next=([^;]*)/;

export default function showEnglishVisitorsEnglish(win: PageWindow): void {
  try {
    if (detectedLanguage(win) !== 'en') return;
    const doc = win.document;
    const html = doc.documentElement;
    html.lang = 'en';
    html.classList.add(LANGUAGE_PENDING_CLASS);
    if (html.dataset.textsEn) {
      const texts = doc.createElement('link');
      texts.rel = 'preload';
      texts.as = 'fetch';
      texts.crossOrigin = 'anonymous';
      texts.href = html.dataset.textsEn;
      doc.head.appendChild(texts);
    }
    if (html.dataset.pageEn) swapInEnglishPage(win, html.dataset.pageEn);
  } catch {
    // Whatever failed, the Portuguese page stays as served (or is revealed by LANGUAGE_PENDING_CSS).
  }
}

/**
 * The language i18next's detector would pick (src/i18n, `load: 'languageOnly'`): the first signal whose first
 * two letters are `pt` or `en`, in the detector's order, after the language a back / forward entry was left in.
 * Throws when the language cookie cannot be decoded: the page then stays as served.
 */
function detectedLanguage(win: PageWindow): 'pt' | 'en' | null {
  const doc = win.document;
  let saved: string | null = null;
  try {
    saved = win.localStorage.getItem(SAVED_LANGUAGE_KEY);
  } catch {
    // Storage blocked (a privacy mode): no saved choice.
  }
  const cookie = LANGUAGE_COOKIE.exec(doc.cookie);
  const signals: unknown[] = [];
  try {
    const entry = win.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (entry && entry.type === 'back_forward' && win.history.state) signals.push(win.history.state.lang);
  } catch {
    // No navigation timing: no entry language.
  }
  signals.push(saved, cookie && decodeURIComponent(cookie[1] ?? ''));
  signals.push(...(win.navigator.languages || [win.navigator.language]), doc.documentElement.lang);
  for (const signal of signals) {
    const language = String(signal || '')
      .slice(0, 2)
      .toLowerCase();
    if (language === 'pt' || language === 'en') return language;
  }
  return null;
}

/**
 * Fetches the English version of the page and, while the app has not begun to render, puts it in place of the
 * Portuguese one. Says it is done either way (LANGUAGE_SWAP_ATTRIBUTE and LANGUAGE_SWAPPED_EVENT), which
 * starts the app (entryLoader.ts).
 */
function swapInEnglishPage(win: PageWindow, address: string): void {
  const doc = win.document;
  const html = doc.documentElement;
  const done = () => {
    html.setAttribute(LANGUAGE_SWAP_ATTRIBUTE, 'done');
    doc.dispatchEvent(new win.Event(LANGUAGE_SWAPPED_EVENT));
  };
  const features = win as Partial<PageWindow>;
  if (!features.fetch || !features.DOMParser) {
    done();
    return;
  }
  win
    .fetch(address)
    .then((response) => (response.ok ? response.text() : ''))
    .then((text) => {
      const swap = () => {
        try {
          const root = doc.getElementById('root');
          if (!text || !root || !root.hasAttribute('data-prerendered') || !html.classList.contains(LANGUAGE_PENDING_CLASS))
            return;
          const english = new win.DOMParser().parseFromString(text, 'text/html');
          const englishRoot = english.getElementById('root');
          if (!englishRoot || englishRoot.getAttribute('data-prerendered') !== 'en') return;
          const englishRules = english.head.querySelectorAll('style[data-styled]');
          const rules = doc.head.querySelectorAll('style[data-styled]');
          if (englishRules.length === 1 && rules.length === 1) {
            (rules[0] as Element).textContent = (englishRules[0] as Element).textContent;
          } else {
            for (const englishRule of englishRules) {
              const rule = doc.createElement('style');
              rule.textContent = englishRule.textContent;
              doc.head.appendChild(rule);
            }
          }
          const markup = doc.createDocumentFragment();
          while (englishRoot.firstChild) markup.appendChild(englishRoot.firstChild);
          root.textContent = '';
          root.appendChild(markup);
          root.setAttribute('data-prerendered', 'en');
          root.setAttribute('data-swapped', '');
          if (english.title) doc.title = english.title;
          html.classList.remove(LANGUAGE_PENDING_CLASS);
        } finally {
          done();
        }
      };
      if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', swap);
      else swap();
    }, done);
}
