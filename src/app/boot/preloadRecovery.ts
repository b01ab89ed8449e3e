/**
 * After a redeploy, a tab opened on the previous version asks for lazy chunks whose hashed names no
 * longer exist, and Vite fires `vite:preloadError`. Reloading fetches the new index.html and its chunks.
 *
 * Guard: the time of the reload is kept in sessionStorage, and a second failure within
 * `PRELOAD_RELOAD_WINDOW_MS` of it is left alone (the error reaches the route's error screen), so a chunk
 * that is really missing can never make the page reload in a loop. Without sessionStorage (privacy
 * modes) the guard cannot be kept, so the page does not reload either.
 *
 * Offline ("works on a train"): a chunk that fails while the browser is offline, or whose address
 * cannot be reached at all (a network error), is not a redeploy, and a reload would land on the browser's
 * own error page. Then nothing reloads: the error goes on to the page's loader (routeTable.tsx), which shows
 * the site's offline page inside the header and footer and tries again when the browser is back online.
 * Online, the failed chunk's address is asked for once (HEAD): any answer (404 after a redeploy, or anything
 * else: when in doubt, today's behaviour) reloads as before; only a network error keeps the page.
 */
import { createStore, type StorageLike } from '@/lib/storage';

export const PRELOAD_RELOAD_KEY = 'boot:preloadReloadAt';

/** A failure this soon after the last automatic reload is not retried. */
export const PRELOAD_RELOAD_WINDOW_MS = 60_000;

/**
 * Whether to reload now; when the answer is yes, the reload is recorded first.
 * No storage, a storage that throws, or a write that does not stick means no reload.
 */
export function claimPreloadReload(storage: StorageLike | null, now: number): boolean {
  if (!storage) return false;
  const guard = createStore(storage, () => now);
  const last = Number(guard.getRaw(PRELOAD_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < PRELOAD_RELOAD_WINDOW_MS) return false;
  return guard.setRaw(PRELOAD_RELOAD_KEY, String(now)) && guard.getRaw(PRELOAD_RELOAD_KEY) === String(now);
}

/** What became of a failed chunk: the offline page, a reload on its way, or the route's error screen. */
export type ChunkFailureOutcome = 'offline' | 'reloading' | 'failed';

/** The address of the chunk a `vite:preloadError` payload (or a failed `import()`) names, if any. */
export function failedChunkUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:m?js|css))/.exec(message);
  return match ? match[1]! : null;
}

/**
 * Whether the chunk's address still answers: `true` for any HTTP answer, `false` for a network error.
 * `cache: 'no-store'` so that the browser's cache does not answer for a server that is gone.
 */
export async function chunkAnswers(url: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    await fetchImpl(url, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The decision, without side effects: offline (navigator.onLine false, or the address unreachable) keeps
 * the page; anything else is the redeploy case (reload, guard permitting).
 */
export async function judgeChunkFailure(
  error: unknown,
  { online, answers }: { online: boolean; answers: (url: string) => Promise<boolean> },
): Promise<'offline' | 'reload'> {
  if (!online) return 'offline';
  const url = failedChunkUrl(error);
  if (!url) return 'reload';
  return (await answers(url)) ? 'reload' : 'offline';
}

/** The outcome of each failure the listener saw, by the error Vite throws next (the event's payload). */
const outcomes = new WeakMap<object, Promise<ChunkFailureOutcome>>();

/**
 * What the recovery made of this error, for the code whose `import()` failed. An error the listener did
 * not see (the dev server, a test) is judged by `navigator.onLine` alone.
 */
export function chunkFailureOutcome(error: unknown): Promise<ChunkFailureOutcome> {
  const known = typeof error === 'object' && error !== null ? outcomes.get(error) : undefined;
  if (known) return known;
  return Promise.resolve(isOffline() ? 'offline' : 'failed');
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export interface PreloadRecoveryOptions {
  /** Where Vite dispatches the event (window). */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  storage?: StorageLike | null;
  reload?: () => void;
  now?: () => number;
  /** Whether the browser is online (navigator.onLine). */
  online?: () => boolean;
  /** Whether a chunk's address still answers (a HEAD request). */
  answers?: (url: string) => Promise<boolean>;
}

/** The tab's sessionStorage, or null where it cannot be opened (privacy modes). */
export function sessionStorageOrNull(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** Listens for `vite:preloadError` and reloads once; returns a function that stops listening. */
export function installPreloadRecovery({
  target = window,
  storage = sessionStorageOrNull(),
  reload = () => window.location.reload(),
  now = Date.now,
  online = () => !isOffline(),
  answers = (url) => chunkAnswers(url),
}: PreloadRecoveryOptions = {}): () => void {
  const onPreloadError = (event: Event) => {
    const payload: unknown = (event as Event & { payload?: unknown }).payload;
    const remember = (outcome: Promise<ChunkFailureOutcome>) => {
      if (typeof payload === 'object' && payload !== null) outcomes.set(payload, outcome);
    };
    // Offline: no reload (it would land on the browser's error page); the error goes on to the page.
    if (!online()) {
      remember(Promise.resolve('offline'));
      return;
    }
    if (!failedChunkUrl(payload)) {
      // Nothing to ask about: today's behaviour at once.
      if (!claimPreloadReload(storage, now())) return;
      // Keeps Vite from throwing the error: the page is about to reload anyway.
      event.preventDefault();
      reload();
      return;
    }
    // The error goes on to the page, which waits for this outcome (a reload keeps the previous page on screen).
    remember(
      judgeChunkFailure(payload, { online: true, answers }).then((verdict) => {
        if (verdict === 'offline') return 'offline';
        if (!claimPreloadReload(storage, now())) return 'failed';
        reload();
        return 'reloading';
      }),
    );
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
