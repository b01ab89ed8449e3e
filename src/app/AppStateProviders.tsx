import type { ReactNode } from 'react';
import { AuthProvider } from './auth';

/**
 * App-wide actors that need the router (auth session, cart, wishlist, cookie consent...).
 * Rendered inside the router by RootLayout, and by the Storybook page harness, so a page
 * renders the same way in the site and in isolation. Each domain adds its provider here.
 */
export function AppStateProviders({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}
