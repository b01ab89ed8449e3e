import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailFacts } from '@/components/catalog/DetailFacts';

const meta = {
  title: 'Components/Catalog/DetailFacts',
  tags: ['status:stable'],
  component: DetailFacts,
  args: {
    facts: [
      { label: 'Formação', value: 'Helena Marques', icon: 'user' },
      { label: 'Local', value: 'Portugal, Faro', icon: 'mapPin' },
      { label: 'Data', value: 'Em breve', icon: 'calendar' },
      { label: 'Duração', value: '24 horas', icon: 'clock' },
    ],
    columns: 1,
  },
  argTypes: { columns: { control: 'inline-radio', options: [1, 2] } },
} satisfies Meta<typeof DetailFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A description list: each label is a term with its value. */
export const WithIcons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(4);
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('Portugal, Faro');
  },
};

/** Two columns from 768 px, without icons (book details). */
export const TwoColumns: Story = {
  args: {
    columns: 2,
    facts: [
      { label: 'Páginas', value: '168' },
      { label: 'ISBN', value: '978-989-8812-01-8' },
      { label: 'Formato', value: 'Livro impresso, capa mole' },
      { label: 'Peso', value: '320 g' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('978-989-8812-01-8')).toBeVisible();
  },
};
