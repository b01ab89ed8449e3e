import { absoluteUrl } from '@/app/head/siteAddresses';
import { pageTitle } from './pageTitle';

export interface PageMetaProps {
  /** The page's own title, without the provider's name (pageTitle adds it). */
  title: string;
  /** One or two sentences for search results and link previews (about 150 characters). */
  description: string;
  /** The page's own image (a site path such as /images/books/book-1.webp); default: the home hero. */
  image?: string;
  /** Open Graph type: 'website' (default), 'book', 'article'... */
  type?: string;
}

export const DEFAULT_SHARE_IMAGE = '/images/sections/hero.webp';

/**
 * A page's title, description and share image, for the browser tab, search results and link previews
 * (WhatsApp, Facebook, LinkedIn). React 19 hoists these into <head>; the build writes them into each
 * prerendered page. The tags every page shares (canonical, hreflang, locale): src/app/head/SiteHead.
 */
export function PageMeta({ title, description, image = DEFAULT_SHARE_IMAGE, type = 'website' }: PageMetaProps) {
  const fullTitle = pageTitle(title);
  const imageUrl = absoluteUrl(image);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
