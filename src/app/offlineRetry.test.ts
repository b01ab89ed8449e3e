import { describe, expect, it } from 'vitest';
import type { StorageLike } from '@/lib/storage';
import { PRELOAD_RELOAD_WINDOW_MS, type ChunkFailureOutcome } from './boot/preloadRecovery';
import {
  afterFailedImport,
  claimFreshLoad,
  createOfflineRetry,
  FRESH_LOAD_KEY,
  MAX_RETRY_DELAY_MS,
  type PageModule,
} from './offlineRetry';

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
const CART = 'https://shop.example/cart';
const CHUNK = 'https://shop.example/assets/CartPage-abc.js';
const CartPage = () => null;

/** Lets the controller's awaited promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The offline page's controller with a network and a browser made by hand: whether the chunk answers, what
 * each import does, what the chunk recovery made of a failure, the timers (run by the test) and the page's
 * own fresh-load guard.
 */
function offlinePage({
  online = true,
  answers = true,
  imports = [] as ('fails' | 'loads')[],
  outcome = 'failed' as ChunkFailureOutcome,
  guard = (): boolean => true,
} = {}) {
  const state = { online, answers, outcome };
  const timers: { run: () => void; ms: number }[] = [];
  const seen = {
    heads: 0,
    imports: 0,
    freshLoads: 0,
    page: null as PageModule | null,
    busy: [] as boolean[],
  };
  const retry = createOfflineRetry({
    chunkUrl: CHUNK,
    answers: async (url) => {
      expect(url).toBe(CHUNK);
      seen.heads += 1;
      return state.answers;
    },
    load: async () => {
      const result = imports[seen.imports] ?? 'fails';
      seen.imports += 1;
      if (result === 'loads') return { Component: CartPage };
      throw new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);
    },
    outcomeOf: async () => state.outcome,
    online: () => state.online,
    claimFreshLoad: guard,
    loadAfresh: () => void (seen.freshLoads += 1),
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const at = timers.indexOf(timer as (typeof timers)[number]);
      if (at >= 0) timers.splice(at, 1);
    },
    onLoaded: (mod) => void (seen.page = mod),
    onBusy: (busy) => void seen.busy.push(busy),
  });
  return {
    retry,
    state,
    seen,
    /** The delays of the timers pending. */
    pending: () => timers.map((timer) => timer.ms),
    /** Runs the next pending timer and lets the try it starts finish. */
    tick: async () => {
      const timer = timers.shift();
      expect(timer, 'a try pending on the timer').toBeDefined();
      timer!.run();
      await settle();
    },
  };
}

describe('after an import that fails once the chunk answers', () => {
  const never = () => {
    throw new Error('the guard is not asked');
  };

  it('leaves it to the recovery when it is reloading the page already', () => {
    expect(afterFailedImport('reloading', { byVisitor: true, claimFreshLoad: never })).toBe('reloading');
  });

  it('waits for the connection when it went again', () => {
    expect(afterFailedImport('offline', { byVisitor: true, claimFreshLoad: never })).toBe('wait');
  });

  it('loads the address afresh when the visitor asked, or when the guard allows it', () => {
    expect(afterFailedImport('failed', { byVisitor: true, claimFreshLoad: never })).toBe('load-afresh');
    expect(afterFailedImport('failed', { byVisitor: false, claimFreshLoad: () => true })).toBe('load-afresh');
    expect(afterFailedImport('failed', { byVisitor: false, claimFreshLoad: () => false })).toBe('try-later');
  });
});

describe('the fresh-load guard', () => {
  it('allows one fresh load of an address a minute, and records it first', () => {
    const storage = memoryStorage();
    expect(claimFreshLoad(storage, CART, T0)).toBe(true);
    expect(storage.data.get(FRESH_LOAD_KEY)).toBe(`${T0} ${CART}`);
    expect(claimFreshLoad(storage, CART, T0 + PRELOAD_RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(claimFreshLoad(storage, CART, T0 + PRELOAD_RELOAD_WINDOW_MS)).toBe(true);
  });

  it('allows another address at once (no loop can form between two addresses by itself)', () => {
    const storage = memoryStorage();
    expect(claimFreshLoad(storage, CART, T0)).toBe(true);
    expect(claimFreshLoad(storage, 'https://shop.example/contact', T0 + 1)).toBe(true);
  });

  it('refuses without a storage that keeps the record, and reads a corrupt or future record as none', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(claimFreshLoad(null, CART, T0)).toBe(false);
    expect(claimFreshLoad({ getItem: blocked, setItem: blocked, removeItem: blocked }, CART, T0)).toBe(false);
    for (const stored of ['garbage', '', `${T0 + 10_000} ${CART}`]) {
      const storage = memoryStorage();
      storage.data.set(FRESH_LOAD_KEY, stored);
      expect(claimFreshLoad(storage, CART, T0), stored).toBe(true);
    }
  });
});

describe('the offline page trying again', () => {
  it('shows the page when the connection is back and the import succeeds', async () => {
    const page = offlinePage({ online: false, imports: ['loads'] });
    page.retry.start();
    expect(page.pending()).toEqual([]);
    page.state.online = true;
    page.retry.online();
    await settle();
    expect(page.seen).toMatchObject({ heads: 1, imports: 1, freshLoads: 0, page: { Component: CartPage } });
  });

  it('does not import while the chunk does not answer; tries again after 1, 2, 4… s while online', async () => {
    const page = offlinePage({ online: false, answers: false, imports: ['loads'] });
    page.state.online = true;
    page.retry.online();
    await settle();
    expect(page.seen.imports).toBe(0);
    expect(page.pending()).toEqual([1000]);
    await page.tick();
    expect(page.pending()).toEqual([2000]);
    for (let i = 0; i < 5; i++) await page.tick();
    expect(page.pending()).toEqual([MAX_RETRY_DELAY_MS]);
    page.state.answers = true;
    await page.tick();
    expect(page.seen).toMatchObject({ imports: 1, page: { Component: CartPage } });
    expect(page.pending()).toEqual([]);
  });

  it('a browser that says it is online all along (no `online` event ever): tries start on the timer', async () => {
    const page = offlinePage({ online: true, answers: false, imports: ['loads'] });
    page.retry.start();
    expect(page.pending()).toEqual([1000]);
    await page.tick();
    page.state.answers = true;
    await page.tick();
    expect(page.seen.page).toEqual({ Component: CartPage });
  });

  it('the import keeps failing once the chunk answers: the address is loaded afresh, once', async () => {
    let claims = 0;
    const page = offlinePage({ online: true, imports: ['fails', 'fails'], guard: () => ++claims === 1 });
    page.retry.online();
    await settle();
    expect(page.seen).toMatchObject({ heads: 1, imports: 1, freshLoads: 1, page: null });
    // Busy until the new document replaces this one: no second try meanwhile.
    expect(page.seen.busy).toEqual([true]);
    expect(page.pending()).toEqual([]);
    page.retry.online();
    await settle();
    expect(page.seen.imports).toBe(1);
  });

  it('when the guard refuses (loaded afresh a moment ago), tries again later and never loads afresh by itself', async () => {
    const page = offlinePage({ online: true, imports: ['fails', 'fails', 'loads'], guard: () => false });
    page.retry.online();
    await settle();
    expect(page.seen).toMatchObject({ imports: 1, freshLoads: 0, busy: [true, false] });
    expect(page.pending()).toEqual([1000]);
    await page.tick();
    expect(page.seen.freshLoads).toBe(0);
    // A browser that does fetch the module again gets the page in place.
    await page.tick();
    expect(page.seen).toMatchObject({ imports: 3, freshLoads: 0, page: { Component: CartPage } });
  });

  it('the visitor asking loads the address afresh whatever the guard says', async () => {
    const page = offlinePage({ online: true, imports: ['fails'], guard: () => false });
    page.retry.retry();
    await settle();
    expect(page.seen.freshLoads).toBe(1);
  });

  it('leaves a reload to the recovery when it took the failure for a redeploy', async () => {
    const page = offlinePage({ online: true, imports: ['fails'], outcome: 'reloading' });
    page.retry.online();
    await settle();
    expect(page.seen).toMatchObject({ imports: 1, freshLoads: 0, busy: [true] });
    expect(page.pending()).toEqual([]);
  });

  it('the connection went again between the answer and the import: waits for it', async () => {
    const page = offlinePage({ online: true, imports: ['fails', 'loads'], outcome: 'offline' });
    page.retry.online();
    await settle();
    expect(page.seen.freshLoads).toBe(0);
    expect(page.pending()).toEqual([1000]);
    await page.tick();
    expect(page.seen.page).toEqual({ Component: CartPage });
  });

  it('the visitor asking while offline keeps the offline page, and nothing runs on a timer', async () => {
    const page = offlinePage({ online: false, answers: false });
    page.retry.retry();
    await settle();
    expect(page.seen).toMatchObject({ heads: 1, imports: 0, busy: [true, false] });
    expect(page.pending()).toEqual([]);
  });

  it('stops: no more tries and no callbacks once the page is gone', async () => {
    const page = offlinePage({ online: true, answers: false, imports: ['loads'] });
    page.retry.start();
    page.retry.stop();
    expect(page.pending()).toEqual([]);
    const late = offlinePage({ online: true, imports: ['loads'] });
    late.retry.online();
    late.retry.stop();
    await settle();
    expect(late.seen.page).toBeNull();
  });
});
