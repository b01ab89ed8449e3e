/**
 * The service worker of real builds (#39), built by vite-plugin-pwa (injectManifest) with Workbox: demo builds
 * ship none (MSW's worker has the scope there; see README "Offline"). What it keeps is decided in policy.ts:
 * - precached: the app shell of both language spaces (app.html), the code the app starts with, the fonts;
 * - hashed files fetched later (page code, the active language's translations): cache-first;
 * - prerendered pages and images a visitor opened: stale-while-revalidate;
 * - an address not kept, offline: the app shell of its language space, from which the app shows the page or
 *   the site's offline page in the visitor's language;
 * - the backend (profile, tokens, cart and payment calls) and the visitor-dependent pages: never.
 * A new deploy takes over at once (skipWaiting + clientsClaim): see README "Offline" for why.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  CACHE_NAMES,
  LIMITS,
  deployVersion,
  isHashedAsset,
  isImage,
  isPage,
  offlineShellFor,
  outdatedCaches,
  pagesCache,
  type RequestFacts,
} from './policy';

/** The parts of the worker's global scope used here (the project's TypeScript lib is the DOM's). */
interface WorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'activate', listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void): void;
}

const worker = self as unknown as WorkerScope;
// Written as `self.__WB_MANIFEST` for Workbox's build to find and fill in.
const manifest = (self as unknown as WorkerScope).__WB_MANIFEST;
const origin = worker.location.origin;
const version = deployVersion(manifest);

const facts = (request: Request): RequestFacts => ({
  mode: request.mode,
  destination: request.destination,
  accept: request.headers.get('Accept'),
});

void worker.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(manifest);

// Only complete answers are kept: no error page, no opaque response.
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });
/**
 * Static files only: a kept answer fits every later request for its address, whatever the answer's `Vary`
 * (a host may say `Vary: Origin`, and a module script or a preload sends an Origin the kept request had not).
 */
const matchOptions = { ignoreVary: true };

registerRoute(
  ({ url }) => isHashedAsset(url, origin),
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    matchOptions,
    plugins: [okOnly(), new ExpirationPlugin({ maxEntries: LIMITS.assets, maxAgeSeconds: LIMITS.maxAgeSeconds })],
  }),
);

registerRoute(
  ({ url, request }) => isPage(url, facts(request), origin),
  new StaleWhileRevalidate({
    cacheName: pagesCache(version),
    matchOptions,
    plugins: [okOnly(), new ExpirationPlugin({ maxEntries: LIMITS.pages })],
  }),
);

registerRoute(
  ({ url, request }) => isImage(url, facts(request), origin),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.images,
    matchOptions,
    plugins: [okOnly(), new ExpirationPlugin({ maxEntries: LIMITS.images, maxAgeSeconds: LIMITS.maxAgeSeconds })],
  }),
);

// A page neither kept nor reachable: the app shell of its language space.
setCatchHandler(async ({ request, url }) => {
  if (request.mode === 'navigate' || request.destination === 'document') {
    const shell = await matchPrecache(offlineShellFor(url));
    if (shell) return shell;
  }
  return Response.error();
});

// The pages of an earlier deploy name code this one no longer has: dropped once this worker is in charge.
worker.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(outdatedCaches(names, version).map((name) => caches.delete(name)))));
});
