import { useTranslation } from 'react-i18next';
import { Button, Icon } from '@/components/ui';
import { BookDetails } from '@/components/catalog/BookDetails';
import { EbookCard } from '@/components/catalog/EbookCard';
import { PrintedBookCard } from '@/components/catalog/PrintedBookCard';
import type { Availability } from '@/data/schema';
import { bookView } from '@/features/catalogue';
import { activeLanguage } from '@/i18n/localePath';
import { useAdminText } from '../text';
import { CardSlot, PreviewPart } from './PreviewShell';
import { itemIn, numberOf, textOf, textsOf, type ContentFile } from './contentFile';

/** The cover's drawn size: the site's covers are 2:3. */
const COVER = { width: 600, height: 900 };
const noop = () => undefined;

export interface BookPreviewProps {
  /** The book being edited: content/books/<id>.json. */
  file: ContentFile;
  /** The address of a file of the entry (a new upload is not on the site yet). */
  assetUrl?: (path: string) => string;
}

/**
 * A book as the shop shows it, in the language of the surrounding i18n: its card in the books section and its
 * page (cover, price and buy box, description, tags, details), drawn by the site's own components.
 */
export function BookPreview({ file, assetUrl = (path) => path }: BookPreviewProps) {
  const text = useAdminText();
  const { t, i18n } = useTranslation();
  const lang = activeLanguage(i18n);
  const book = itemIn('books', file, lang);
  const id = numberOf(book.id) ?? 0;
  const author = textOf(book.author);
  const price = numberOf(book.price) ?? 0;
  const originalPrice = numberOf(book.originalPrice);
  const discount = numberOf(book.discount);
  const ebook = book.category === 'ebook';
  const cover = { ...COVER, src: assetUrl(textOf(book.image)) };
  const { orderable, ...view } = bookView(
    {
      category: ebook ? 'ebook' : 'impresso',
      bestSeller: book.bestSeller === true,
      newRelease: book.newRelease === true,
      author,
      publisher: textOf(book.publisher),
      isbn: textOf(book.isbn),
      rating: numberOf(book.rating) ?? 0,
      reviews: numberOf(book.reviews) ?? 0,
      price,
      originalPrice,
      discount,
      availability: book.availability as Availability,
      stock: numberOf(book.stock) ?? 0,
      publicationDate: textOf(book.publicationDate) || undefined,
      pages: numberOf(book.pages),
    },
    {
      title: textOf(book.title),
      subtitle: textOf(book.subtitle),
      description: textOf(book.description),
      language: textOf(book.language),
      format: textOf(book.format),
      dimensions: textOf(book.dimensions),
      weight: textOf(book.weight),
      fileSize: textOf(book.fileSize),
      recommendedAge: textOf(book.recommendedAge),
      tags: textsOf(book.tags),
    },
    t,
    lang,
  );
  const { title, subtitle } = view;
  const card = { id, title, subtitle, author, cover, wishlisted: false, onToggleWishlist: noop, loading: 'eager' as const };

  return (
    <>
      <PreviewPart>
        <h2>{text.card}</h2>
        <CardSlot>
          {ebook ? (
            <EbookCard {...card} downloadHref={`/pdfs/${textOf(book.downloadUrl)}.pdf`} />
          ) : (
            <PrintedBookCard {...card} price={price} originalPrice={originalPrice} discount={discount} href={`/book/${id}`} />
          )}
        </CardSlot>
      </PreviewPart>
      <PreviewPart>
        <h2>{text.page}</h2>
        <BookDetails
          {...view}
          cover={{ ...cover, alt: t('book.coverAlt', { title }) }}
          back={{ to: '/', label: t('book.breadcrumb') }}
          actions={
            <>
              <Button variant="primary" size="lg" disabled={!orderable}>
                {t('book.actions.buyNow')}
              </Button>
              <Button variant="secondary" size="lg" disabled={!orderable} iconLeft={<Icon name="cart" size={20} />}>
                {t('book.actions.addToCart')}
              </Button>
              <Button variant="outline" size="lg" iconLeft={<Icon name="heart" size={20} />}>
                {t('book.actions.addToWishlist')}
              </Button>
            </>
          }
        />
      </PreviewPart>
    </>
  );
}
