import { Suspense, type ComponentType } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppStateProviders } from '../../src/app/AppStateProviders';
import { activeLanguage, basenameOf, localePath } from '../../src/i18n/localePath';
import { RouteLanding } from './RouteLanding';

export interface PageHarnessProps {
  /** Route pattern of the page, e.g. '/book/:id'. */
  path: string;
  /** URL to open, e.g. '/book/1'. */
  url: string;
  Component: ComponentType;
  /** Extra routes (e.g. a real /login page, or a stand-in built on RouteLanding) mounted beside the page. */
  extraRoutes?: { path: string; Component: ComponentType }[];
}

/**
 * Renders a real page with the real app-wide providers inside a memory router, as the site does, in the
 * language space of the toolbar (English: `/en/` addresses; the landing shows router paths, without it).
 * Any other route renders a labelled landing, "Navigated to <path>" (RouteLanding, its path is
 * `data-testid="location-probe"`). Use with parameters.router = false.
 */
export function PageHarness({ path, url, Component, extraRoutes = [] }: PageHarnessProps) {
  // The language space of the toolbar, as on the site: English pages live under the `/en/` basename.
  const { i18n } = useTranslation();
  const lang = activeLanguage(i18n);
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
          { path: '*', Component: RouteLanding },
        ],
      },
    ],
    { initialEntries: [localePath(url, lang)], basename: basenameOf(lang === 'en' ? 'en' : null) },
  );
  return <RouterProvider router={router} />;
}
