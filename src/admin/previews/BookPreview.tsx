import { useTranslation } from 'react-i18next';
import { Button, Icon } from '@/components/ui';
import { BookDetails, type BookPill } from '@/components/catalog/BookDetails';
import type { DetailFact } from '@/components/catalog/DetailFacts';
import { EbookCard } from '@/components/catalog/EbookCard';
import { PrintedBookCard } from '@/components/catalog/PrintedBookCard';
import { availabilityInfo, isOrderable } from '@/features/commerce';
import { activeLanguage } from '@/i18n/localePath';
import { formatDecimal, formatLongDate } from '@/lib/format';
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
  const title = textOf(book.title);
  const subtitle = textOf(book.subtitle) || undefined;
  const author = textOf(book.author);
  const price = numberOf(book.price) ?? 0;
  const originalPrice = numberOf(book.originalPrice);
  const discount = numberOf(book.discount);
  const stock = numberOf(book.stock) ?? 0;
  const rating = numberOf(book.rating) ?? 0;
  const ebook = book.category === 'ebook';
  const cover = { ...COVER, src: assetUrl(textOf(book.image)) };
  const availability = availabilityInfo(book.availability);
  const orderable = isOrderable(book.availability, stock);
  const date = textOf(book.publicationDate);

  const pills: BookPill[] = [
    { label: ebook ? t('book.badges.ebook') : t('book.badges.printed'), tone: ebook ? 'info' : 'neutral' },
    ...(book.bestSeller === true ? [{ label: t('book.badges.bestSeller'), tone: 'accent' as const }] : []),
    ...(book.newRelease === true ? [{ label: t('book.badges.newRelease'), tone: 'success' as const }] : []),
  ];
  const facts: DetailFact[] = [
    { label: t('book.fields.author'), value: author, icon: 'user' },
    { label: t('book.fields.publisher'), value: textOf(book.publisher), icon: 'book' },
    { label: t('book.fields.publicationDate'), value: date ? formatLongDate(date, lang) : '', icon: 'calendar' },
    { label: t('book.fields.language'), value: textOf(book.language), icon: 'globe' },
    { label: t('book.fields.pages'), value: numberOf(book.pages) === undefined ? '' : String(book.pages) },
    { label: t('book.fields.isbn'), value: textOf(book.isbn) },
    { label: t('book.fields.format'), value: textOf(book.format) },
    { label: t('book.fields.dimensions'), value: textOf(book.dimensions) },
    { label: t('book.fields.weight'), value: textOf(book.weight) },
    ...(ebook ? [{ label: t('book.fields.fileSize'), value: textOf(book.fileSize) }] : []),
    { label: t('book.fields.recommendedAge'), value: textOf(book.recommendedAge) },
  ];
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
          title={title}
          subtitle={subtitle}
          byline={t('book.byAuthor', { author })}
          cover={{ ...cover, alt: t('book.coverAlt', { title }) }}
          back={{ to: '/', label: t('book.breadcrumb') }}
          pills={pills}
          discountLabel={discount ? t('book.badges.discount', { percent: discount }) : undefined}
          rating={rating}
          ratingText={formatDecimal(rating, lang)}
          ratingLabel={t('book.ratingLabel', { rating: formatDecimal(rating, lang) })}
          reviewsLabel={t('book.reviews', { count: numberOf(book.reviews) ?? 0 })}
          price={price}
          originalPrice={originalPrice}
          saveLabel={discount ? t('book.save', { percent: discount }) : undefined}
          availability={{ label: t(availability.labelKey), tone: availability.tone, prefix: `${t('availability.label')}:` }}
          stockNote={book.availability === 'limited' && stock > 0 ? t('book.stockLeft', { count: stock }) : undefined}
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
          note={!orderable ? t('book.outOfStockNote') : book.availability === 'pre-order' ? t('book.preOrderNote') : undefined}
          descriptionTitle={t('book.descriptionTitle')}
          description={textOf(book.description)}
          tagsTitle={t('book.tagsTitle')}
          tags={textsOf(book.tags)}
          detailsTitle={t('book.detailsTitle')}
          details={facts.filter((fact) => fact.value !== '')}
        />
      </PreviewPart>
    </>
  );
}
