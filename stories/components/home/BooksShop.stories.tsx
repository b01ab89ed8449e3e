import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BooksShop, type ShopBook } from '@/components/home/BooksShop';
import { books } from '@/data/books';
import { tk } from '../../support/translatedArgs';
import { startsWith, t } from '../../support/t';

/** A book's title in the toolbar's language (the home page passes `t('catalog.books.<id>.title')`). */
const titleOf = (id: number) => tk(`catalog.books.${id}.title`);

const all: ShopBook[] = books.map((book) =>
  book.category === 'ebook'
    ? {
        id: book.id,
        category: 'ebook',
        title: titleOf(book.id),
        author: book.author,
        cover: book.image,
        downloadHref: `/pdfs/${book.downloadUrl}.pdf`,
      }
    : {
        id: book.id,
        category: 'impresso',
        title: titleOf(book.id),
        author: book.author,
        cover: book.image,
        price: book.price,
        originalPrice: book.originalPrice,
        discount: book.discount,
        href: `/book/${book.id}`,
      },
);
const printed = all.filter((b) => b.category === 'impresso');
const ebooks = all.filter((b) => b.category === 'ebook');

const meta = {
  title: 'Components/Home/BooksShop',
  tags: ['status:stable'],
  component: BooksShop,
  args: {
    id: 'livros',
    searchValue: '',
    onSearchChange: fn(),
    tab: 'impresso',
    onTabChange: fn(),
    books: printed,
    isWishlisted: (id: number) => id === 3,
    onToggleWishlist: fn(),
    onClearFilters: fn(),
  },
  argTypes: { tab: { control: 'inline-radio', options: ['all', 'ebook', 'impresso'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BooksShop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Default: printed books selected in a proper tablist; the count is announced; hearts reflect the wishlist. */
export const PrintedBooks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: t('home.books.title') })).toHaveAttribute('id', 'livros');
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      t('books.tabs.all'),
      t('books.tabs.ebook'),
      t('books.tabs.impresso'),
    ]);
    await expect(canvas.getByRole('tab', { name: t('books.tabs.impresso') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(t('books.tabs.impresso'));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('books.results', { count: 4 }));
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(
      canvas.getByRole('button', { name: t('books.wishlist', { title: t('catalog.books.3.title') }) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t('books.wishlist', { title: t('catalog.books.2.title') }) }));
    await expect(args.onToggleWishlist).toHaveBeenCalledWith(2, t('catalog.books.2.title'));
    // Arrow keys move between tabs (automatic activation).
    canvas.getByRole('tab', { name: t('books.tabs.impresso') }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('ebook');
    await userEvent.keyboard('{End}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('impresso');
    await userEvent.type(canvas.getByRole('searchbox', { name: t('books.searchLabel') }), 'a');
    await expect(args.onSearchChange).toHaveBeenCalledWith('a');
  },
};

export const AllBooks: Story = {
  args: { tab: 'all', books: all },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: t('books.tabs.all') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
  },
};

export const Ebooks: Story = {
  args: { tab: 'ebook', books: ebooks },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: t('books.tabs.ebook') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('link', { name: startsWith('books.download') })).toHaveLength(4);
    await expect(canvas.queryByText(/€/)).toBeNull();
  },
};

/** Nothing matches: the no_books_find message and a clear-filters button. */
export const NoResults: Story = {
  tags: ['state:empty'],
  args: { searchValue: 'xyz', books: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('no_books_find') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('no_books_find'));
    await userEvent.click(canvas.getByRole('button', { name: t('books.clearFilters') }));
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
  },
};
