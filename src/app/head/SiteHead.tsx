import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router-dom';
import { config } from '@/config/env';
import { activeLanguage } from '@/i18n/localePath';
import type { RouteHandle } from '@/app/routeTable';
import { canonicalUrl, isPrivatePath } from './siteAddresses';

const OG_LOCALE = { pt: 'pt_PT', en: 'en_GB' } as const;

/**
 * The head tags every page shares, rendered with React 19's hoisting into <head> and, at build
 * time, into each prerendered page's HTML: canonical and hreflang alternates (pt unprefixed, en under
 * /en/, x-default unprefixed), Open Graph locale, site name and URL, the Twitter card type, and `noindex`
 * on account and transactional pages (not-found states say noindex themselves: NoIndex). The page's own title, description and image: PageMeta.
 * The not-found page gets no canonical or alternates (it is not an address of anything).
 */
export function SiteHead() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const lang = activeLanguage(i18n);
  const notFound = matches.some((match) => (match.handle as RouteHandle | undefined)?.notFound === true);
  const privatePage = isPrivatePath(pathname);
  const own = canonicalUrl(pathname, lang);
  return (
    <>
      {privatePage && <meta name="robots" content="noindex" />}
      {!notFound && (
        <>
          <link rel="canonical" href={own} />
          <link rel="alternate" hrefLang="pt" href={canonicalUrl(pathname, 'pt')} />
          <link rel="alternate" hrefLang="en" href={canonicalUrl(pathname, 'en')} />
          <link rel="alternate" hrefLang="x-default" href={canonicalUrl(pathname, 'pt')} />
          <meta property="og:url" content={own} />
        </>
      )}
      <meta property="og:site_name" content={config.providerName} />
      <meta property="og:locale" content={OG_LOCALE[lang]} />
      <meta property="og:locale:alternate" content={OG_LOCALE[lang === 'en' ? 'pt' : 'en']} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
