import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom';
import { keyFreshHistoryEntry, randomHistoryKey } from './scroll';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * What the router reads of the browser as it is created, got ready in a task of its own, earlier (#33): the
 * history entry's own key (scrollPolicy.ts), and the tab's session storage, which the router reads at creation
 * (the view transitions it applied) and whose first use is a synchronous round trip to the browser process (up
 * to ~15 ms at start-up, src/lib/storage.ts). Done inside the router's creation, both made that task long.
 */
export function prepareRouterStart(): void {
  keyFreshHistoryEntry(window.history, randomHistoryKey);
  try {
    void window.sessionStorage.length;
  } catch {
    // Storage blocked: the router does without it too.
  }
}

/**
 * The browser's router over the route tree (routes.tsx) for one language space (`basename` '/en' for English, #15). Created at boot,
 * never at import, so the prerender can import the route tree without a window.
 */
export function createAppRouter(
  routes: RouteObject[],
  options: { basename?: string; hydrationData?: HydrationState } = {},
): AppRouter {
  // Before the router reads the first entry: a fresh visit gets its own scroll-restoration key (scrollPolicy.ts);
  // nothing to do when prepareRouterStart() has run.
  keyFreshHistoryEntry(window.history, randomHistoryKey);
  return createBrowserRouter(routes, options);
}
