/**
 * The service worker of real builds, built by vite-plugin-pwa (injectManifest) with Workbox: demo builds
 * ship none (MSW's worker has the scope there; see README "Offline"). What it keeps is decided in policy.ts:
 * - precached: the app shell of both language spaces (app.html), the code the app starts with, the fonts;
 * - hashed files fetched later (page code, the active language's translations): cache-first;
 * - prerendered pages (only those on the build's list) and images a visitor opened: stale-while-revalidate;
 * - an address not kept (a page not yet opened, an account page, any other visit of this origin), offline:
 *   the app shell of its language space, from which the app shows the page or the site's offline page in the
 *   visitor's language;
 * - anything else of this origin or another (the backend, the visitor-dependent pages, a same-origin backend's
 *   own pages), and any answer marked `no-store` or `private`: never.
 * A new deploy takes over at once (skipWaiting + clientsClaim): see README "Offline" for why.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  CACHE_NAMES,
  LIMITS,
  deployVersion,
  isHashedAsset,
  isImage,
  isOtherVisit,
  isPage,
  isStorable,
  offlineShellFor,
  outdatedCaches,
  ownPages,
  pagesCache,
  type RequestFacts,
} from './policy';

/**
 * The addresses of the pages the build prerendered, in both language spaces: written in by the build
 * (build/vite/serviceWorker.ts), so the worker knows the site's pages without carrying the app's code.
 */
declare const __OWN_PAGES__: readonly string[];

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
const pages = ownPages(__OWN_PAGES__);

const facts = (request: Request): RequestFacts => ({
  mode: request.mode,
  destination: request.destination,
  accept: request.headers.get('Accept'),
});

void worker.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(manifest);

/** Only answers the policy allows are stored: complete, and not marked `no-store` or `private` by their server. */
const storableOnly = (): WorkboxPlugin => ({
  cacheWillUpdate: ({ response }) =>
    Promise.resolve(
      isStorable({
        status: response.status,
        cacheControl: response.headers.get('Cache-Control'),
        vary: response.headers.get('Vary'),
      })
        ? response
        : null,
    ),
});
/**
 * Hashed files only: a file named after its content fits every later request for its address, whatever the
 * answer's `Vary` (a host may say `Vary: Origin`, and a module script or a preload sends an Origin the kept
 * request had not). Pages and images keep the browser's matching, so an answer that varies is never handed to a
 * request it was not made for.
 */
const hashedMatchOptions = { ignoreVary: true };

registerRoute(
  ({ url }) => isHashedAsset(url, origin),
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    matchOptions: hashedMatchOptions,
    plugins: [storableOnly(), new ExpirationPlugin({ maxEntries: LIMITS.assets, maxAgeSeconds: LIMITS.maxAgeSeconds })],
  }),
);

registerRoute(
  ({ url, request }) => isPage(url, facts(request), origin, pages),
  new StaleWhileRevalidate({
    cacheName: pagesCache(version),
    plugins: [storableOnly(), new ExpirationPlugin({ maxEntries: LIMITS.pages })],
  }),
);

registerRoute(
  ({ url, request }) => isImage(url, facts(request), origin),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.images,
    plugins: [storableOnly(), new ExpirationPlugin({ maxEntries: LIMITS.images, maxAgeSeconds: LIMITS.maxAgeSeconds })],
  }),
);

// Every other visit of this origin: from the network only, and under a route, so that offline the catch
// handler below answers it (Workbox calls it only for a request a route took).
registerRoute(({ url, request }) => isOtherVisit(url, facts(request), origin), new NetworkOnly());

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
