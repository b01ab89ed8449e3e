import { books, courses, launches } from '@/data';
import { paths, to } from '@/config/routes';
import { canonicalPath, isPrivatePath } from '@/app/head/siteAddresses';
import { localePath } from '@/i18n/localePath';

/**
 * The addresses the build writes as HTML files, from the route table and the catalogue. Each is
 * written once per language space (`/x` in Portuguese, `/en/x` in English). Everything else that
 * depends on the visitor or on a token (profile, wishlist, dashboard, reset links, payment outcomes,
 * the demo's pages) is served the app shell (SHELL_ROUTES); unknown addresses the not-found page.
 */
export interface SitePage {
  /** Router path (unprefixed). */
  path: string;
  /** Listed in the sitemap: a public page at its canonical address. */
  indexable: boolean;
}

const PUBLIC_PATHS = [
  paths.home,
  paths.contact,
  paths.about,
  paths.aboutDetail,
  paths.values,
  paths.courses,
  paths.mentorships,
  paths.immersions,
  paths.publications,
  paths.mentorshipDetails,
  paths.immersionDetails,
  paths.privacy,
  ...paths.privacyAliases,
  paths.cookies,
  paths.terms,
  paths.login,
  paths.register,
  paths.recovery,
  paths.cart,
  ...courses.map((course) => to.course(course.id)),
  ...books.map((book) => to.book(book.id)),
  '/lancamento',
  ...launches.map((_, index) => to.launch(index)),
];

export function sitePages(): SitePage[] {
  return PUBLIC_PATHS.map((path) => ({ path, indexable: !isPrivatePath(path) && canonicalPath(path) === path }));
}

/**
 * Every prerendered page's address in both language spaces (`/x` and `/en/x`): the only pages the real build's
 * service worker may keep (build/vite/serviceWorker.ts writes this list into it).
 */
export function pageAddresses(): string[] {
  return sitePages().flatMap(({ path }) => [localePath(path, 'pt'), localePath(path, 'en')]);
}

/** Routes whose content depends on the visitor or a token: the app shell answers them (status 200). */
export function shellRoutes(useMocks: boolean): string[] {
  return [
    paths.profile,
    paths.wishlist,
    paths.dashboard,
    '/reset-password/*',
    paths.paymentSuccess,
    paths.paymentCancelled,
    ...(useMocks ? ['/mock-mailbox', '/mock-checkout'] : []),
  ];
}

/** The file a prerendered address is written to, relative to dist/ (`/` -> index.html, `/a/b` -> a/b/index.html). */
export function fileOf(urlPath: string): string {
  const trimmed = urlPath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}
