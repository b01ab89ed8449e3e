/** Route paths of product §2. Pages and links use these, never string literals. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  recovery: '/recuperar-senha',
  reset: '/reset-password/:uid/:token',
  contact: '/contact',
  cart: '/cart',
  course: '/course/:id',
  book: '/book/:id',
  launch: '/lancamento/:id?',
  profile: '/profile',
  wishlist: '/wishlist',
  dashboard: '/dashboard',
  privacy: '/privacy',
  privacyAliases: ['/privacy-policy', '/politica', '/politica-privacidade'],
  cookies: '/politica-cookies',
  terms: '/termos-condicoes',
  paymentSuccess: '/payment-success',
  paymentCancelled: '/payment-cancelled',
  about: '/about',
  aboutDetail: '/about-detail',
  values: '/nossos-valores',
  courses: '/cursos',
  mentorships: '/mentorias',
  immersions: '/imersoes',
  publications: '/artigos-teses',
  mentorshipDetails: '/mentorship-details',
  immersionDetails: '/imersao-details',
} as const;

export const to = {
  course: (id: number | string) => `/course/${id}`,
  book: (id: number | string) => `/book/${id}`,
  launch: (index: number | string) => `/lancamento/${index}`,
  reset: (uid: string, token: string) => `/reset-password/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`,
  homeSection: (id: string) => `/#${id}`,
};

/** Home section ids used by header anchors (product §2 Home sections). */
export const sectionIds = {
  about: 'about',
  courses: 'cursos',
  mentorships: 'mentorias',
  immersions: 'imersoes',
  books: 'livros',
  launches: 'lancamentos',
  testimonials: 'testemunhos',
  contact: 'contact',
} as const;

const isRootedPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/** Backslashes, whitespace and control characters: a browser drops or rewrites them, so they can hide a host. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const UNSAFE_PATH_CHARACTERS = /[\\\s\u0000-\u001f\u007f]/;

/**
 * Only same-site absolute paths are accepted as return targets (no protocol-relative or external URLs).
 * Both the input and the normalised result are checked: '/.//evil.com' normalises to '//evil.com',
 * which a browser reads as another host.
 */
export function safeReturnPath(candidate: unknown, fallback = '/'): string {
  if (typeof candidate !== 'string') return fallback;
  if (!isRootedPath(candidate) || UNSAFE_PATH_CHARACTERS.test(candidate)) return fallback;
  try {
    const url = new URL(candidate, 'http://same.site');
    if (url.origin !== 'http://same.site') return fallback;
    const result = url.pathname + url.search + url.hash;
    return isRootedPath(result) ? result : fallback;
  } catch {
    return fallback;
  }
}

/** Link to the articles and theses page searching for one publication's title. */
export function publicationSearchHref(publicationsPath: string, title: string): string {
  return `${publicationsPath}?${new URLSearchParams({ q: title }).toString()}`;
}
