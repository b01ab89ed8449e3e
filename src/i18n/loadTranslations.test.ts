import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@machines/shared';
import { hasTranslations, loadTranslations, TranslationsUnavailableError } from './index';

/** A stand-in i18next instance: its language chain and the bundles it managed to load. */
const instance = (languages: string[] | undefined, loaded: string[]) => ({
  languages: languages as readonly string[],
  hasResourceBundle: (lng: string, ns: string) => ns === 'translation' && loaded.includes(lng),
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loadTranslations (boot)', () => {
  it('waits 8 s for the texts, then gives up with a timeout', async () => {
    expect(TIMINGS.translationsTimeout).toBe(8000);
    const outcome = loadTranslations({}, () => new Promise(() => {})).then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(7999);
    let settled: unknown = 'pending';
    void outcome.then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(TranslationsUnavailableError);
    expect((error as TranslationsUnavailableError).reason).toBe('timeout');
  });

  it('resolves when the texts arrive before the deadline (and the timer is cleared)', async () => {
    const done = loadTranslations(
      { timeoutMs: 8000 },
      () => new Promise((resolve) => setTimeout(() => resolve(instance(['pt', 'en'], ['pt'])), 7000)),
    );
    await vi.advanceTimersByTimeAsync(7000);
    await expect(done).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails when i18next finished without loading any language (it resolves even then)', async () => {
    await expect(loadTranslations({}, () => Promise.resolve(instance(['pt', 'en'], [])))).rejects.toMatchObject({
      reason: 'failed',
    });
  });

  it('fails when the init itself rejects', async () => {
    await expect(loadTranslations({}, () => Promise.reject(new Error('boom')))).rejects.toMatchObject({
      name: 'TranslationsUnavailableError',
      reason: 'failed',
    });
  });

  it('passes the init options through', async () => {
    const init = vi.fn(() => Promise.resolve(instance(['en'], ['en'])));
    await loadTranslations({ lng: 'en', debug: true, timeoutMs: 100 }, init);
    expect(init).toHaveBeenCalledWith({ lng: 'en', debug: true });
  });
});

describe('hasTranslations', () => {
  it('accepts the active language or any fallback, nothing else', () => {
    expect(hasTranslations(instance(['pt', 'en'], ['pt']))).toBe(true);
    // Portuguese failed, the English fallback loaded: the site is readable.
    expect(hasTranslations(instance(['pt', 'en'], ['en']))).toBe(true);
    expect(hasTranslations(instance(['pt', 'en'], ['fr']))).toBe(false);
    expect(hasTranslations(instance(undefined, ['pt']))).toBe(false);
  });
});
