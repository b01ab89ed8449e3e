import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@/theme';

/**
 * App-wide providers. Providers that need the router (auth session, menus) live in RootLayout instead.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
