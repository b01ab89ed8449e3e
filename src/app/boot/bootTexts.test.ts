import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootLanguage, bootTexts } from './bootTexts';
import { siteTexts, type Language } from '../../../build/content/translations.ts';

const root = path.resolve(__dirname, '../../..');
const locale = (lng: string) =>
  siteTexts(root, lng as Language) as {
    boot: Record<string, unknown>;
  };

describe('bootLanguage (the detector order: saved choice, cookie, navigator, <html lang>)', () => {
  it.each([
    [{ saved: 'en', cookie: 'pt', navigator: ['pt-PT'], htmlLang: 'pt' }, 'en'],
    [{ saved: null, cookie: 'en', navigator: ['pt-PT'], htmlLang: 'pt' }, 'en'],
    [{ saved: null, cookie: null, navigator: ['en-GB', 'pt'], htmlLang: 'pt' }, 'en'],
    [{ navigator: ['pt-BR'], htmlLang: 'en' }, 'pt'],
    // Unsupported entries are skipped, as i18next does with supportedLngs.
    [{ saved: 'fr', cookie: 'de-DE', navigator: ['es-ES', 'PT_pt'], htmlLang: 'en' }, 'pt'],
    [{ navigator: ['fr-FR'], htmlLang: 'pt' }, 'pt'],
    [{ saved: '', navigator: [], htmlLang: 'it' }, 'en'],
    // Nothing usable: the first fallback language (fallbackLng: ['en', 'pt']).
    [{}, 'en'],
  ] as const)('%o -> %s', (signals, expected) => {
    expect(bootLanguage(signals)).toBe(expected);
  });
});

describe('bootTexts', () => {
  it('are the `boot` texts of the locale files, per language and failure', () => {
    for (const lng of ['pt', 'en'] as const) {
      const boot = locale(lng).boot as Record<string, { title: string; message: string }> & { retry: string };
      for (const kind of ['translations', 'mocks', 'generic'] as const) {
        expect(bootTexts(lng, kind)).toEqual({
          lang: lng,
          title: boot[kind]!.title,
          message: boot[kind]!.message,
          retryLabel: boot.retry,
        });
      }
    }
    expect(bootTexts('pt', 'translations').retryLabel).toBe('Tentar novamente');
    expect(bootTexts('en', 'mocks').title).toBe('The demo could not start');
  });
});
