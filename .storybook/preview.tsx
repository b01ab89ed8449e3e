import { Suspense, useEffect } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { I18nextProvider } from 'react-i18next';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter } from 'react-router-dom';
import { GlobalStyle, theme } from '../src/theme';
import { i18n, initI18n } from '../src/i18n';
import { basenameOf, localePath } from '../src/i18n/localePath';
import { handlerGroups } from '../mocks/handlers';

const i18nReady = initI18n({ lng: 'pt' });

function LocaleSync({ locale }: { locale: string }) {
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale]);
  return null;
}

/** Theme, base styles and i18n (pt/en toolbar) around every story. */
const withProviders: Decorator = (Story, context) => {
  const locale = (context.globals.locale as string | undefined) ?? 'pt';
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <LocaleSync locale={locale} />
        <Suspense fallback={<p>…</p>}>
          <Story />
        </Suspense>
      </ThemeProvider>
    </I18nextProvider>
  );
};

/**
 * A router for stories that need one, in the language space of the toolbar (English: the `/en/`
 * basename, as on the site, so links render as `/en/...`). Page stories that render their own router
 * (PageHarness) set parameters.router = false.
 */
const withRouter: Decorator = (Story, context) => {
  const router = context.parameters.router as false | { initialEntries?: string[] } | undefined;
  if (router === false) return <Story />;
  const lang = (context.globals.locale as string | undefined) === 'en' ? 'en' : 'pt';
  const entries = (router?.initialEntries ?? ['/']).map((entry) => localePath(entry, lang));
  return (
    <MemoryRouter key={lang} basename={basenameOf(lang === 'en' ? 'en' : null)} initialEntries={entries}>
      <Story />
    </MemoryRouter>
  );
};

const preview: Preview = {
  loaders: [
    mswLoader(),
    async (context) => {
      await i18nReady;
      const locale = (context.globals.locale as string | undefined) ?? 'pt';
      if (i18n.language !== locale) await i18n.changeLanguage(locale);
      return {};
    },
  ],
  decorators: [withRouter, withProviders],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'pt', title: 'Português' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'pt' },
  parameters: {
    msw: { handlers: handlerGroups },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    layout: 'padded',
  },
  tags: ['autodocs'],
};

export default preview;
