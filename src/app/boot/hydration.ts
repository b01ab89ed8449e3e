import { KEYS } from '@/lib/storage';
import { stripLanguage } from '@/i18n/localePath';

/**
 * Whether the browser may hydrate the prerendered markup in #root instead of rendering anew.
 * Hydrating needs the markup to be exactly what the app renders now, so all of these must hold:
 * - it was rendered for this page (`data-path`: a static host may answer an unknown address with the
 *   not-found page, or a visitor-dependent one with the shell) and in the active language (`data-prerendered`:
 *   an English visitor on an unprefixed address gets the Portuguese file);
 * - the address has no query (a query changes what some pages show: publications' search and page,
 *   the contact form's subject), the markup was rendered without one;
 * - the visitor has no stored state that changes the first render (a session colours the user icon, a
 *   cart or wishlist adds badges and hearts). The markup was rendered for a first visit.
 * Otherwise the app renders over the painted page; the prerendered HTML stays on screen until then.
 */
export function canHydrate(
  container: Pick<HTMLElement, 'dataset'>,
  location: { pathname: string; search: string },
  language: string,
  storage: Pick<Storage, 'getItem'> | undefined,
): boolean {
  const { prerendered, path } = container.dataset;
  if (!prerendered || prerendered !== language) return false;
  if (path !== routerPath(location.pathname)) return false;
  // A query changes what some pages show (publications' search and page, the contact subject).
  if (location.search !== '') return false;
  return !hasVisitorState(storage);
}

/** The router path of an address: no `/en` prefix, no trailing slash. */
export function routerPath(pathname: string): string {
  const path = stripLanguage(pathname).replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Stored state that makes the first render differ from a first visit's. Unreadable storage counts as none. */
const VISITOR_KEYS = [KEYS.access, KEYS.refresh, KEYS.isLoggedIn, KEYS.cart, KEYS.wishlist, KEYS.wishlistItems];

export function hasVisitorState(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  if (!storage) return false;
  try {
    return VISITOR_KEYS.some((key) => storage.getItem(key) !== null);
  } catch {
    return false;
  }
}

/**
 * The head tags a prerendered page carries for its own content. When the app renders anew (not
 * hydrating) it renders its own, so these go first, or the head would hold two titles and canonicals.
 */
export const PRERENDERED_HEAD_TAGS = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'link[rel="preload"][as="image"]',
].join(',');
