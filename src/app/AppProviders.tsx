import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/theme';

/**
 * App-wide providers. The base rules are a style element of their own (src/theme/globalStyle.ts). Providers that need the router (auth session, menus) live in RootLayout instead.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
