import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { config } from '@/config/env';
import { TIMINGS } from '@/config/constants';
import { TimeoutError, withTimeout } from '@/lib/withTimeout';

export const SUPPORTED_LANGUAGES = ['pt', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Keeps <html lang> in step with the active language. */
function syncHtmlLang(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng.startsWith('en') ? 'en' : 'pt';
}

let ready: Promise<typeof i18n> | null = null;

/**
 * i18next with SPEC §1 and §9 settings: translations fetched from /locales/{lng}/translation.json,
 * fallback en then pt, detection saved choice > cookie > browser > html lang, cached in localStorage,
 * loader retries 5 times from 350 ms doubling, 10 parallel reads (5xx and network failures retried,
 * 4xx not: the HTTP backend's own rule). Interpolated values are not escaped by i18next: React escapes
 * every rendered string, and no translation is ever rendered as HTML.
 */
export function initI18n(options: { lng?: string; debug?: boolean } = {}): Promise<typeof i18n> {
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
      fallbackLng: ['en', 'pt'],
      debug: options.debug ?? false,
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      backend: { loadPath: '/locales/{{lng}}/translation.json' },
      detection: {
        order: ['localStorage', 'cookie', 'navigator', 'htmlTag'],
        lookupLocalStorage: 'i18nextLng',
        lookupCookie: 'i18next',
        caches: ['localStorage'],
      },
      // {{name}} and {{email}} are the provider's configured name and e-mail wherever a text uses them.
      interpolation: { escapeValue: false, defaultVariables: { name: config.providerName, email: config.contactEmail } },
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
  options: { lng?: string; debug?: boolean; timeoutMs?: number } = {},
  init: (options: { lng?: string; debug?: boolean }) => Promise<TranslationsHolder> = initI18n,
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
