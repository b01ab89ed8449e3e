import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicationLinks } from '@/components/content/PublicationLinks';

const meta = {
  title: 'Components/Content/PublicationLinks',
  component: PublicationLinks,
  args: {
    items: [
      {
        id: 18,
        title: 'Autonomia no vestir',
        meta: 'Patrícia Moura Leal · fevereiro de 2025',
        to: '/artigos-teses?q=Autonomia+no+vestir',
      },
      {
        id: 14,
        title: 'Fidelidade da intervenção',
        meta: 'Filipa Guerreiro Matias · junho de 2023',
        to: '/artigos-teses?q=Fidelidade',
      },
    ],
  },
} satisfies Meta<typeof PublicationLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each title links to the articles and theses page searching for it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Autonomia no vestir' })).toHaveAttribute(
      'href',
      '/artigos-teses?q=Autonomia+no+vestir',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const WithoutMeta: Story = {
  args: { items: [{ id: 1, title: 'Processamento sensorial em crianças nascidas pré-termo', to: '/artigos-teses' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};
