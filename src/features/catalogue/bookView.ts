import type { TFunction } from 'i18next';
import type { BookDetailsProps, BookPill } from '@/components/catalog/BookDetails';
import type { DetailFact } from '@/components/catalog/DetailFacts';
import type { Book } from '@/data/types';
import { availabilityInfo, isOrderable } from '@/features/commerce';
import { formatDecimal, formatLongDate } from '@/lib/format';

/**
 * What the book page shows of a book, built once for the page (/book/:id) and for the admin's preview of the
 * entry being edited, so a change to the page shows in the preview without a second edit. The page passes the
 * catalogue's book and its served texts; the preview, the entry's fields and the texts of the language shown
 * (some possibly still empty, which this tolerates: an empty fact is left out).
 */
export type BookShown = Pick<
  Book,
  | 'category'
  | 'bestSeller'
  | 'newRelease'
  | 'author'
  | 'publisher'
  | 'isbn'
  | 'rating'
  | 'reviews'
  | 'price'
  | 'availability'
  | 'stock'
> &
  Partial<Pick<Book, 'publicationDate' | 'pages' | 'discount' | 'originalPrice'>>;

/** The book's texts in one language (content/books/<id>.json's `pt` or `en` texts). */
export interface BookTexts {
  title: string;
  subtitle?: string;
  description: string;
  language?: string;
  format?: string;
  dimensions?: string;
  weight?: string;
  fileSize?: string;
  recommendedAge?: string;
  tags: string[];
}

/** Everything of BookDetails but what the caller draws itself: the cover, the way back, the buttons, the extras. */
export type BookView = Omit<BookDetailsProps, 'cover' | 'back' | 'actions' | 'extra' | 'related'> & {
  /** Whether it can be put in the cart or bought. */
  orderable: boolean;
};

export function bookView(book: BookShown, texts: BookTexts, t: TFunction, lang: string): BookView {
  const ebook = book.category === 'ebook';
  const availability = availabilityInfo(book.availability);
  const orderable = isOrderable(book.availability, book.stock);
  const pills: BookPill[] = [
    { label: ebook ? t('book.badges.ebook') : t('book.badges.printed'), tone: ebook ? 'info' : 'neutral' },
    ...(book.bestSeller ? [{ label: t('book.badges.bestSeller'), tone: 'accent' as const }] : []),
    ...(book.newRelease ? [{ label: t('book.badges.newRelease'), tone: 'success' as const }] : []),
  ];
  const facts: DetailFact[] = [
    { label: t('book.fields.author'), value: book.author, icon: 'user' },
    { label: t('book.fields.publisher'), value: book.publisher, icon: 'book' },
    {
      label: t('book.fields.publicationDate'),
      value: book.publicationDate ? formatLongDate(book.publicationDate, lang) : '',
      icon: 'calendar',
    },
    { label: t('book.fields.language'), value: texts.language ?? '', icon: 'globe' },
    { label: t('book.fields.pages'), value: book.pages === undefined ? '' : String(book.pages) },
    { label: t('book.fields.isbn'), value: book.isbn },
    { label: t('book.fields.format'), value: texts.format ?? '' },
    { label: t('book.fields.dimensions'), value: texts.dimensions ?? '' },
    { label: t('book.fields.weight'), value: texts.weight ?? '' },
    ...(ebook ? [{ label: t('book.fields.fileSize'), value: texts.fileSize ?? '' }] : []),
    { label: t('book.fields.recommendedAge'), value: texts.recommendedAge ?? '' },
  ];
  const rating = formatDecimal(book.rating, lang);
  return {
    orderable,
    title: texts.title,
    subtitle: texts.subtitle || undefined,
    byline: t('book.byAuthor', { author: book.author }),
    pills,
    discountLabel: book.discount ? t('book.badges.discount', { percent: book.discount }) : undefined,
    rating: book.rating,
    ratingText: rating,
    ratingLabel: t('book.ratingLabel', { rating }),
    reviewsLabel: t('book.reviews', { count: book.reviews }),
    price: book.price,
    originalPrice: book.originalPrice,
    saveLabel: book.discount ? t('book.save', { percent: book.discount }) : undefined,
    availability: { label: t(availability.labelKey), tone: availability.tone, prefix: `${t('availability.label')}:` },
    stockNote: book.availability === 'limited' && book.stock > 0 ? t('book.stockLeft', { count: book.stock }) : undefined,
    note: !orderable ? t('book.outOfStockNote') : book.availability === 'pre-order' ? t('book.preOrderNote') : undefined,
    descriptionTitle: t('book.descriptionTitle'),
    description: texts.description,
    tagsTitle: t('book.tagsTitle'),
    tags: texts.tags,
    detailsTitle: t('book.detailsTitle'),
    details: facts.filter((fact) => fact.value !== ''),
  };
}
