import { describe, expect, it, vi } from 'vitest';
import { claimPreloadReload, installPreloadRecovery, PRELOAD_RELOAD_KEY, PRELOAD_RELOAD_WINDOW_MS } from './preloadRecovery';
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
function setup(storage: StorageLike | null = memoryStorage()) {
  const target = new EventTarget();
  const reload = vi.fn();
  let now = T0;
  const stop = installPreloadRecovery({ target, storage, reload, now: () => now });
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
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
});
