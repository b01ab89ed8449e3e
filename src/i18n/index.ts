import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { config } from '@/config/env';

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

export { i18n };
