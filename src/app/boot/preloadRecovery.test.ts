import { describe, expect, it, vi } from 'vitest';
import {
  chunkFailureOutcome,
  claimPreloadReload,
  failedChunkUrl,
  installPreloadRecovery,
  PRELOAD_RELOAD_KEY,
  PRELOAD_RELOAD_WINDOW_MS,
  type PreloadRecoveryOptions,
} from './preloadRecovery';
import type { StorageLike } from '@/lib/storage';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

const T0 = Date.UTC(2025, 3, 2, 12, 0, 0);

/** A window stand-in: Vite dispatches a cancelable `vite:preloadError` event on it. */
function setup(storage: StorageLike | null = memoryStorage(), options: Pick<PreloadRecoveryOptions, 'online' | 'answers'> = {}) {
  const target = new EventTarget();
  const reload = vi.fn();
  let now = T0;
  const stop = installPreloadRecovery({ target, storage, reload, now: () => now, ...options });
  const fail = (payload?: unknown) => {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), payload === undefined ? {} : { payload });
    target.dispatchEvent(event);
    return event;
  };
  return {
    reload,
    fail,
    stop,
    later: (ms: number) => {
      now += ms;
    },
  };
}

describe('vite:preloadError recovery', () => {
  it('reloads once and keeps Vite from throwing', () => {
    const storage = memoryStorage();
    const { reload, fail } = setup(storage);
    const event = fail();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(storage.data.get(PRELOAD_RELOAD_KEY)).toBe(String(T0));
  });

  it('does not reload again when the chunk still fails after the reload (no loop)', () => {
    const storage = memoryStorage();
    setup(storage).fail();
    // The page reloaded: a new listener, the same tab's sessionStorage.
    const afterReload = setup(storage);
    afterReload.later(5_000);
    const event = afterReload.fail();
    expect(afterReload.reload).not.toHaveBeenCalled();
    // The error goes on to the route's error screen.
    expect(event.defaultPrevented).toBe(false);
  });

  it(`reloads again for a failure more than ${PRELOAD_RELOAD_WINDOW_MS} ms later (a later redeploy)`, () => {
    const storage = memoryStorage();
    const page = setup(storage);
    page.fail();
    page.later(PRELOAD_RELOAD_WINDOW_MS - 1);
    page.fail();
    expect(page.reload).toHaveBeenCalledTimes(1);
    page.later(1);
    page.fail();
    expect(page.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without a working sessionStorage (the guard could not be kept)', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const throwing: StorageLike = { getItem: blocked, setItem: blocked, removeItem: blocked };
    const quotaFull: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    for (const storage of [null, throwing, quotaFull]) {
      const { reload, fail } = setup(storage);
      expect(fail().defaultPrevented).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    }
  });

  it('a corrupt or future guard value does not block the reload', () => {
    for (const stored of ['garbage', '', String(T0 + 10_000)]) {
      const storage = memoryStorage();
      storage.setItem(PRELOAD_RELOAD_KEY, stored);
      expect(claimPreloadReload(storage, T0)).toBe(true);
    }
  });

  it('stops listening when asked', () => {
    const { reload, fail, stop } = setup();
    stop();
    fail();
    expect(reload).not.toHaveBeenCalled();
  });

  describe('offline (#39): the page stays on the site', () => {
    const chunk = 'http://localhost:4173/assets/BookPage-Dx1a2b3c.js';
    const importError = () => new TypeError(`Failed to fetch dynamically imported module: ${chunk}`);

    it('names the failed chunk from the payload of a failed import or CSS preload', () => {
      expect(failedChunkUrl(importError())).toBe(chunk);
      expect(failedChunkUrl(new Error('Unable to preload CSS for /assets/BookPage-Dx1a2b3c.css'))).toBe(
        '/assets/BookPage-Dx1a2b3c.css',
      );
      expect(failedChunkUrl(new Error('Importing a module script failed.'))).toBeNull();
      expect(failedChunkUrl(undefined)).toBeNull();
    });

    it('offline: no reload, no probe, the error goes on to the page as "offline"', async () => {
      const storage = memoryStorage();
      const answers = vi.fn(async () => true);
      const { reload, fail } = setup(storage, { online: () => false, answers });
      const error = importError();
      const event = fail(error);
      expect(event.defaultPrevented).toBe(false);
      await expect(chunkFailureOutcome(error)).resolves.toBe('offline');
      expect(reload).not.toHaveBeenCalled();
      expect(answers).not.toHaveBeenCalled();
      // The loop guard is left untouched for a later redeploy.
      expect(storage.data.has(PRELOAD_RELOAD_KEY)).toBe(false);
    });

    it('offline without a payload either: no reload', () => {
      const { reload, fail } = setup(memoryStorage(), { online: () => false });
      expect(fail().defaultPrevented).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    });

    it('online, but the chunk address is unreachable (network error): no reload', async () => {
      const answers = vi.fn(async () => false);
      const { reload, fail } = setup(memoryStorage(), { online: () => true, answers });
      const error = importError();
      fail(error);
      await expect(chunkFailureOutcome(error)).resolves.toBe('offline');
      expect(answers).toHaveBeenCalledWith(chunk);
      expect(reload).not.toHaveBeenCalled();
    });

    it('online, and the chunk address answers (404 after a redeploy): reloads once, guard kept', async () => {
      const storage = memoryStorage();
      const { reload, fail } = setup(storage, { online: () => true, answers: async () => true });
      const first = importError();
      fail(first);
      await expect(chunkFailureOutcome(first)).resolves.toBe('reloading');
      expect(reload).toHaveBeenCalledTimes(1);
      const again = importError();
      fail(again);
      await expect(chunkFailureOutcome(again)).resolves.toBe('failed');
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });
});
