import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom';
import { keyFreshHistoryEntry, randomHistoryKey } from './scroll';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router over the route tree (routes.tsx) for one language space (`basename` '/en' for English). Created at boot,
 * never at import, so the prerender can import the route tree without a window.
 */
export function createAppRouter(
  routes: RouteObject[],
  options: { basename?: string; hydrationData?: HydrationState } = {},
): AppRouter {
  // Before the router reads the first entry: a fresh visit gets its own scroll-restoration key (scrollPolicy.ts).
  keyFreshHistoryEntry(window.history, randomHistoryKey);
  return createBrowserRouter(routes, options);
}
