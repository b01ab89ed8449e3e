import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { pageRoutes } from './routeTable';

/**
 * The site's route tree: every page of product §2. The English space (`/en/...`) is the same tree
 * under the router's `basename`, which prefixes every link, redirect and navigation inside it.
 * Used by the browser router (router.tsx) and by the prerender (build/prerender/renderPage.tsx).
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: () => null,
      children: pageRoutes(),
    },
  ];
}
