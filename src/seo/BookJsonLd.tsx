import { useTranslation } from 'react-i18next';
import type { Book } from '@/data/types';
import { paths } from '@/config/routes';
import { absoluteUrl } from '@/app/head/siteAddresses';
import { JsonLd } from './JsonLd';
import { bookJsonLd, breadcrumbJsonLd } from './structuredData';
import { usePageAddress } from './usePageAddress';

/**
 * The book's structured data: a schema.org Book (the catalogue's books are written in European
 * Portuguese, whatever the page's language), its offer (out of stock when no copy is left), and the
 * breadcrumb Home → the book (the books are a section of the home page, not a page of their own).
 */
export function BookJsonLd({ book, title, description }: { book: Book; title: string; description: string }) {
  const { t } = useTranslation();
  const { lang, url, urlOf } = usePageAddress();
  const data = bookJsonLd({
    name: title,
    description,
    url,
    image: absoluteUrl(book.image.src),
    lang,
    inLanguage: 'pt-PT',
    author: book.author.split(','),
    isbn: book.isbn,
    pages: book.pages,
    publisher: book.publisher,
    datePublished: book.publicationDate,
    format: book.category === 'ebook' ? 'ebook' : 'print',
    offer: {
      price: book.price,
      currency: 'EUR',
      availability: book.stock > 0 ? book.availability : 'out-of-stock',
      url,
    },
  });
  const breadcrumb = breadcrumbJsonLd([
    { name: t('nav.home'), url: urlOf(paths.home) },
    { name: title, url },
  ]);
  return (
    <>
      <JsonLd data={data} />
      <JsonLd data={breadcrumb} />
    </>
  );
}
