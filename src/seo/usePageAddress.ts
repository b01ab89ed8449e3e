import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { canonicalUrl } from '@/app/head/siteAddresses';
import { activeLanguage, type Language } from '@/i18n/localePath';

/**
 * The current page's language and absolute addresses, for structured data: `url` is the page's
 * canonical URL (the router path has no `/en` prefix; canonicalUrl adds it back for English), and
 * `urlOf` gives another page's canonical URL in the same language (breadcrumbs).
 */
export function usePageAddress(): { lang: Language; url: string; urlOf: (path: string) => string } {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const lang: Language = activeLanguage(i18n);
  return { lang, url: canonicalUrl(pathname, lang), urlOf: (path) => canonicalUrl(path, lang) };
}
