import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublicationFilters } from '@/components/content/PublicationFilters';

const meta = {
  title: 'Components/Content/PublicationFilters',
  tags: ['status:stable'],
  component: PublicationFilters,
  args: {
    query: '',
    filter: 'todos',
    filters: [
      { value: 'todos', label: 'Todos' },
      { value: 'artigo', label: 'Artigos' },
      { value: 'tese', label: 'Teses' },
    ],
    onQueryChange: fn(),
    onFilterChange: fn(),
    labels: {
      search: 'Pesquisar por título, descrição ou autor',
      searchPlaceholder: 'Ex.: autismo, sono, brincar',
      filter: 'Tipo de publicação',
    },
  },
  argTypes: { filter: { control: 'inline-radio', options: ['todos', 'artigo', 'tese'] } },
} satisfies Meta<typeof PublicationFilters<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Empty search, 'Todos' selected; typing and choosing a type call back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Todos' })).toBeChecked();
    await userEvent.type(canvas.getByRole('searchbox', { name: /Pesquisar/ }), 'a');
    await expect(args.onQueryChange).toHaveBeenCalledWith('a');
    await userEvent.click(canvas.getByRole('radio', { name: 'Teses' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('tese');
  },
};

/** A search and the theses filter applied. */
export const Filtered: Story = {
  args: { query: 'escola', filter: 'tese' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('escola');
    await expect(canvas.getByRole('radio', { name: 'Teses' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Tipo de publicação' })).toBeVisible();
  },
};
