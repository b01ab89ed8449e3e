// Only the `boot` group of each locale file: Vite turns a JSON file's top-level keys into named
// exports, so the rest of the (large) files stays out of the bundle. These texts are bundled because
// the boot failure screen must be readable when fetching the translations is what failed.
import { boot as ptBoot } from '../../../public/locales/pt/translation.json';
import { boot as enBoot } from '../../../public/locales/en/translation.json';
import { KEYS, store } from '@/lib/storage';

export type BootLanguage = 'pt' | 'en';

/** What stopped the site from starting. */
export type BootFailureKind = 'translations' | 'mocks' | 'generic';

export interface BootTexts {
  lang: BootLanguage;
  title: string;
  message: string;
  retryLabel: string;
}

const TEXTS = { pt: ptBoot, en: enBoot } as const;

/** The language signals i18next's detector reads, in its order (src/i18n: localStorage, cookie, navigator, htmlTag). */
export interface LanguageSignals {
  /** localStorage 'i18nextLng' (the saved choice). */
  saved?: string | null;
  /** Cookie 'i18next'. */
  cookie?: string | null;
  /** navigator.languages (or navigator.language). */
  navigator?: readonly string[];
  /** <html lang>. */
  htmlLang?: string | null;
}

const supported = (code: string | null | undefined): BootLanguage | null => {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0];
  return base === 'pt' || base === 'en' ? base : null;
};

/**
 * The language i18next would pick: the first signal whose language part is supported
 * (`pt-BR` -> pt), otherwise the first fallback language (en), as `fallbackLng: ['en', 'pt']` does.
 */
export function bootLanguage(signals: LanguageSignals): BootLanguage {
  const candidates = [signals.saved, signals.cookie, ...(signals.navigator ?? []), signals.htmlLang];
  for (const candidate of candidates) {
    const lang = supported(candidate);
    if (lang) return lang;
  }
  return 'en';
}

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return safely(() => decodeURIComponent(rest.join('=')), null);
  }
  return null;
}

/** Reads the detector's signals from the browser; storage or cookies that throw (privacy modes) count as absent. */
export function detectBootLanguage(): BootLanguage {
  if (typeof window === 'undefined') return 'pt';
  return bootLanguage({
    saved: store.getRaw(KEYS.language),
    cookie: safely(() => readCookie(document.cookie, 'i18next'), null),
    navigator: safely(
      () => (navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : []),
      [],
    ),
    htmlLang: document.documentElement.getAttribute('lang'),
  });
}

/** The failure screen's texts in a language. */
export function bootTexts(lang: BootLanguage, kind: BootFailureKind): BootTexts {
  const texts = TEXTS[lang];
  return { lang, title: texts[kind].title, message: texts[kind].message, retryLabel: texts.retry };
}
