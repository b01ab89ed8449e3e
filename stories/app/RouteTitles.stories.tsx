import { Suspense } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { AppStateProviders } from '@/app/AppStateProviders';
import { pageRoutes } from '@/app/routeTable';
import { paths } from '@/config/routes';
import { demoPaths } from '@/config/demo';
import { courses } from '@/data/courses';
import { books } from '@/data/books';
import { launches } from '@/data/launches';
import { i18n } from '@/i18n';
import { pageTitle } from '@/seo/pageTitle';
import { resetAccounts, seedDemoSession } from '../support/accounts';

/**
 * Every route's document title, in both languages: the list below names, for each route of the app's
 * route table (src/app/routeTable.tsx), a URL to open and the translation its title comes from. The
 * stories open each one in the real router with the real pages and check `document.title` (React 19
 * hoists a page's <title> into <head>), and that only the 'not found' screens ask not to be indexed.
 * Each route also has exactly one description of its own and an Open Graph title equal to its document
 * title, i.e. its head tags come from one PageMeta (src/seo/PageMeta.tsx).
 * A route added without an entry here fails the coverage check.
 */

interface TitleCase {
  /** The route pattern, as in the route table ('/' for the index route). */
  route: string;
  url: string;
  /** The page's own part of the title, from the translations. */
  title: (t: TFunction) => string;
  /** A 'not found' screen: <meta name="robots" content="noindex"> while shown. */
  noindex?: boolean;
}

const course = courses[0]!;
const book = books[0]!;
const launch = launches[0]!;

const cases: TitleCase[] = [
  { route: '/', url: '/', title: (t) => t('home.metaTitle') },
  { route: paths.login, url: paths.login, title: (t) => t('login.metaTitle') },
  { route: paths.register, url: paths.register, title: (t) => t('register.metaTitle') },
  { route: paths.recovery, url: paths.recovery, title: (t) => t('recovery.metaTitle') },
  { route: paths.reset, url: '/reset-password/MQ/invalid-token', title: (t) => t('reset.metaTitle') },
  { route: paths.contact, url: paths.contact, title: (t) => t('contact.metaTitle') },
  { route: paths.cart, url: paths.cart, title: (t) => t('cart.metaTitle') },
  {
    route: paths.course,
    url: `/course/${course.id}`,
    title: (t) => t('course.metaTitle', { title: t(`${course.key}.title`) }),
  },
  { route: paths.course, url: '/course/99', title: (t) => t('course.notFoundTitle'), noindex: true },
  { route: paths.book, url: `/book/${book.id}`, title: (t) => t('book.metaTitle', { title: t(`${book.key}.title`) }) },
  { route: paths.book, url: '/book/0', title: (t) => t('book.notFoundTitle'), noindex: true },
  { route: paths.launch, url: '/lancamento/0', title: (t) => t('launch.metaTitle', { title: t(`${launch.key}.title`) }) },
  { route: paths.launch, url: '/lancamento/99', title: (t) => t('launch.notFoundTitle'), noindex: true },
  { route: paths.profile, url: paths.profile, title: (t) => t('profile.metaTitle') },
  { route: paths.wishlist, url: paths.wishlist, title: (t) => t('wishlist.metaTitle') },
  { route: paths.dashboard, url: paths.dashboard, title: (t) => t('dashboard.metaTitle') },
  { route: paths.privacy, url: paths.privacy, title: (t) => t('legal.privacy.title') },
  ...paths.privacyAliases.map((alias) => ({ route: alias, url: alias, title: (t: TFunction) => t('legal.privacy.title') })),
  { route: paths.cookies, url: paths.cookies, title: (t) => t('legal.cookies.title') },
  { route: paths.terms, url: paths.terms, title: (t) => t('legal.terms.title') },
  { route: paths.paymentSuccess, url: paths.paymentSuccess, title: (t) => t('paymentSuccess.metaTitle') },
  { route: paths.paymentCancelled, url: paths.paymentCancelled, title: (t) => t('paymentCancelled.metaTitle') },
  { route: paths.about, url: paths.about, title: (t) => t('about.metaTitle') },
  { route: paths.aboutDetail, url: paths.aboutDetail, title: (t) => t('aboutDetail.metaTitle') },
  { route: paths.values, url: paths.values, title: (t) => t('values.metaTitle') },
  { route: paths.courses, url: paths.courses, title: (t) => t('sections.courses.metaTitle') },
  { route: paths.mentorships, url: paths.mentorships, title: (t) => t('sections.mentorships.metaTitle') },
  { route: paths.immersions, url: paths.immersions, title: (t) => t('sections.immersions.metaTitle') },
  { route: paths.publications, url: paths.publications, title: (t) => t('publications.metaTitle') },
  { route: paths.mentorshipDetails, url: paths.mentorshipDetails, title: (t) => t('mentorship.metaTitle') },
  { route: paths.immersionDetails, url: paths.immersionDetails, title: (t) => t('immersion.metaTitle') },
  { route: demoPaths.mailbox, url: demoPaths.mailbox, title: (t) => t('mailbox.metaTitle') },
  { route: demoPaths.checkout, url: demoPaths.checkout, title: (t) => t('mockCheckout.metaTitle') },
  { route: '*', url: '/esta-pagina-nao-existe', title: (t) => t('notFound.title'), noindex: true },
];

/** The route table's paths are relative to their language space ('login'); the cases above name them from the root ('/login'). */
const routePattern = (route: RouteObject) =>
  route.index ? '/' : route.path === '*' ? '*' : `/${(route.path ?? '').replace(/^\//, '')}`;

function createRouter() {
  return createMemoryRouter(
    [
      {
        element: (
          <AppStateProviders>
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </AppStateProviders>
        ),
        HydrateFallback: () => null,
        children: pageRoutes(),
      },
    ],
    { initialEntries: [cases[0]!.url] },
  );
}

type AppRouter = ReturnType<typeof createRouter>;

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;
const descriptions = () =>
  [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content') ?? '');
const ogTitle = () => document.head.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null;

async function checkEveryRoute(router: AppRouter, language: 'pt' | 'en') {
  await i18n.loadLanguages(['pt', 'en']);
  const t = i18n.getFixedT(language);
  const other = i18n.getFixedT(language === 'pt' ? 'en' : 'pt');
  /** Each description seen, with the title of the page that had it: only one page (the privacy aliases are one) per description. */
  const seen = new Map<string, string>();
  for (const entry of cases) {
    await router.navigate(entry.url);
    const expected = pageTitle(entry.title(t));
    await waitFor(() => expect(document.title, entry.url).toBe(expected), { timeout: 10_000 });
    await expect(entry.title(t), `${entry.url}: a translated title of its own`).not.toBe(entry.title(other));
    await expect(robots(), `${entry.url}: robots meta`).toBe(entry.noindex ? 'noindex' : null);
    const [description, ...extra] = descriptions();
    await expect(extra, `${entry.url}: one description`).toEqual([]);
    await expect(description?.trim(), `${entry.url}: a description`).toBeTruthy();
    await expect(seen.get(description!) ?? expected, `${entry.url}: a description of its own`).toBe(expected);
    seen.set(description!, expected);
    await expect(ogTitle(), `${entry.url}: og:title`).toBe(expected);
  }
}

const meta = {
  title: 'App/RouteTitles',
  parameters: {
    router: false,
    layout: 'fullscreen',
    a11y: { test: 'off' },
    // The story's code snippet is the file's source, not one rendered from the story's element: rendering it
    // would pretty-print the router prop (the whole app's state graph), which froze the built Storybook's
    // preview and crashed it (Vitest skips snippets, so only the built Storybook showed it).
    docs: { source: { type: 'code' } },
  },
  loaders: [() => ({ router: createRouter() })],
  render: (_args, { loaded }) => <RouterProvider router={(loaded as { router: AppRouter }).router} />,
  beforeEach: () => {
    // Logged in, so the guarded routes (profile, wishlist, dashboard) show themselves, not the login page.
    resetAccounts();
    seedDemoSession();
    return resetAccounts;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every route of the route table has an entry above (and nothing is listed that is not a route). */
export const EveryRouteListed: Story = {
  play: async () => {
    const routes = new Set(pageRoutes().map(routePattern));
    const listed = new Set(cases.map((entry) => entry.route));
    await expect(
      [...routes].filter((route) => !listed.has(route)),
      'routes without a title entry',
    ).toEqual([]);
    await expect(
      [...listed].filter((route) => !routes.has(route)),
      'entries for no route',
    ).toEqual([]);
  },
};

/** Portuguese: each route's title is 'Page · Provider'; only 'not found' screens are noindex. */
export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ loaded }) => {
    await checkEveryRoute((loaded as { router: AppRouter }).router, 'pt');
  },
};

/** English: the same routes, their titles in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ loaded }) => {
    await checkEveryRoute((loaded as { router: AppRouter }).router, 'en');
  },
};
