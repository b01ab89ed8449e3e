import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { WishlistView } from '@/components/commerce';
import { wishBook1, wishCourse2, wishCourse5, wishEbook6, wishSoldOut } from './fixtures';

const meta = {
  title: 'Components/Commerce/WishlistView',
  component: WishlistView,
  parameters: { layout: 'fullscreen' },
  args: { books: [wishBook1, wishEbook6, wishSoldOut], courses: [wishCourse2, wishCourse5], onAddToCart: fn(), onRemove: fn() },
} satisfies Meta<typeof WishlistView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithBooksAndCourses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Livros' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Cursos' })).toBeVisible();
    await expect(canvas.getByText('5 itens guardados')).toBeVisible();
  },
};

export const BooksOnly: Story = { args: { courses: [] } };

export const Empty: Story = {
  args: { books: [], courses: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'A sua lista de desejos está vazia' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar à página inicial' })).toHaveAttribute('href', '/');
  },
};
