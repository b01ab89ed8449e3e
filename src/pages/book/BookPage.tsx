import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Container, EmptyState, Icon } from '@/components/ui';
import { BookDetails, type BookPill } from '@/components/catalog/BookDetails';
import type { DetailFact } from '@/components/catalog/DetailFacts';
import { useLoginGate } from '@/features/auth';
import {
  availabilityInfo,
  isOrderable,
  useCart,
  useCheckout,
  useSampleDownload,
  useWishlist,
  useWishlistToggle,
} from '@/features/commerce';
import { useToasts } from '@/features/toasts';
import { getBook } from '@/data/books';
import type { Book } from '@/data/types';
import { to, sectionIds } from '@/config/routes';
import { BookJsonLd } from '@/seo/BookJsonLd';
import { formatDecimal, formatLongDate } from '@/lib/format';
import { summary } from '@/seo/pageTitle';
import { textList } from '@/lib/translatedLists';
import { NoIndex } from '@/seo/NoIndex';
import { PageMeta } from '@/seo/PageMeta';
import { RelatedBooks } from './RelatedBooks';
import { SharePageButton } from '@/features/share';

const booksSection = to.homeSection(sectionIds.books);

function NotFound() {
  const { t } = useTranslation();
  return (
    <Container>
      <PageMeta title={t('book.notFoundTitle')} description={t('book.notFoundText')} />
      <NoIndex />
      <EmptyState
        icon="book"
        headingLevel="h1"
        title={t('book.notFoundTitle')}
        text={t('book.notFoundText')}
        action={
          <ButtonLink to={booksSection} iconLeft={<Icon name="chevronLeft" size={18} />}>
            {t('book.back')}
          </ButtonLink>
        }
      />
    </Container>
  );
}

function BookActions({ book, title }: { book: Book; title: string }) {
  const { t } = useTranslation();
  const gate = useLoginGate();
  const cart = useCart();
  const wishlist = useWishlist();
  const checkout = useCheckout();
  const toggleWishlist = useWishlistToggle();
  const { show } = useToasts();

  const orderable = isOrderable(book.availability, book.stock);
  const inCart = cart.has('book', book.id);
  const wished = wishlist.has(book.id, 'book');
  const busy = checkout.status === 'creating' || checkout.status === 'redirecting';

  const addToCart = () => {
    if (!gate({ rememberPath: true })) {
      show('info', t('book.toasts.loginCart'));
      return;
    }
    try {
      cart.add({ type: 'book', id: book.id });
      show('success', t('book.toasts.addedToCart', { title }));
    } catch {
      show('error', t('book.toasts.actionError'));
    }
  };

  const buy = async () => {
    if (!gate({ rememberPath: true })) {
      show('info', t('book.toasts.loginBuy'));
      return;
    }
    // product §8: a checkout creation failure is logged only (by the checkout machine), with no user message;
    // the button becomes usable again.
    await checkout.buyNow({ type: 'book', id: book.id });
  };

  return (
    <>
      <Button variant="primary" size="lg" disabled={!orderable} loading={busy} onClick={() => void buy()}>
        {t('book.actions.buyNow')}
      </Button>
      <Button
        variant="secondary"
        size="lg"
        disabled={!orderable || inCart}
        onClick={addToCart}
        iconLeft={<Icon name={inCart ? 'check' : 'cart'} size={20} />}
      >
        {inCart ? t('book.actions.inCart') : t('book.actions.addToCart')}
      </Button>
      <Button
        variant="outline"
        size="lg"
        aria-pressed={wished}
        onClick={() => toggleWishlist(book)}
        iconLeft={<Icon name={wished ? 'heartFilled' : 'heart'} size={20} />}
      >
        {wished ? t('book.actions.removeFromWishlist') : t('book.actions.addToWishlist')}
      </Button>
      <SharePageButton title={title} />
    </>
  );
}

/** A printed book's sample chapter (previewLink, a static PDF): a real fetch with a toast either way. */
function SampleDownload({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation();
  const { busy, download } = useSampleDownload(path, title);
  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        loading={busy}
        onClick={() => void download()}
        iconLeft={<Icon name="download" size={18} />}
      >
        {t('book.sample')}
      </Button>
    </div>
  );
}

function BookView({ book }: { book: Book }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const title = t(`${book.key}.title`);
  const subtitle = t(`${book.key}.subtitle`, { defaultValue: '' });
  const description = t(`${book.key}.description`);
  const availability = availabilityInfo(book.availability);
  const ebook = book.category === 'ebook';

  const pills: BookPill[] = [
    { label: ebook ? t('book.badges.ebook') : t('book.badges.printed'), tone: ebook ? 'info' : 'neutral' },
    ...(book.bestSeller ? [{ label: t('book.badges.bestSeller'), tone: 'accent' as const }] : []),
    ...(book.newRelease ? [{ label: t('book.badges.newRelease'), tone: 'success' as const }] : []),
  ];

  const optional = (field: string): string => t(`${book.key}.${field}`, { defaultValue: '' });
  const facts: DetailFact[] = [
    { label: t('book.fields.author'), value: book.author, icon: 'user' },
    { label: t('book.fields.publisher'), value: book.publisher, icon: 'book' },
    { label: t('book.fields.publicationDate'), value: formatLongDate(book.publicationDate, lang), icon: 'calendar' },
    { label: t('book.fields.language'), value: optional('language'), icon: 'globe' },
    { label: t('book.fields.pages'), value: String(book.pages) },
    { label: t('book.fields.isbn'), value: book.isbn },
    { label: t('book.fields.format'), value: optional('format') },
    { label: t('book.fields.dimensions'), value: optional('dimensions') },
    { label: t('book.fields.weight'), value: optional('weight') },
    ...(ebook ? [{ label: t('book.fields.fileSize'), value: optional('fileSize') }] : []),
    { label: t('book.fields.recommendedAge'), value: optional('recommendedAge') },
  ];
  const details = facts.filter((fact) => fact.value !== '');

  const orderable = isOrderable(book.availability, book.stock);
  const note = !orderable ? t('book.outOfStockNote') : book.availability === 'pre-order' ? t('book.preOrderNote') : undefined;

  return (
    <>
      <PageMeta title={t('book.metaTitle', { title })} description={summary(description)} image={book.image.src} type="book" />
      <BookJsonLd book={book} title={title} description={description} />
      <BookDetails
        title={title}
        subtitle={subtitle || undefined}
        byline={t('book.byAuthor', { author: book.author })}
        cover={{ ...book.image, alt: t('book.coverAlt', { title }) }}
        back={{ to: booksSection, label: t('book.breadcrumb') }}
        pills={pills}
        discountLabel={book.discount ? t('book.badges.discount', { percent: book.discount }) : undefined}
        rating={book.rating}
        ratingText={formatDecimal(book.rating, lang)}
        ratingLabel={t('book.ratingLabel', { rating: formatDecimal(book.rating, lang) })}
        reviewsLabel={t('book.reviews', { count: book.reviews })}
        price={book.price}
        originalPrice={book.originalPrice}
        saveLabel={book.discount ? t('book.save', { percent: book.discount }) : undefined}
        availability={{ label: t(availability.labelKey), tone: availability.tone, prefix: `${t('availability.label')}:` }}
        stockNote={book.availability === 'limited' && book.stock > 0 ? t('book.stockLeft', { count: book.stock }) : undefined}
        actions={<BookActions book={book} title={title} />}
        note={note}
        extra={!ebook && book.previewLink ? <SampleDownload path={book.previewLink} title={title} /> : undefined}
        descriptionTitle={t('book.descriptionTitle')}
        description={description}
        tagsTitle={t('book.tagsTitle')}
        tags={textList(t, `${book.key}.tags`)}
        detailsTitle={t('book.detailsTitle')}
        details={details}
        related={<RelatedBooks book={book} />}
      />
    </>
  );
}

/** /book/:id — every book field, availability, login-gated wishlist / cart / buy; unknown id → 'Livro não encontrado'. */
export function Component() {
  const { id = '' } = useParams();
  const book = getBook(id);
  return book ? <BookView key={book.id} book={book} /> : <NotFound />;
}
