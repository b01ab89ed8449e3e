import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_NAMES, LIMITS, isStorable, pagesCache } from './policy';

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
 * How the worker answers each kind of address it keeps (the routes themselves are in sw.ts).
 *
 * Hashed files only ignore the answer's `Vary`: a file named after its content fits every later request for its
 * address (a host may say `Vary: Origin`, and a module script or a preload sends an Origin the kept request had
 * not). Pages and images keep the browser's matching, so an answer that varies (by language, by encoding) is
 * never handed to a request it was not made for.
 */
export function keptAnswers(version: string) {
  return {
    hashedAssets: new CacheFirst({
      cacheName: CACHE_NAMES.assets,
      matchOptions: { ignoreVary: true },
      plugins: [storableOnly(), new ExpirationPlugin({ maxEntries: LIMITS.assets, maxAgeSeconds: LIMITS.maxAgeSeconds })],
    }),
    pages: new StaleWhileRevalidate({
      cacheName: pagesCache(version),
      plugins: [storableOnly(), new ExpirationPlugin({ maxEntries: LIMITS.pages })],
    }),
    images: new StaleWhileRevalidate({
      cacheName: CACHE_NAMES.images,
      plugins: [storableOnly(), new ExpirationPlugin({ maxEntries: LIMITS.images, maxAgeSeconds: LIMITS.maxAgeSeconds })],
    }),
  };
}
