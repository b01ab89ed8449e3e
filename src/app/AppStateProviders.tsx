import type { ReactNode } from 'react';
import { AuthProvider } from '@/features/auth';
import { ConsentProvider } from '@/features/consent';
import { CommerceProvider } from '@/features/commerce';
import { ToastProvider } from '@/features/toasts';

/**
 * App-wide actors that need the router (auth session, cart, wishlist, cookie consent...).
 * Rendered inside the router by RootLayout, and by the Storybook page harness, so a page
 * renders the same way in the site and in isolation. Each domain adds its provider here.
 */
export function AppStateProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <AuthProvider>
        <ConsentProvider>
          <CommerceProvider>{children}</CommerceProvider>
        </ConsentProvider>
      </AuthProvider>
    </ToastProvider>
  );
}
