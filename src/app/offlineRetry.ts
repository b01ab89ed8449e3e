import type { ComponentType } from 'react';
import { createStore, type StorageLike } from '@/lib/storage';
import { PRELOAD_RELOAD_WINDOW_MS, type ChunkFailureOutcome } from './boot/preloadRecovery';

/**
 * How the offline page (OfflineRoute.tsx) gets the page it stands in for, without React: when to try again,
 * and what to do when a try fails.
 *
 * A try first asks for the chunk that failed (HEAD): while it does not answer the connection is not back,
 * and the page tries again after 1, 2, 4… s (at most MAX_RETRY_DELAY_MS), as long as the browser says it is
 * online. Then it imports the page's code again.
 *
 * Some browsers keep a failed module import for the life of the document: importing the same address again
 * fails at once, without asking the network, however good the connection is now. So when the address
 * answers and the import still fails, the page's address is loaded afresh (a full navigation: a new document
 * fetches every module anew). The site's chunk recovery (boot/preloadRecovery.ts) usually does that itself
 * (it takes such a failure for a redeploy and reloads); when it does not (its guard against reload loops
 * has just been used), this does it, once a minute per address, or at once when the visitor asks
 * ("Tentar novamente": a person, not a loop).
 *
 * A browser can also say it is online all along while the chunk cannot be reached (the `online` event then
 * never comes): the page starts trying on the timer as soon as it is shown.
 */
export const MAX_RETRY_DELAY_MS = 16_000;
export const FIRST_RETRY_DELAY_MS = 1000;

/** sessionStorage: the address last loaded afresh because its page's code failed again, and when. */
export const FRESH_LOAD_KEY = 'boot:freshLoad';

/**
 * Whether to load `address` afresh now; when the answer is yes, it is recorded first. No for the same
 * address within PRELOAD_RELOAD_WINDOW_MS of the last time (a document that fails the same way after a
 * fresh load must not load itself in a loop), and without a storage that keeps the record.
 */
export function claimFreshLoad(storage: StorageLike | null, address: string, now: number): boolean {
  if (!storage) return false;
  const guard = createStore(storage, () => now);
  const record = `${now} ${address}`;
  const last = guard.getRaw(FRESH_LOAD_KEY);
  if (last) {
    const at = Number(last.slice(0, last.indexOf(' ')));
    const sameAddress = last.slice(last.indexOf(' ') + 1) === address;
    if (sameAddress && Number.isFinite(at) && now - at >= 0 && now - at < PRELOAD_RELOAD_WINDOW_MS) return false;
  }
  return guard.setRaw(FRESH_LOAD_KEY, record) && guard.getRaw(FRESH_LOAD_KEY) === record;
}

/** What a failed import after the chunk answered leads to. */
export type AfterFailedImport = 'reloading' | 'wait' | 'load-afresh' | 'try-later';

/**
 * The decision after an import that failed although the chunk's address answered:
 * - the recovery is reloading the page already: nothing more to do;
 * - the connection went again (judged offline): wait for it, on the timer;
 * - otherwise the import fails in this document whatever the network does: load the address afresh, if the
 *   visitor asked or the guard allows; else try again later (the guard allows it a minute on).
 */
export function afterFailedImport(
  outcome: ChunkFailureOutcome,
  { byVisitor, claimFreshLoad }: { byVisitor: boolean; claimFreshLoad: () => boolean },
): AfterFailedImport {
  if (outcome === 'reloading') return 'reloading';
  if (outcome === 'offline') return 'wait';
  return byVisitor || claimFreshLoad() ? 'load-afresh' : 'try-later';
}

export interface PageModule {
  Component: ComponentType;
}

export interface OfflineRetryOptions {
  /** The address of the chunk whose import failed, if the error named it. */
  chunkUrl: string | null;
  /** Imports the page's module. */
  load: () => Promise<PageModule>;
  /** Whether the chunk's address answers (any HTTP answer). */
  answers: (url: string) => Promise<boolean>;
  /** What the chunk recovery made of a failed import. */
  outcomeOf: (error: unknown) => Promise<ChunkFailureOutcome>;
  /** Whether the browser says it is online. */
  online: () => boolean;
  /** Whether an automatic fresh load of the address is allowed now (claimFreshLoad, bound to it). */
  claimFreshLoad: () => boolean;
  /** Loads the address afresh: a full navigation to it. */
  loadAfresh: () => void;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  /** The page's module arrived. */
  onLoaded: (mod: PageModule) => void;
  /** A try started (true) or ended without the page (false). */
  onBusy: (busy: boolean) => void;
}

export interface OfflineRetry {
  /** The page is shown: while the browser says it is online, tries start on the timer. */
  start(): void;
  /** The browser says it is back online: a try now, and the delays start over. */
  online(): void;
  /** The visitor asked ("Tentar novamente"). */
  retry(): void;
  /** The page is gone: no more tries, no more callbacks. */
  stop(): void;
}

export function createOfflineRetry(options: OfflineRetryOptions): OfflineRetry {
  const { chunkUrl, load, answers, outcomeOf, online, setTimer, clearTimer, onLoaded, onBusy } = options;
  let busy = false;
  let done = false;
  let stopped = false;
  let timer: unknown;
  let delay = FIRST_RETRY_DELAY_MS;

  const later = () => {
    if (stopped || done || !online()) return;
    clearTimer(timer);
    timer = setTimer(() => void attempt(false), delay);
    delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
  };

  const settle = () => {
    busy = false;
    if (!stopped) onBusy(false);
  };

  async function attempt(byVisitor: boolean): Promise<void> {
    if (busy || done || stopped) return;
    clearTimer(timer);
    busy = true;
    onBusy(true);
    const reachable = chunkUrl ? await answers(chunkUrl) : true;
    if (stopped) return;
    if (!reachable) {
      settle();
      later();
      return;
    }
    let failure: unknown;
    try {
      const mod = await load();
      done = true;
      if (!stopped) onLoaded(mod);
      return;
    } catch (error) {
      failure = error;
    }
    const next = afterFailedImport(await outcomeOf(failure), { byVisitor, claimFreshLoad: options.claimFreshLoad });
    if (stopped) return;
    // Reloading or loading afresh: the offline page stays as it is (busy) until the new document replaces it.
    if (next === 'reloading') return;
    if (next === 'load-afresh') {
      options.loadAfresh();
      return;
    }
    settle();
    later();
  }

  return {
    start: later,
    online: () => {
      delay = FIRST_RETRY_DELAY_MS;
      void attempt(false);
    },
    retry: () => void attempt(true),
    stop: () => {
      stopped = true;
      clearTimer(timer);
    },
  };
}
