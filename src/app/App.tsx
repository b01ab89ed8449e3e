import type { ReactNode } from 'react';
import { AppProviders } from './AppProviders';
import { FirstCommit } from './boot/FirstCommit';

/**
 * The root of the site, in the browser (around <RouterProvider>) and in the prerender (around
 * <StaticRouterProvider>): one tree shape on both sides, so React's ids in the served HTML and in the
 * hydrated page agree.
 */
export function App({ children }: { children: ReactNode }) {
  return (
    <>
      <AppProviders>{children}</AppProviders>
      <FirstCommit />
    </>
  );
}
