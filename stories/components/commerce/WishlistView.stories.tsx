import type { ProductType } from '@machines/commerce';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { WishlistView } from '@/components/commerce';
import { tk } from '../../support/translatedArgs';
import { href, t } from '../../support/t';
import { wishBook1, wishCourse2, wishCourse5, wishEbook6, wishSoldOut } from './fixtures';

/** A fixture with its catalogue title as a translation key: the pages show titles in the visitor's language. */
const titled = <Item extends { type: ProductType; id: number }>(item: Item): Item => ({
  ...item,
  title: tk(`catalog.${item.type}s.${item.id}.title`),
});

const meta = {
  title: 'Components/Commerce/WishlistView',
  tags: ['status:stable'],
  component: WishlistView,
  parameters: { layout: 'fullscreen' },
  args: {
    books: [wishBook1, wishEbook6, wishSoldOut].map(titled),
    courses: [wishCourse2, wishCourse5].map(titled),
    onAddToCart: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof WishlistView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithBooksAndCourses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: t('wishlist.books') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: t('wishlist.courses') })).toBeVisible();
    await expect(canvas.getByText(t('wishlist.count', { count: 5 }))).toBeVisible();
  },
};

export const BooksOnly: Story = { args: { courses: [] } };

export const Empty: Story = {
  tags: ['state:empty'],
  args: { books: [], courses: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('wishlist.empty.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('wishlist.empty.action') })).toHaveAttribute('href', href('/'));
  },
};
