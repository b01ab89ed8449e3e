import { Suspense, type ComponentType } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { AppStateProviders } from '../../src/app/AppStateProviders';

/** Shows where a page navigated to, so play functions can assert redirects (e.g. to /login). */
function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="location-probe">
      {location.pathname}
      {location.search}
      {location.hash}
    </p>
  );
}

export interface PageHarnessProps {
  /** Route pattern of the page, e.g. '/book/:id'. */
  path: string;
  /** URL to open, e.g. '/book/1'. */
  url: string;
  Component: ComponentType;
  /** Extra routes (e.g. a real /login page) mounted beside the page. */
  extraRoutes?: { path: string; Component: ComponentType }[];
}

/**
 * Renders a real page with the real app-wide providers inside a memory router, as the site does.
 * Any other route renders a probe with the current location. Use with parameters.router = false.
 */
export function PageHarness({ path, url, Component, extraRoutes = [] }: PageHarnessProps) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AppStateProviders>
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </AppStateProviders>
        ),
        children: [
          { path, Component },
          ...extraRoutes.map((r) => ({ path: r.path, Component: r.Component })),
          { path: '*', Component: LocationProbe },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  return <RouterProvider router={router} />;
}
