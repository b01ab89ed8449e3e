import { NavigationType, type Location } from 'react-router-dom';

/**
 * The site's scroll rules (product §2: a new page opens at the top; a hash scrolls to its section,
 * a missing section to the top), carried out by the data router's <ScrollRestoration />:
 * - a new entry (link, redirect) starts at the top, or at the element its hash names, instantly;
 * - back / forward / reload return to where that entry was left;
 * - only an in-page anchor (same page, new hash) glides there, and never under reduced motion.
 * The decisions live here, pure, so they are tested without a browser (scrollPolicy.test.ts).
 */

type Place = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * True for a link to a section of the page already shown ('/#cursos' while on '/', a table of contents):
 * same path and query, a hash, reached by a link or a navigate() call rather than back / forward.
 */
export function isInPageAnchor(from: Place | undefined, to: Place, type: NavigationType): boolean {
  if (!from || type === NavigationType.Pop) return false;
  return to.hash.length > 1 && from.pathname === to.pathname && from.search === to.search;
}

/**
 * The key a scroll position is saved under: the history entry's own key, so each entry keeps its own
 * position (two visits to the same URL are two entries; back / forward find theirs again).
 */
export function scrollKey(location: Pick<Location, 'key'>): string {
  return location.key;
}

/** Shape of the data router's history state ({ usr, key, idx }). */
type HistoryState = { key?: unknown; idx?: unknown } & Record<string, unknown>;

/**
 * A page opened from the address bar, a bookmark or another site has no history state, and the router
 * then calls its entry 'default', in every such visit of the tab. Positions are kept per tab in
 * sessionStorage, so a second fresh visit would inherit the first one's position. Giving the entry a key
 * of its own (kept by reload and back / forward) prevents that. Call before the router is created.
 * The entry's index is written in the same call when it has none (0, as the router would write it): the
 * router then writes nothing, and a start makes one `history.replaceState`, not two (each a synchronous
 * call into the browser, on the main thread, at start).
 */
export function keyFreshHistoryEntry(history: Pick<History, 'state' | 'replaceState'>, makeKey: () => string): void {
  const state = history.state as HistoryState | null;
  if (state && typeof state === 'object' && typeof state.key === 'string' && state.key) return;
  const kept = state && typeof state === 'object' ? state : {};
  history.replaceState({ ...kept, key: makeKey(), ...(typeof kept.idx !== 'number' && { idx: 0 }) }, '');
}

/** An 8-character random key, as the router makes for its own entries. */
export function randomHistoryKey(): string {
  return Math.random().toString(36).slice(2, 10).padEnd(8, '0');
}
