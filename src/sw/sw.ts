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
import { NetworkOnly } from 'workbox-strategies';
import {
  deployVersion,
  isHashedAsset,
  isImage,
  isOtherVisit,
  isPage,
  offlineShellFor,
  outdatedCaches,
  ownPages,
  type RequestFacts,
} from './policy';
import { keptAnswers } from './strategies';

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

const answers = keptAnswers(version);
registerRoute(({ url }) => isHashedAsset(url, origin), answers.hashedAssets);
registerRoute(({ url, request }) => isPage(url, facts(request), origin, pages), answers.pages);
registerRoute(({ url, request }) => isImage(url, facts(request), origin), answers.images);

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
