import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { pageRoutes } from './routeTable';
import { keyFreshHistoryEntry, randomHistoryKey } from './scroll';

// Before the router reads the first entry: a fresh visit gets its own scroll-restoration key (scrollPolicy.ts).
keyFreshHistoryEntry(window.history, randomHistoryKey);

export const router = createBrowserRouter([
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: pageRoutes,
  },
]);
