import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { pageRoutes } from './routeTable';

export const router = createBrowserRouter([
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: pageRoutes,
  },
]);
