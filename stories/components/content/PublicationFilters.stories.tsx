import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublicationFilters } from '@/components/content/PublicationFilters';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

const meta = {
  title: 'Components/Content/PublicationFilters',
  tags: ['status:stable'],
  component: PublicationFilters,
  args: {
    query: '',
    filter: 'todos',
    filters: [
      { value: 'todos', label: tk('publications.filters.todos') },
      { value: 'artigo', label: tk('publications.filters.artigo') },
      { value: 'tese', label: tk('publications.filters.tese') },
    ],
    onQueryChange: fn(),
    onFilterChange: fn(),
    labels: {
      search: tk('publications.searchLabel'),
      searchPlaceholder: tk('publications.searchPlaceholder'),
      filter: tk('publications.filterLabel'),
    },
  },
  argTypes: { filter: { control: 'inline-radio', options: ['todos', 'artigo', 'tese'] } },
} satisfies Meta<typeof PublicationFilters<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Empty search, 'all' selected; typing and choosing a type call back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: t('publications.filters.todos') })).toBeChecked();
    await userEvent.type(canvas.getByRole('searchbox', { name: t('publications.searchLabel') }), 'a');
    await expect(args.onQueryChange).toHaveBeenCalledWith('a');
    await userEvent.click(canvas.getByRole('radio', { name: t('publications.filters.tese') }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('tese');
  },
};

/** A search and the theses filter applied. */
export const Filtered: Story = {
  args: { query: tk('catalog.books.8.tags.0'), filter: 'tese' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue(t('catalog.books.8.tags.0'));
    await expect(canvas.getByRole('radio', { name: t('publications.filters.tese') })).toBeChecked();
    await expect(canvas.getByRole('group', { name: t('publications.filterLabel') })).toBeVisible();
  },
};
