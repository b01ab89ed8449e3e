import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness } from '../support/PageHarness';
import { clearSession, LoginProbe, logIn } from '../support/contentSession';
import { Component as BookPage } from '@/pages/book/BookPage';
import { expectImagesUncropped } from '../support/images';
import { headMeta, jsonLdBlocks, jsonLdOfType } from '../support/jsonLd';
import { absoluteUrl, canonicalUrl } from '@/app/head/siteAddresses';
import { expectEnglishHeading } from '../support/englishHeading';
import { formatDecimal, formatLongDate } from '@/lib/format';
import { href, language, startsWith, t } from '../support/t';

const page = (url: string) => (
  <PageHarness path="/book/:id" url={url} Component={BookPage} extraRoutes={[{ path: '/login', Component: LoginProbe }]} />
);

/** /book/:id with the real app providers (auth gate, cart, wishlist, checkout, toasts). */
const meta = {
  title: 'Pages/Book',
  parameters: { router: false, layout: 'fullscreen' },
  beforeEach: () => clearSession(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const availability = (canvasElement: HTMLElement) => within(canvasElement).findByTestId('availability');

/** Book 3: cover, price with original price and discount, rating, every detail, tags, 'Em Stock', related books. */
export const InStockWithDiscount: Story = {
  render: () => page('/book/3'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('catalog.books.3.title') })).toBeVisible();
    await expect(await availability(canvasElement)).toHaveTextContent(t('availability.inStock'));
    await expect(canvas.getByTestId('book-price')).toHaveTextContent('16,00 €');
    await expect(canvas.getByTestId('book-price')).toHaveTextContent('24,99 €');
    await expect(canvas.getByText(t('book.badges.discount', { percent: 36 }))).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: t('book.ratingLabel', { rating: formatDecimal(4.9, language()) }) }),
    ).toBeVisible();
    await expect(canvas.getByText(`(${t('book.reviews', { count: 213 })})`)).toBeVisible();
    for (const value of [
      'Edições Oficina do Brincar',
      formatLongDate('2020-02-27', language()),
      '978-989-8812-03-2',
      '232',
      t('catalog.books.3.language'),
    ]) {
      await expect(canvas.getByText(value)).toBeVisible();
    }
    const related = canvas.getByRole('heading', { level: 2, name: t('book.related') });
    await expect(related).toBeVisible();
    // Related items show whole covers (no crop), like the cover above.
    await expectImagesUncropped(related.closest('section') as HTMLElement);
    await expect(canvas.getByRole('button', { name: t('book.actions.buyNow') })).toBeEnabled();
  },
};

/** Book 2: 'Stock Limitado' with the copies left. */
export const LimitedStock: Story = {
  render: () => page('/book/2'),
  play: async ({ canvasElement }) => {
    await expect(await availability(canvasElement)).toHaveTextContent(t('availability.limited'));
    await expect(within(canvasElement).getByText(t('book.stockLeft', { count: 4 }))).toBeVisible();
  },
};

/** Book 4: 'Pré-encomenda', still orderable. */
export const PreOrder: Story = {
  render: () => page('/book/4'),
  play: async ({ canvasElement }) => {
    await expect(await availability(canvasElement)).toHaveTextContent(t('availability.preOrder'));
    await expect(within(canvasElement).getByRole('button', { name: t('book.actions.addToCart') })).toBeEnabled();
  },
};

/** Book 8 (eBook, stock 0): 'Esgotado', add-to-cart and buy disabled; file size shown for the eBook. */
export const OutOfStock: Story = {
  render: () => page('/book/8'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await availability(canvasElement)).toHaveTextContent(t('availability.outOfStock'));
    await expect(canvas.getByRole('button', { name: t('book.actions.addToCart') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('book.actions.buyNow') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('book.actions.addToWishlist') })).toBeEnabled();
    await expect(canvas.getByText(t('book.fields.fileSize'))).toBeVisible();
    await expect(canvas.getByText(t('catalog.books.8.fileSize'))).toBeVisible();
  },
};

/**
 * Book 8 (eBook, stock 0) in the head and structured data: its own description (the catalogue text,
 * shortened) and cover for link previews, a schema.org Book in European Portuguese with an out-of-stock
 * offer, and the breadcrumb Home → the book.
 */
export const StructuredData: Story = {
  // The page OutOfStock draws, unchanged: that story's visual baseline is its own.
  tags: ['visual:drawn-by-another-story'],
  render: () => page('/book/8'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = t('catalog.books.8.title');
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    const description = headMeta('description') ?? '';
    await expect(description.length).toBeLessThanOrEqual(160);
    await expect(description.endsWith('…')).toBe(true);
    await expect(description.length).toBeGreaterThan(1);
    await expect(t('catalog.books.8.description').startsWith(description.slice(0, -1))).toBe(true);
    await expect(headMeta('og:type')).toBe('book');
    await expect(headMeta('og:image')).toBe(absoluteUrl('/images/books/book-8.webp'));

    const url = canonicalUrl('/book/8', language());
    const book = await jsonLdOfType(canvasElement, 'Book');
    await expect(book).toMatchObject({
      '@context': 'https://schema.org',
      name: title,
      url,
      image: absoluteUrl('/images/books/book-8.webp'),
      inLanguage: 'pt-PT',
      bookFormat: 'https://schema.org/EBook',
      author: { '@type': 'Person', name: 'Rui Capelo Nogueira' },
      offers: { '@type': 'Offer', price: '6.99', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock', url },
    });
    const breadcrumb = await jsonLdOfType(canvasElement, 'BreadcrumbList');
    await expect(breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: t('nav.home'), item: canonicalUrl('/', language()) },
      { '@type': 'ListItem', position: 2, name: title, item: url },
    ]);
  },
};

/** Book 2 has two authors, each a Person. */
export const StructuredDataTwoAuthors: Story = {
  // The page LimitedStock draws, unchanged: that story's visual baseline is its own.
  tags: ['visual:drawn-by-another-story'],
  render: () => page('/book/2'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: t('catalog.books.2.title') });
    const book = await jsonLdOfType(canvasElement, 'Book');
    await expect(book.author).toEqual([
      { '@type': 'Person', name: 'Marta Quintela' },
      { '@type': 'Person', name: 'Sofia Brandão' },
    ]);
    await expect(book).toMatchObject({
      bookFormat: 'https://schema.org/Paperback',
      offers: { price: '14.90', availability: 'https://schema.org/LimitedAvailability' },
    });
  },
};

/** An unknown id shows 'Livro não encontrado' with a back link to the books, and no structured data. */
export const NotFound: Story = {
  tags: ['state:error'],
  render: () => page('/book/abc'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('book.notFoundTitle') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: startsWith('book.back') })).toHaveAttribute('href', href('/#livros'));
    await expect(jsonLdBlocks(canvasElement)).toEqual([]);
  },
};

/** Logged out, wishlist: the info toast, then /login (the book is remembered). */
export const LoggedOutWishlistGate: Story = {
  render: () => page('/book/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('book.actions.addToWishlist') }));
    await expect(await canvas.findByText(t('book.toasts.loginWishlist'))).toBeVisible();
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/login');
    await expect(canvas.getByTestId('login-from')).toHaveTextContent('/book/1');
  },
};

/** Logged out, cart: the info toast, then /login. */
export const LoggedOutCartGate: Story = {
  render: () => page('/book/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('book.actions.addToCart') }));
    await expect(await canvas.findByText(t('book.toasts.loginCart'))).toBeVisible();
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/login');
  },
};

/** Logged out, buy: the info toast, then /login. */
export const LoggedOutBuyGate: Story = {
  render: () => page('/book/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('book.actions.buyNow') }));
    await expect(await canvas.findByText(t('book.toasts.loginBuy'))).toBeVisible();
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/login');
  },
};

/** Logged in: after adding, the cart button reads 'Adicionado ao carrinho' and is disabled; success toast. */
export const AddedToCartDisablesButton: Story = {
  beforeEach: () => logIn(),
  render: () => page('/book/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('book.actions.addToCart') }));
    await expect(await canvas.findByRole('button', { name: t('book.actions.inCart') })).toBeDisabled();
    await expect(await canvas.findByText(t('book.toasts.addedToCart', { title: t('catalog.books.1.title') }))).toBeVisible();
    await expect(canvas.queryByTestId('location-probe')).toBeNull();
  },
};

/** Logged in: the wishlist toggles with a success toast each way; the toast can be closed. */
export const LoggedInWishlistToggle: Story = {
  beforeEach: () => logIn(),
  render: () => page('/book/5'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = t('catalog.books.5.title');
    await userEvent.click(await canvas.findByRole('button', { name: t('book.actions.addToWishlist') }));
    await expect(await canvas.findByRole('button', { name: t('book.actions.removeFromWishlist') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const added = await canvas.findByText(t('book.toasts.wishlistAdded', { title }));
    await expect(added).toBeVisible();
    await expect(added.closest('[aria-live="polite"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('toast.close') }));
    await waitFor(() => expect(canvas.queryByText(t('book.toasts.wishlistAdded', { title }))).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: t('book.actions.removeFromWishlist') }));
    await expect(await canvas.findByText(t('book.toasts.wishlistRemoved', { title }))).toBeVisible();
  },
};

/** A printed book's sample chapter is fetched for real; the toast confirms it. */
export const SampleDownload: Story = {
  render: () => page('/book/2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: startsWith('book.sample') }));
    const sample = t('book.sampleOf', { title: t('catalog.books.2.title') });
    await expect(
      await canvas.findByText(t('publications.downloadStarted', { title: sample }), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/**
 * The page in English (book 2, as LimitedStock): 'Limited stock'; the book's structured data keeps its own
 * language (European Portuguese) while its name and address are the English page's.
 */
export const English: Story = {
  globals: { locale: 'en' },
  render: () => page('/book/2'),
  play: async (context) => {
    await LimitedStock.play!(context);
    const { canvasElement } = context;
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: t('book.detailsTitle') })).toBeVisible();
    const book = await jsonLdOfType(canvasElement, 'Book');
    await expect(book).toMatchObject({
      name: t('catalog.books.2.title'),
      inLanguage: 'pt-PT',
      url: canonicalUrl('/book/2', language()),
    });
  },
};

/** The last book in English (book 8): its heading from the English catalogue. */
export const EnglishLastBook: Story = {
  globals: { locale: 'en' },
  render: () => page('/book/8'),
  play: ({ canvasElement }) => expectEnglishHeading(canvasElement, 'catalog.books.8.title'),
};
