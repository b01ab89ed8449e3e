import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, ButtonLink, EmptyState, iconNames } from '@/components/ui';
import { T, tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';

const meta = {
  title: 'Components/UI/EmptyState',
  tags: ['status:stable'],
  component: EmptyState,
  args: {
    icon: 'heart',
    title: tk('wishlist.empty.title'),
    text: tk('wishlist.empty.text'),
    action: (
      <ButtonLink to="/">
        <T k="wishlist.empty.action" />
      </ButtonLink>
    ),
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
  tags: ['state:empty'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: t('wishlist.empty.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('wishlist.empty.action') })).toHaveAttribute('href', href('/'));
  },
};

export const EmptyCart: Story = {
  tags: ['state:empty'],
  args: { icon: 'cart', title: tk('cart.empty.title'), text: tk('cart.empty.text') },
};

export const NoResults: Story = {
  tags: ['state:empty'],
  args: {
    icon: 'search',
    title: tk('no_books_find'),
    text: undefined,
    action: (
      <Button variant="outline">
        <T k="books.clearFilters" />
      </Button>
    ),
    headingLevel: 'h3',
  },
};

export const WithoutAction: Story = {
  args: { action: undefined, icon: 'book', title: tk('publications.noResultsTitle'), text: tk('publications.noResultsText') },
};
