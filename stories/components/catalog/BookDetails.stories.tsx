import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '@/components/ui';
import { BookDetails } from '@/components/catalog/BookDetails';
import { books } from '@/data/books';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

const meta = {
  title: 'Components/Catalog/BookDetails',
  tags: ['status:stable'],
  component: BookDetails,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Autismo e Processamento Sensorial',
    subtitle: 'Estratégias para casa e para a escola',
    byline: 'de Teresa Valadares',
    cover: { ...books[2]!.image, alt: 'Capa do livro Autismo e Processamento Sensorial' },
    back: { to: '/#livros', label: 'Livros' },
    pills: [
      { label: 'Livro impresso', tone: 'neutral' },
      { label: 'Mais vendido', tone: 'accent' },
    ],
    discountLabel: '-36%',
    rating: 4.9,
    ratingText: '4,9',
    ratingLabel: '4,9 de 5 estrelas',
    reviewsLabel: '213 avaliações',
    price: 16,
    originalPrice: 24.99,
    saveLabel: 'Poupa 36%',
    availability: { label: tk('availability.inStock'), tone: 'success', prefix: 'Disponibilidade:' },
    actions: (
      <>
        <Button size="lg">Comprar agora</Button>
        <Button size="lg" variant="secondary">
          Adicionar ao carrinho
        </Button>
      </>
    ),
    descriptionTitle: 'Sobre o livro',
    description: 'Uma obra de referência sobre as diferenças sensoriais na perturbação do espetro do autismo.',
    tagsTitle: 'Temas',
    tags: ['Autismo', 'Famílias'],
    detailsTitle: 'Detalhes do livro',
    details: [
      { label: 'Editora', value: 'Edições Oficina do Brincar' },
      { label: 'ISBN', value: '978-989-8812-03-2' },
    ],
  },
} satisfies Meta<typeof BookDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Discounted, in stock: sale price, struck original, discount badge, rating. */
export const Discounted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('book-price')).toHaveTextContent('16,00 €');
    await expect(canvas.getByText('-36%')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '4,9 de 5 estrelas' })).toBeVisible();
    await expect(canvas.getByTestId('availability')).toHaveTextContent(t('availability.inStock'));
    await expect(within(canvas.getByRole('list', { name: 'Temas' })).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Sold out: disabled buttons and a note (the page decides; the component shows them). */
export const SoldOut: Story = {
  args: {
    discountLabel: undefined,
    originalPrice: undefined,
    saveLabel: undefined,
    availability: { label: tk('availability.outOfStock'), tone: 'danger', prefix: 'Disponibilidade:' },
    actions: (
      <>
        <Button size="lg" disabled>
          Comprar agora
        </Button>
        <Button size="lg" variant="secondary" disabled>
          Adicionar ao carrinho
        </Button>
      </>
    ),
    note: 'Este livro está esgotado de momento.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('availability')).toHaveTextContent(t('availability.outOfStock'));
    await expect(canvas.getByRole('button', { name: 'Comprar agora' })).toBeDisabled();
    await expect(canvas.getByText('Este livro está esgotado de momento.')).toBeVisible();
  },
};

/** Limited stock with the copies left. */
export const LimitedStock: Story = {
  args: {
    availability: { label: 'Stock Limitado', tone: 'warning', prefix: 'Disponibilidade:' },
    stockNote: 'Restam 4 exemplares',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Restam 4 exemplares')).toBeVisible();
  },
};
