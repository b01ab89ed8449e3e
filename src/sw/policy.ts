/**
 * What the real build's service worker (src/sw/sw.ts) keeps, and where: pure rules on addresses, requests and
 * answers, so they are tested without a worker. Of pages it keeps only those the build prerendered (an
 * allow-list the build hands the worker); besides them, hashed files and images outside the backend's paths.
 * No other page of this origin is kept, so a backend on the same origin (its calls, an admin site, a browsable
 * API's login page: answered with the visitor's cookie) is never stored and shown again to the next person on a
 * shared computer; nor is any answer its server marked `no-store` or `private`. The visitor-dependent pages (profile, wishlist, dashboard,
 * a reset link with its token, the payment outcomes) are not prerendered, so they are not on the list: offline
 * they get the app shell, like every address not kept.
 */

/** The caches the worker fills as the visitor browses (the precache, Workbox's own, holds the app shell). */
export const CACHE_PREFIX = {
  /** Prerendered pages a visitor opened; one cache per deploy (its pages name that deploy's code). */
  pages: 'pages-',
} as const;

export const CACHE_NAMES = {
  /** Hashed files (code, translations, fonts): a name never changes content, so cache-first, kept across deploys. */
  assets: 'assets',
  /** Images a visitor saw, served from the cache and refreshed behind it. */
  images: 'images',
} as const;

/** Limits of the runtime caches: a phone's storage is shared with everything else. */
export const LIMITS = {
  pages: 60,
  assets: 200,
  images: 80,
  /** Seconds an unused asset or image is kept. */
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const;

/** Backend paths on this origin (a build without `VITE_API_BASE_URL` calls `/api/...`): no image of them is kept. */
const BACKEND = /^\/(api|payment)(\/|$)/;

const IMAGE = /\.(png|jpe?g|webp|avif|gif|svg|ico)$/i;

/** A file Vite named after its content (`/assets/name-<hash>.js`, `translation.pt.<hash>.json`, fonts). */
export function isHashedAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/');
}

/**
 * A page's address as the allow-list names it: `/book/1`, `/book/1/` and `/book/1/index.html` are the one
 * prerendered file, so the trailing slash and `index.html` go (`/` stays `/`).
 */
export function pageAddress(pathname: string): string {
  const trimmed = pathname.replace(/\/index\.html$/, '/').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The allow-list the worker is built with (the prerendered pages of both language spaces), by `pageAddress`. */
export function ownPages(addresses: readonly string[]): ReadonlySet<string> {
  return new Set(addresses.map(pageAddress));
}

/** What a route matcher knows of a request (a navigation, or a page sent by the window to be kept). */
export interface RequestFacts {
  mode: string;
  destination: string;
  accept: string | null;
}

/**
 * A prerendered page of this site: a navigation, or a request asking for HTML (the window sends the page it
 * opened before the worker took over that way), at an address on the build's list of its pages.
 */
export function isPage(url: URL, request: RequestFacts, origin: string, pages: ReadonlySet<string>): boolean {
  if (url.origin !== origin) return false;
  const wantsHtml =
    request.mode === 'navigate' || request.destination === 'document' || (request.accept ?? '').includes('text/html');
  return wantsHtml && pages.has(pageAddress(url.pathname));
}

/**
 * A visit to another address of this origin (an account page, an address never prerendered, one mistyped): not
 * kept, only fetched; offline, the catch handler answers it with the app shell, as it does a page not kept.
 * The backend's addresses and the hashed files are not visits.
 */
export function isOtherVisit(url: URL, request: RequestFacts, origin: string): boolean {
  if (url.origin !== origin || BACKEND.test(url.pathname) || url.pathname.startsWith('/assets/')) return false;
  return request.mode === 'navigate';
}

/** An image of this site (not a hashed asset, which has its own rule). */
export function isImage(url: URL, request: RequestFacts, origin: string): boolean {
  if (url.origin !== origin || BACKEND.test(url.pathname) || url.pathname.startsWith('/assets/')) return false;
  return request.destination === 'image' || IMAGE.test(url.pathname);
}

/** What the worker reads of an answer before it stores it. */
export interface AnswerFacts {
  status: number;
  cacheControl: string | null;
  vary: string | null;
}

/**
 * Whether an answer may be stored: complete (200: no error page, no opaque answer), not marked by its server as
 * one to keep nowhere (`no-store`) or for one person only (`private`, with or without field names), and one a
 * kept copy can be matched to again (`Vary: *` matches no later request). `no-cache` is fine: it asks for a check
 * with the server, which stale-while-revalidate makes on every visit online.
 */
export function isStorable(answer: AnswerFacts): boolean {
  if (answer.status !== 200) return false;
  const directives = (answer.cacheControl ?? '').split(',').map((part) => part.split('=')[0]?.trim().toLowerCase());
  if (directives.includes('no-store') || directives.includes('private')) return false;
  return !(answer.vary ?? '').split(',').some((field) => field.trim() === '*');
}

/**
 * The page served offline for an address not kept: the app shell of its language space (the English space is
 * `/en/...`). The app starts from it and shows the page if its code is kept, or the site's offline page in the
 * visitor's language (src/app/OfflineRoute.tsx), which opens the page by itself once back online.
 */
export function offlineShellFor(url: URL): string {
  return /^\/en(\/|$)/.test(url.pathname) ? '/en/app.html' : '/app.html';
}

/**
 * A name for this deploy from its precache list (each entry's address and revision): a new deploy gets a new
 * pages cache, and the older ones are dropped when its worker takes over.
 */
export function deployVersion(entries: readonly (string | { url: string; revision?: string | null })[]): string {
  const text = entries.map((entry) => (typeof entry === 'string' ? entry : `${entry.url}#${entry.revision ?? ''}`)).join('\n');
  // FNV-1a, 32 bits: enough to tell deploys apart.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The pages cache of a deploy. */
export function pagesCache(version: string): string {
  return `${CACHE_PREFIX.pages}${version}`;
}

/** Caches of earlier deploys, to delete once this deploy's worker is active. */
export function outdatedCaches(names: readonly string[], version: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX.pages) && name !== pagesCache(version));
}
