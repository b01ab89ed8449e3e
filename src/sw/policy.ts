/**
 * What the real build's service worker (src/sw/sw.ts) keeps, and where: pure rules on addresses and
 * requests, so they are tested without a worker. Nothing personal is ever kept: the backend (profile, tokens,
 * cart and payment calls: another origin, or `/api/` and `/payment/` on this one) matches no rule, and the
 * visitor-dependent pages (profile, wishlist, dashboard, a reset link with its token, the payment outcomes)
 * are never stored: offline they get the app shell, like every address not kept.
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

/** Backend paths on this origin (a build without `VITE_API_BASE_URL` calls `/api/...`): never kept. */
const BACKEND = /^\/(api|payment)(\/|$)/;

/**
 * Pages that differ per visitor or carry a secret in their address (build/prerender/sitePages.ts shellRoutes of a
 * real build, in both language spaces): never kept, even though what the host sends for them is the shell.
 */
const VISITOR_PAGES = /^(\/en)?\/(profile|wishlist|dashboard|reset-password|payment-success|payment-cancelled)(\/|$)/;

const IMAGE = /\.(png|jpe?g|webp|avif|gif|svg|ico)$/i;

/** A file Vite named after its content (`/assets/name-<hash>.js`, `translation.pt.<hash>.json`, fonts). */
export function isHashedAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/');
}

/** Whether the address is the backend's or a visitor's own page: the worker never stores those. */
export function isPersonal(url: URL, origin: string): boolean {
  if (url.origin !== origin) return true;
  return BACKEND.test(url.pathname) || VISITOR_PAGES.test(url.pathname);
}

/** What a route matcher knows of a request (a navigation, or a page sent by the window to be kept). */
export interface RequestFacts {
  mode: string;
  destination: string;
  accept: string | null;
}

/**
 * A prerendered page of this site: a navigation, or a request asking for HTML (the window sends the page
 * it opened before the worker took over that way), at an address that is neither a file nor personal.
 */
export function isPage(url: URL, request: RequestFacts, origin: string): boolean {
  if (isPersonal(url, origin) || url.pathname.startsWith('/assets/')) return false;
  const wantsHtml =
    request.mode === 'navigate' || request.destination === 'document' || (request.accept ?? '').includes('text/html');
  if (!wantsHtml) return false;
  const last = url.pathname.split('/').pop() ?? '';
  return !last.includes('.') || last.endsWith('.html');
}

/** An image of this site (not a hashed asset, which has its own rule). */
export function isImage(url: URL, request: RequestFacts, origin: string): boolean {
  if (isPersonal(url, origin) || url.pathname.startsWith('/assets/')) return false;
  return request.destination === 'image' || IMAGE.test(url.pathname);
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
