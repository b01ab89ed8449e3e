import type { ProductType } from '@machines/commerce';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WishlistItemCard } from '@/components/commerce';
import { expectImagesUncropped } from '../../support/images';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';
import { wishBook1, wishCourse2, wishCourse5, wishEbook6, wishSoldOut } from './fixtures';

/** A fixture with its catalogue title as a translation key: the pages show titles in the visitor's language. */
const titled = <Item extends { type: ProductType; id: number }>(item: Item): Item => ({
  ...item,
  title: tk(`catalog.${item.type}s.${item.id}.title`),
});

const meta = {
  title: 'Components/Commerce/WishlistItemCard',
  tags: ['status:stable'],
  component: WishlistItemCard,
  args: { item: titled(wishBook1), onAddToCart: fn(), onRemove: fn() },
  argTypes: { item: { control: 'object' } },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof WishlistItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PrintedBook: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const title = t('catalog.books.1.title');
    await userEvent.click(canvas.getByRole('button', { name: t('wishlist.addToCartLabel', { title }) }));
    await expect(args.onAddToCart).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('wishlist.removeLabel', { title }) }));
    await expect(args.onRemove).toHaveBeenCalled();
    await expectImagesUncropped(canvasElement);
  },
};

/** A course's cover keeps its aspect ratio (the printed title is not cut). */
export const Course: Story = {
  args: { item: titled({ ...wishCourse2, inCart: false }) },
  play: async ({ canvasElement }) => {
    await expectImagesUncropped(canvasElement);
  },
};

export const Ebook: Story = { args: { item: titled(wishEbook6) } };

export const InCart: Story = {
  args: { item: titled(wishCourse2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('wishlist.inCart') })).toBeDisabled();
  },
};

export const SoldOut: Story = { args: { item: titled(wishSoldOut) } };

/** Course 5 has no price: no add-to-cart (no button mentions the cart). */
export const NoPrice: Story = {
  args: { item: titled(wishCourse5) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: new RegExp(t('cart.metaTitle'), 'i') })).toBeNull();
  },
};
