import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BooksShop, type ShopBook } from '@/components/home/BooksShop';
import { books } from '@/data/books';

const titles: Record<number, string> = {
  1: 'Integração Sensorial no Dia a Dia',
  2: 'Brincar para Crescer',
  3: 'Autismo e Processamento Sensorial',
  4: 'Caderno de Avaliação em Terapia Ocupacional Pediátrica',
  5: 'Rotinas Sensoriais',
  6: 'Motricidade Fina em Idade Pré-Escolar',
  7: 'Autonomia nas Atividades de Vida Diária',
  8: 'Regulação Sensorial na Sala de Aula',
};

const all: ShopBook[] = books.map((book) =>
  book.category === 'ebook'
    ? {
        id: book.id,
        category: 'ebook',
        title: titles[book.id]!,
        author: book.author,
        cover: book.image,
        downloadHref: `/pdfs/${book.downloadUrl}.pdf`,
      }
    : {
        id: book.id,
        category: 'impresso',
        title: titles[book.id]!,
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
    await expect(canvas.getByRole('region', { name: /Leituras para a clínica/ })).toHaveAttribute('id', 'livros');
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Todos', 'eBooks', 'Livros']);
    await expect(canvas.getByRole('tab', { name: 'Livros' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Livros');
    await expect(canvas.getByRole('status')).toHaveTextContent('4 livros encontrados');
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: /Autismo e Processamento Sensorial/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Brincar para Crescer/ }));
    await expect(args.onToggleWishlist).toHaveBeenCalledWith(2, 'Brincar para Crescer');
    // Arrow keys move between tabs (automatic activation).
    canvas.getByRole('tab', { name: 'Livros' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('ebook');
    await userEvent.keyboard('{End}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('impresso');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pesquisar livros por título' }), 'a');
    await expect(args.onSearchChange).toHaveBeenCalledWith('a');
  },
};

export const AllBooks: Story = {
  args: { tab: 'all', books: all },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
  },
};

export const Ebooks: Story = {
  args: { tab: 'ebook', books: ebooks },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'eBooks' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('link', { name: /Descarregar PDF/ })).toHaveLength(4);
    await expect(canvas.queryByText(/€/)).toBeNull();
  },
};

/** Nothing matches: the no_books_find message and a clear-filters button. */
export const NoResults: Story = {
  args: { searchValue: 'xyz', books: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nenhum livro encontrado com esta pesquisa.' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Nenhum livro encontrado com esta pesquisa.');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { tab: 'all', books: all } };
