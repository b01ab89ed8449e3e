import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness } from '../support/PageHarness';
import { clearSession, LoginProbe, logIn } from '../support/contentSession';
import { Component as BookPage } from '@/pages/book/BookPage';
import { expectImagesUncropped } from '../support/images';
import { headMeta, jsonLdBlocks, jsonLdOfType } from '../support/jsonLd';
import { absoluteUrl, canonicalUrl } from '@/app/head/siteAddresses';
import { expectEnglishHeading } from '../support/englishHeading';

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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Autismo e Processamento Sensorial' })).toBeVisible();
    await expect(await availability(canvasElement)).toHaveTextContent('Em Stock');
    await expect(canvas.getByTestId('book-price')).toHaveTextContent('16,00 €');
    await expect(canvas.getByTestId('book-price')).toHaveTextContent('24,99 €');
    await expect(canvas.getByText('-36%')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '4,9 de 5 estrelas' })).toBeVisible();
    await expect(canvas.getByText('(213 avaliações)')).toBeVisible();
    for (const value of [
      'Edições Oficina do Brincar',
      '27 de fevereiro de 2020',
      '978-989-8812-03-2',
      '232',
      'Português (Portugal)',
    ]) {
      await expect(canvas.getByText(value)).toBeVisible();
    }
    const related = canvas.getByRole('heading', { level: 2, name: 'Também lhe pode interessar' });
    await expect(related).toBeVisible();
    // Related items show whole covers (no crop), like the cover above.
    await expectImagesUncropped(related.closest('section') as HTMLElement);
    await expect(canvas.getByRole('button', { name: 'Comprar agora' })).toBeEnabled();
  },
};

/** Book 2: 'Stock Limitado' with the copies left. */
export const LimitedStock: Story = {
  render: () => page('/book/2'),
  play: async ({ canvasElement }) => {
    await expect(await availability(canvasElement)).toHaveTextContent('Stock Limitado');
    await expect(within(canvasElement).getByText('Restam 4 exemplares')).toBeVisible();
  },
};

/** Book 4: 'Pré-encomenda', still orderable. */
export const PreOrder: Story = {
  render: () => page('/book/4'),
  play: async ({ canvasElement }) => {
    await expect(await availability(canvasElement)).toHaveTextContent('Pré-encomenda');
    await expect(within(canvasElement).getByRole('button', { name: 'Adicionar ao carrinho' })).toBeEnabled();
  },
};

/** Book 8 (eBook, stock 0): 'Esgotado', add-to-cart and buy disabled; file size shown for the eBook. */
export const OutOfStock: Story = {
  render: () => page('/book/8'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await availability(canvasElement)).toHaveTextContent('Esgotado');
    await expect(canvas.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Comprar agora' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Adicionar à lista de desejos' })).toBeEnabled();
    await expect(canvas.getByText('Tamanho do ficheiro')).toBeVisible();
    await expect(canvas.getByText('2,3 MB')).toBeVisible();
  },
};

/**
 * Book 8 (eBook, stock 0) in the head and structured data: its own description (the catalogue text,
 * shortened) and cover for link previews, a schema.org Book in European Portuguese with an out-of-stock
 * offer, and the breadcrumb Home → the book.
 */
export const StructuredData: Story = {
  render: () => page('/book/8'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Regulação Sensorial na Sala de Aula' })).toBeVisible();
    const description = headMeta('description') ?? '';
    await expect(description.startsWith('Estratégias simples para professores')).toBe(true);
    await expect(description.length).toBeLessThanOrEqual(160);
    await expect(description.endsWith('…')).toBe(true);
    await expect(headMeta('og:type')).toBe('book');
    await expect(headMeta('og:image')).toBe(absoluteUrl('/images/books/book-8.webp'));

    const url = canonicalUrl('/book/8', 'pt');
    const book = await jsonLdOfType(canvasElement, 'Book');
    await expect(book).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Regulação Sensorial na Sala de Aula',
      url,
      image: absoluteUrl('/images/books/book-8.webp'),
      inLanguage: 'pt-PT',
      bookFormat: 'https://schema.org/EBook',
      author: { '@type': 'Person', name: 'Rui Capelo Nogueira' },
      offers: { '@type': 'Offer', price: '6.99', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock', url },
    });
    const breadcrumb = await jsonLdOfType(canvasElement, 'BreadcrumbList');
    await expect(breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Início', item: canonicalUrl('/', 'pt') },
      { '@type': 'ListItem', position: 2, name: 'Regulação Sensorial na Sala de Aula', item: url },
    ]);
  },
};

/** Book 2 has two authors, each a Person. */
export const StructuredDataTwoAuthors: Story = {
  render: () => page('/book/2'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Brincar para Crescer' });
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
  render: () => page('/book/abc'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Livro não encontrado' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Voltar aos livros/ })).toHaveAttribute('href', '/#livros');
    await expect(jsonLdBlocks(canvasElement)).toEqual([]);
  },
};

/** Logged out, wishlist: the info toast, then /login (the book is remembered). */
export const LoggedOutWishlistGate: Story = {
  render: () => page('/book/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar à lista de desejos' }));
    await expect(await canvas.findByText('Por favor, faça login para adicionar à lista de desejos')).toBeVisible();
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/login');
    await expect(canvas.getByTestId('login-from')).toHaveTextContent('/book/1');
  },
};

/** Logged out, cart: the info toast, then /login. */
export const LoggedOutCartGate: Story = {
  render: () => page('/book/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar ao carrinho' }));
    await expect(await canvas.findByText('Por favor, faça login para adicionar ao carrinho')).toBeVisible();
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/login');
  },
};

/** Logged out, buy: the info toast, then /login. */
export const LoggedOutBuyGate: Story = {
  render: () => page('/book/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Comprar agora' }));
    await expect(await canvas.findByText('Por favor, faça login para finalizar a compra')).toBeVisible();
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/login');
  },
};

/** Logged in: after adding, the cart button reads 'Adicionado ao carrinho' and is disabled; success toast. */
export const AddedToCartDisablesButton: Story = {
  beforeEach: () => logIn(),
  render: () => page('/book/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar ao carrinho' }));
    await expect(await canvas.findByRole('button', { name: 'Adicionado ao carrinho' })).toBeDisabled();
    await expect(await canvas.findByText('"Integração Sensorial no Dia a Dia" foi adicionado ao carrinho')).toBeVisible();
    await expect(canvas.queryByTestId('location-probe')).toBeNull();
  },
};

/** Logged in: the wishlist toggles with a success toast each way; the toast can be closed. */
export const LoggedInWishlistToggle: Story = {
  beforeEach: () => logIn(),
  render: () => page('/book/5'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar à lista de desejos' }));
    await expect(await canvas.findByRole('button', { name: 'Remover da lista de desejos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const added = await canvas.findByText('"Rotinas Sensoriais" foi adicionado à lista de desejos');
    await expect(added).toBeVisible();
    await expect(added.closest('[aria-live="polite"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar notificação' }));
    await waitFor(() => expect(canvas.queryByText('"Rotinas Sensoriais" foi adicionado à lista de desejos')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Remover da lista de desejos' }));
    await expect(await canvas.findByText('"Rotinas Sensoriais" foi removido da lista de desejos')).toBeVisible();
  },
};

/** A printed book's sample chapter is fetched for real; the toast confirms it. */
export const SampleDownload: Story = {
  render: () => page('/book/2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Descarregar amostra/ }));
    await expect(
      await canvas.findByText('Download de "amostra de Brincar para Crescer" iniciado', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The page in English: 'Limited stock'; the book's structured data keeps its own language (European Portuguese). */
export const English: Story = {
  globals: { locale: 'en' },
  render: () => page('/book/2'),
  play: async ({ canvasElement }) => {
    await expect(await availability(canvasElement)).toHaveTextContent('Limited stock');
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Book details' })).toBeVisible();
    const book = await jsonLdOfType(canvasElement, 'Book');
    await expect(book).toMatchObject({ name: 'Play to Grow', inLanguage: 'pt-PT', url: canonicalUrl('/book/2', 'en') });
  },
};

/** The last book in English (book 8): its heading from the English catalogue. */
export const EnglishLastBook: Story = {
  globals: { locale: 'en' },
  render: () => page('/book/8'),
  play: ({ canvasElement }) => expectEnglishHeading(canvasElement, 'catalog.books.8.title'),
};
