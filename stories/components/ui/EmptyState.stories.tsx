import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, ButtonLink, EmptyState, iconNames } from '@/components/ui';

const meta = {
  title: 'Components/UI/EmptyState',
  component: EmptyState,
  args: {
    icon: 'heart',
    title: 'A sua lista de desejos está vazia',
    text: 'Guarde aqui os cursos e livros de que gosta.',
    action: <ButtonLink to="/">Voltar à página inicial</ButtonLink>,
    headingLevel: 'h2',
  },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    title: { control: 'text' },
    text: { control: 'text' },
    action: { control: false },
    headingLevel: { control: 'inline-radio', options: ['h1', 'h2', 'h3', 'h4'] },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EmptyWishlist: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'A sua lista de desejos está vazia' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar à página inicial' })).toHaveAttribute('href', '/');
  },
};

export const EmptyCart: Story = {
  args: { icon: 'cart', title: 'O carrinho está vazio', text: 'Explore os livros e cursos disponíveis.' },
};

export const NoResults: Story = {
  args: {
    icon: 'search',
    title: 'Nenhum livro encontrado',
    text: undefined,
    action: <Button variant="outline">Limpar filtros</Button>,
    headingLevel: 'h3',
  },
};

export const WithoutAction: Story = {
  args: { action: undefined, icon: 'book', title: 'Sem publicações', text: 'Volte em breve.' },
};
