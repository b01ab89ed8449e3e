import { Suspense, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MemoryRouter, useInRouterContext } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { i18n } from '@/i18n';
import { theme } from '@/theme';

/**
 * An example's content: components, or a function of `t` for components whose props are texts. A page's own
 * markup renders before i18next has fetched the translation files (only its embedded stories wait for them),
 * so a text prop is read inside the frame, where the render waits for the files and follows the language.
 */
export type ExampleContent = ReactNode | ((t: TFunction) => ReactNode);

function Content({ children }: { children: ExampleContent }) {
  const { t } = useTranslation();
  return <>{typeof children === 'function' ? children(t) : children}</>;
}

/**
 * What a story's decorators give a component, for the examples a guidance page renders itself (outside any
 * story): the theme, the site's i18n instance (it follows the toolbar's language, set by the page's embedded
 * stories) and a router for links, unless a story already gives one. `sb-unstyled` keeps Storybook's docs typography off the real components.
 */
export function GuidanceFrame({ children }: { children: ExampleContent }) {
  const content = (
    <Suspense fallback={null}>
      <div className="sb-unstyled">
        <Content>{children}</Content>
      </div>
    </Suspense>
  );
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{useInRouterContext() ? content : <MemoryRouter>{content}</MemoryRouter>}</ThemeProvider>
    </I18nextProvider>
  );
}
