/**
 * After a redeploy, a tab opened on the previous version asks for lazy chunks whose hashed names no
 * longer exist, and Vite fires `vite:preloadError`. Reloading fetches the new index.html and its chunks.
 *
 * Guard: the time of the reload is kept in sessionStorage, and a second failure within
 * `PRELOAD_RELOAD_WINDOW_MS` of it is left alone (the error reaches the route's error screen), so a chunk
 * that is really missing can never make the page reload in a loop. Without sessionStorage (privacy
 * modes) the guard cannot be kept, so the page does not reload either.
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

export interface PreloadRecoveryOptions {
  /** Where Vite dispatches the event (window). */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  storage?: StorageLike | null;
  reload?: () => void;
  now?: () => number;
}

function sessionStorageOrNull(): StorageLike | null {
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
}: PreloadRecoveryOptions = {}): () => void {
  const onPreloadError = (event: Event) => {
    if (!claimPreloadReload(storage, now())) return;
    // Keeps Vite from throwing the error: the page is about to reload anyway.
    event.preventDefault();
    reload();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
