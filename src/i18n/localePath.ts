/**
 * The two address spaces of the site: Portuguese (and product §1's detection) at the unprefixed
 * paths, English under `/en/`. Paths keep product §2's names in both spaces; only the prefix differs.
 *
 * Inside the app the router's `basename` adds the prefix to every link, redirect and navigation, so no
 * component writes it. These helpers are for what the router does not build: the language switch, the
 * head's canonical and hreflang links, the sitemap, and return URLs handed to the payment provider.
 */
export type Language = 'pt' | 'en';

/** The site's language of an i18next instance's active language ('en-GB' -> 'en'; anything else 'pt'). */
export function activeLanguage(instance: { resolvedLanguage?: string; language?: string }): Language {
  return (instance.resolvedLanguage ?? instance.language ?? 'pt').startsWith('en') ? 'en' : 'pt';
}

/** The prefix of the English space. */
export const EN_PREFIX = '/en';

/** 'en' when the path is in the English space (`/en`, `/en/`, `/en/...`), otherwise null. */
export function pathLanguage(pathname: string): 'en' | null {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? 'en' : null;
}

/** The router basename of a space: '/en' for English, undefined for the unprefixed one. */
export function basenameOf(lang: 'en' | null): string | undefined {
  return lang === 'en' ? EN_PREFIX : undefined;
}

/** A same-site path, or '/' for anything that could leave the site (`//host`, `/\host`, schemes). */
function sameSitePath(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  try {
    const url = new URL(path, 'http://same.site');
    if (url.origin !== 'http://same.site') return '/';
    const result = url.pathname + url.search + url.hash;
    return result.startsWith('//') ? '/' : result;
  } catch {
    return '/';
  }
}

/** The path without the English prefix (`/en/book/1?x#y` -> `/book/1?x#y`, `/en` -> `/`). */
export function stripLanguage(path: string): string {
  const safe = sameSitePath(path);
  if (pathLanguage(safe.replace(/[?#].*$/, '')) !== 'en') return safe;
  const rest = safe.slice(EN_PREFIX.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/**
 * The same page in a language's space: `/book/1#details` in 'en' is `/en/book/1#details`; in 'pt' the
 * unprefixed path. Query and hash are kept; off-site paths collapse to the home page of that space.
 */
export function localePath(path: string, lang: Language): string {
  const plain = stripLanguage(path);
  return lang === 'en' ? `${EN_PREFIX}${plain}` : plain;
}
