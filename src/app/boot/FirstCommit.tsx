import { useEffect } from 'react';
import { loadFallbackLanguages } from '@/i18n';
import { LANGUAGE_PENDING_CLASS } from './inline/contract';
import { replayEarlyEvents } from './earlyEvents';

/** A page that never commits (it failed to render) must not keep the early taps held for good. */
const REPLAY_AT_THE_LATEST_MS = 10_000;

/**
 * `<html data-interactive>`: the page answers clicks and keys from here on (hydrated or rendered). The
 * prerendered page is on screen before that; tests wait for it before they interact.
 */
export function markInteractive() {
  document.documentElement.dataset.interactive = '';
}

/**
 * Runs once the first render is on screen (never in the prerender, which runs no effects): shows a page
 * the language script hid while the English render was pending, then fetches the fallback texts at
 * leisure (src/i18n: one translation file on the critical path), marks the page interactive, and replays what
 * the visitor typed and tapped before the app had started, if the page itself has not done so by then (the page
 * replays once it is committed: earlyEvents.ts, `ReplayEarlyEvents`).
 */
export function FirstCommit() {
  useEffect(() => {
    document.documentElement.classList.remove(LANGUAGE_PENDING_CLASS);
    markInteractive();
    const replayAnyway = window.setTimeout(() => void replayEarlyEvents(), REPLAY_AT_THE_LATEST_MS);
    const later = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    later(() => void loadFallbackLanguages());
    return () => window.clearTimeout(replayAnyway);
  }, []);
  return null;
}
