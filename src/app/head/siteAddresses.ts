import { paths } from '@/config/routes';
import { config } from '@/config/env';
import { localePath, type Language } from '@/i18n/localePath';

/**
 * Which addresses search engines should index, and under which canonical address.
 * Pure: used by the head of every page (SiteHead) and by the build's sitemap.
 */

/** Account and transactional pages: `noindex` in both spaces, never in the sitemap. */
const PRIVATE_PREFIXES = [
  paths.login,
  paths.register,
  paths.recovery,
  '/reset-password',
  paths.profile,
  paths.cart,
  paths.wishlist,
  paths.dashboard,
  paths.paymentSuccess,
  paths.paymentCancelled,
  '/mock-',
  '/__',
];

/** A router path without its trailing slash ('/' stays '/'). */
function trimmed(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** True for the account and transactional pages (see PRIVATE_PREFIXES). */
export function isPrivatePath(pathname: string): boolean {
  const path = trimmed(pathname);
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('-') ? prefix : `${prefix}/`));
}

/**
 * The one address of a page's content: the privacy aliases name /privacy, the launch route without an
 * index names launch 0, trailing slashes go. Paths are router paths (no `/en` prefix).
 */
export function canonicalPath(pathname: string): string {
  const path = trimmed(pathname);
  if ((paths.privacyAliases as readonly string[]).includes(path)) return paths.privacy;
  if (path === '/lancamento') return '/lancamento/0';
  return path;
}

/** An absolute URL on the site's public origin (config.siteUrl). */
export function absoluteUrl(path: string, origin: string = config.siteUrl): string {
  return `${origin}${path}`;
}

/** The canonical URL of a page in one language (`/en/...` for English). */
export function canonicalUrl(pathname: string, lang: Language, origin?: string): string {
  return absoluteUrl(localePath(canonicalPath(pathname), lang), origin);
}
