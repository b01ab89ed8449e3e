import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Container, EmptyState, Icon } from '@/components/ui';
import { BookDetails } from '@/components/catalog/BookDetails';
import { useLoginGate } from '@/features/auth';
import { bookView } from '@/features/catalogue';
import { isOrderable, useCart, useCheckout, useSampleDownload, useWishlist, useWishlistToggle } from '@/features/commerce';
import { useToasts } from '@/features/toasts';
import { getBook } from '@/data/books';
import type { Book } from '@/data/types';
import { to, sectionIds } from '@/config/routes';
import { BookJsonLd } from '@/seo/BookJsonLd';
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
  const text = (field: string): string => t(`${book.key}.${field}`, { defaultValue: '' });
  const { orderable: _orderable, ...view } = bookView(
    book,
    {
      title: text('title'),
      subtitle: text('subtitle'),
      description: text('description'),
      language: text('language'),
      format: text('format'),
      dimensions: text('dimensions'),
      weight: text('weight'),
      fileSize: text('fileSize'),
      recommendedAge: text('recommendedAge'),
      tags: textList(t, `${book.key}.tags`),
    },
    t,
    lang,
  );
  const { title, description } = view;

  return (
    <>
      <PageMeta title={t('book.metaTitle', { title })} description={summary(description)} image={book.image.src} type="book" />
      <BookJsonLd book={book} title={title} description={description} />
      <BookDetails
        {...view}
        cover={{ ...book.image, alt: t('book.coverAlt', { title }) }}
        back={{ to: booksSection, label: t('book.breadcrumb') }}
        actions={<BookActions book={book} title={title} />}
        extra={
          book.category !== 'ebook' && book.previewLink ? <SampleDownload path={book.previewLink} title={title} /> : undefined
        }
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
