import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { config } from '@/config/env';
import { TIMINGS } from '@machines/shared';
import { TimeoutError, withTimeout } from '@/lib/withTimeout';

export const SUPPORTED_LANGUAGES = ['pt', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Keeps <html lang> in step with the active language. */
function syncHtmlLang(lng: string) {
  if (typeof document === 'undefined') return;
  const lang = lng.startsWith('en') ? 'en' : 'pt';
  // Only a change is written: writing `lang`, even the same value, makes the browser restyle the whole page
  // (every element's :lang() state), a long task at start-up on a phone.
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

let ready: Promise<typeof i18n> | null = null;

/** product §1's fallback order for a missing key, and the language of a visitor nothing else decides. */
export const FALLBACK_LANGUAGES = ['en', 'pt'];
let fallbackLoaded = false;

/**
 * The fallback chain as i18next asks for it. Until `loadFallbackLanguages()` runs (after the first
 * render), a language's chain is itself alone, so a first visit fetches one translation file, not two:
 * the two files hold the same keys (src/i18n/translations.test.ts), so the fallback is a safety
 * net, not something the first render needs. Asked without a language (nothing detected), the answer
 * is product §1's order, whose first entry becomes the visitor's language.
 */
export function fallbackChain(code?: string): string[] {
  return fallbackLoaded || !code ? FALLBACK_LANGUAGES : [];
}

/** Loads the fallback languages in the background and puts product §1's fallback order in force. */
export function loadFallbackLanguages(instance: Pick<typeof i18n, 'loadLanguages'> = i18n): Promise<void> {
  fallbackLoaded = true;
  return instance.loadLanguages(FALLBACK_LANGUAGES).catch(() => undefined);
}

/**
 * Where each language's texts are fetched from: in a build, a copy of the served translation file (the
 * interface's texts of public/locales/{lng}/translation.json with the catalogue's from content/) whose name
 * carries a hash of its content (long-cached, never stale after a deploy; vite.config.ts); in development,
 * Storybook and tests, product §1's path, answered with the same merged texts.
 */
export function translationUrl(lng: string): string {
  return __LOCALE_URLS__[lng] ?? `/locales/${lng}/translation.json`;
}

/**
 * {{name}} and {{email}} are the provider's configured name and e-mail wherever a text uses them.
 * Shared with the prerender (build/prerender/renderPage.tsx), so the served HTML and the hydrated page agree.
 */
export const INTERPOLATION = {
  escapeValue: false,
  defaultVariables: { name: config.providerName, email: config.contactEmail },
};

export interface InitOptions {
  /** The language, when the address decides it (`/en/...`); otherwise product §1's detection. */
  lng?: string;
  debug?: boolean;
  /** Save the detected language as the visitor's choice (product §1); false in the `/en/` space. */
  saveChoice?: boolean;
}

/** Saves a language the visitor chose with the switch (the detector's `localStorage` cache of product §1). */
export function saveLanguageChoice(lng: string, instance: typeof i18n = i18n): void {
  instance.services.languageDetector?.cacheUserLanguage?.(lng, ['localStorage']);
}

/**
 * i18next with product §1 and §9 settings: translations fetched from /locales/{lng}/translation.json,
 * fallback en then pt, detection saved choice > cookie > browser > html lang, cached in localStorage,
 * loader retries 5 times from 350 ms doubling, 10 parallel reads (5xx and network failures retried,
 * 4xx not: the HTTP backend's own rule). Interpolated values are not escaped by i18next: React escapes
 * every rendered string, and no translation is ever rendered as HTML.
 */
export function initI18n(options: InitOptions = {}): Promise<typeof i18n> {
  if (ready) return ready;
  i18n.on('languageChanged', syncHtmlLang);
  ready = i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      lng: options.lng,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: fallbackChain,
      debug: options.debug ?? false,
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      backend: { loadPath: (lngs: string[]) => translationUrl(lngs[0] ?? 'pt') },
      detection: {
        order: ['localStorage', 'cookie', 'navigator', 'htmlTag'],
        lookupLocalStorage: 'i18nextLng',
        lookupCookie: 'i18next',
        // An `/en/` address decides the language without making it the visitor's saved choice;
        // the language switch saves the choice (saveLanguageChoice).
        caches: options.saveChoice === false ? [] : ['localStorage'],
      },
      interpolation: INTERPOLATION,
      returnNull: false,
      react: { useSuspense: true },
    })
    .then(() => {
      syncHtmlLang(i18n.resolvedLanguage ?? i18n.language ?? 'pt');
      return i18n;
    });
  return ready;
}

/** The translations could not be loaded at boot: not in time ('timeout') or not at all ('failed'). */
export class TranslationsUnavailableError extends Error {
  constructor(
    readonly reason: 'timeout' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(reason === 'timeout' ? 'The translations did not load in time' : 'No translations could be loaded', options);
    this.name = 'TranslationsUnavailableError';
  }
}

type TranslationsHolder = Pick<typeof i18n, 'languages' | 'hasResourceBundle'>;

/** True when the active language or one of its fallbacks has its texts loaded. */
export function hasTranslations(instance: TranslationsHolder): boolean {
  return (instance.languages ?? []).some((lng) => instance.hasResourceBundle(lng, 'translation'));
}

/**
 * `initI18n`, bounded for the boot: rejects with a TranslationsUnavailableError when the texts are not
 * in within `timeoutMs` (TIMINGS.translationsTimeout, 8 s; the loader's own retries would otherwise
 * take about 11 s, and a hanging request forever), or when i18next gave up on every language (i18next
 * resolves its init even then, and the site would show bare keys).
 */
export async function loadTranslations(
  options: InitOptions & { timeoutMs?: number } = {},
  init: (options: InitOptions) => Promise<TranslationsHolder> = initI18n,
): Promise<void> {
  const { timeoutMs = TIMINGS.translationsTimeout, ...initOptions } = options;
  let instance: TranslationsHolder;
  try {
    instance = await withTimeout(init(initOptions), timeoutMs, 'Loading the translations');
  } catch (error) {
    throw new TranslationsUnavailableError(error instanceof TimeoutError ? 'timeout' : 'failed', { cause: error });
  }
  if (!hasTranslations(instance)) throw new TranslationsUnavailableError('failed');
}

export { i18n };
