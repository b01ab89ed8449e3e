// First: a story drawn in a Docs page's frame gets storage of its own before any module takes it.
import './docsFrameStorage';
import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { installFontFaces, installGlobalStyle, theme } from '../src/theme';
import { holdDeadlines } from '../src/lib/abort';
import { i18n, initI18n } from '../src/i18n';
import { basenameOf, localePath } from '../src/i18n/localePath';
import { handlerGroups } from '../mocks/handlers';
import { NETWORK_CONDITIONS, mswWithNetwork, withNetworkNotice } from './network';
import { DocsPageWithStates } from '../stories/support/FlowStates';
import { withStateBadge } from '../stories/support/StateBadge';
import { withMachineSeeds } from '../stories/support/seedMachine';
import { storyLocale } from '../stories/support/storyLocale';
import { withTranslatedArgs } from '../stories/support/translatedArgs';
import { withStillPageTimeInTests } from '../stories/support/storyClock';
import { VIEWPORTS } from '../stories/support/viewports';

const i18nReady = initI18n({ lng: 'pt' });
// The font faces and the base rules are style elements of their own, as on the site (src/theme/fonts.ts,
// src/theme/globalStyle.ts).
installFontFaces();
installGlobalStyle();
// A call the story's mock never answers keeps the story in its pending state (submitting, checking the password,
// sending), on its own and in a Docs page's frame: the calls' timeouts (5-15 s) do not run out (src/lib/abort.ts).
holdDeadlines();

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
        <LocaleSync locale={locale} />
        <Suspense fallback={<p>…</p>}>
          <Story />
        </Suspense>
      </ThemeProvider>
    </I18nextProvider>
  );
};

/**
 * A play function starts once the story's first render is committed. With development React (`npm run
 * storybook`), the story renders inside act(), which also runs that render's effects (useEffect) first; with
 * production React (a built Storybook, and `npm run test:stories`, which runs on it) play would start before
 * them: before the app-wide actors, started in effects, have written back what they read from storage (the
 * wishlist dropping corrupt or legacy data), before listeners are attached... A state update from a layout
 * effect is rendered synchronously at the end of the commit, and React runs the pending effects before it:
 * with this leaf beside the story, the first render's effects have run when play starts, in both.
 */
function EffectsBeforePlay() {
  const [, setCommitted] = useState(false);
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the synchronous render (effects first) is the point
    setCommitted(true);
  }, []);
  return null;
}

const withEffectsBeforePlay: Decorator = (Story) => (
  <>
    <Story />
    <EffectsBeforePlay />
  </>
);

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
    mswWithNetwork,
    async (context) => {
      await i18nReady;
      await storyLocale(context);
      return {};
    },
  ],
  // Innermost first: EffectsBeforePlay is outermost, outside the providers' Suspense, in the first commit.
  decorators: [
    withStillPageTimeInTests,
    withTranslatedArgs,
    withMachineSeeds,
    withStateBadge,
    withNetworkNotice,
    withRouter,
    withProviders,
    withEffectsBeforePlay,
  ],
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
    network: {
      description: 'Network condition for every call of the story (.storybook/network.tsx)',
      toolbar: { title: 'Network', icon: 'transfer', items: NETWORK_CONDITIONS, dynamicTitle: true },
    },
  },
  // `npm run test:stories:en` runs every story with the toolbar on English (VITE_STORY_LOCALE=en).
  initialGlobals: { locale: (import.meta.env.VITE_STORY_LOCALE as string | undefined) ?? 'pt', network: 'normal' },
  parameters: {
    msw: { handlers: handlerGroups },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    // Storybook's default Docs blocks, plus a flow's state map (stories/support/FlowStates.tsx).
    docs: { page: DocsPageWithStates },
    layout: 'padded',
    // The site's widths in the viewport toolbar (stories/support/viewports.ts).
    viewport: { options: VIEWPORTS },
    // The sidebar: the introduction, the foundations and the guidance first, then the building blocks, then what QA checks.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'Guidance',
          [
            'Voice and content',
            'UI',
            'Site header',
            'Site footer and notices',
            'Catalogue cards',
            'Catalogue details',
            'Commerce: cart and checkout',
            'Commerce: wishlist',
            'Commerce: payment outcome',
            'Auth forms',
            'Contact',
            'Content blocks',
            'Publications and pagination',
            'Home sections',
            'Docs blocks',
          ],
          'Components',
          'Flows',
          'Pages',
          'App',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
