/**
 * Registers the real build's service worker (src/sw/sw.ts) once the page is live, and hands it what
 * this page loaded before the worker was there (the page itself, its code, its translations, its images),
 * so a page read once opens again offline; `<html data-offline-ready>` says when the worker has answered for
 * each of them (it stores them a moment later).
 * Demo builds register MSW's worker instead (src/app/start.tsx
 * enableMocking) and never this one: one worker per scope; the dev server has none.
 */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The addresses to hand to the worker: this page (asked for as HTML, as a navigation is) and what it loaded
 * from this origin. Requests to other origins (the backend, the card provider) are never handed over.
 */
export function urlsToCache(
  pageUrl: string,
  resources: readonly { name: string; initiatorType: string }[],
  origin: string,
): (string | [string, RequestInit])[] {
  const page = new URL(pageUrl);
  page.hash = '';
  const loaded = resources
    .filter((entry) => entry.initiatorType !== 'xmlhttprequest')
    .map((entry) => entry.name)
    .filter((name) => {
      try {
        return new URL(name).origin === origin;
      } catch {
        return false;
      }
    });
  return [[page.href, { headers: { Accept: 'text/html' } }], ...new Set(loaded)];
}

/**
 * Of the files the page loads after the hand-over, those the worker did not answer (`workerStart` 0): asked for
 * before it controlled the page and answered after the hand-over read the list, or asked for while it never
 * did. Those it answered it stores itself.
 */
export function missedByWorker<T extends { name: string; initiatorType: string; workerStart: number }>(entries: readonly T[]) {
  return entries.filter((entry) => entry.workerStart === 0);
}

/** After the page's `load`, when the browser is idle: the worker never competes with the page's own start. */
function whenSettled(run: () => void) {
  // Safari before 18 has no requestIdleCallback.
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Resolves once the worker answers this page's requests (it claims the pages it finds when it starts), so every
 * file the page loads from then on passes through it, and what came before is in the performance entries read
 * next. A page the worker never claims (a forced reload keeps its page uncontrolled) goes on after `patience`.
 */
function whenControlled(patience: number): Promise<void> {
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      serviceWorker.removeEventListener('controllerchange', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, patience);
    serviceWorker.addEventListener('controllerchange', done);
  });
}

export function registerServiceWorker() {
  if (__USE_MOCKS__ || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenSettled(() => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => whenControlled(5000).then(() => registration))
      .then((registration) => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        // Workbox answers on the channel once it has fetched or found every address: the page is then marked.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          document.documentElement.dataset.offlineReady = '';
          channel.port1.close();
        };
        registration.active?.postMessage(
          { type: 'CACHE_URLS', payload: { urlsToCache: urlsToCache(window.location.href, resources, window.location.origin) } },
          [channel.port2],
        );
        // A file still loading when the list was read (the app's code, on a slow phone) is in none of it.
        new PerformanceObserver((list) => {
          const late = missedByWorker(list.getEntries() as PerformanceResourceTiming[]);
          const urls = urlsToCache(window.location.href, late, window.location.origin).slice(1);
          if (urls.length > 0) registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
        }).observe({ type: 'resource' });
      })
      .catch((error: unknown) => {
        // The site works without it, only not offline.
        console.warn('[offline] The service worker could not be registered.', error);
      });
  });
}
