import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WishlistItemCard } from '@/components/commerce';
import { expectImagesUncropped } from '../../support/images';
import { wishBook1, wishCourse2, wishCourse5, wishEbook6, wishSoldOut } from './fixtures';

const meta = {
  title: 'Components/Commerce/WishlistItemCard',
  component: WishlistItemCard,
  args: { item: wishBook1, onAddToCart: fn(), onRemove: fn() },
  argTypes: { item: { control: 'object' } },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof WishlistItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PrintedBook: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar Integração Sensorial no Dia a Dia ao carrinho' }));
    await expect(args.onAddToCart).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover Integração Sensorial no Dia a Dia da lista de desejos' }));
    await expect(args.onRemove).toHaveBeenCalled();
    await expectImagesUncropped(canvasElement);
  },
};

/** A course's cover keeps its aspect ratio (the printed title is not cut). */
export const Course: Story = {
  args: { item: { ...wishCourse2, inCart: false } },
  play: async ({ canvasElement }) => {
    await expectImagesUncropped(canvasElement);
  },
};

export const Ebook: Story = { args: { item: wishEbook6 } };

export const InCart: Story = {
  args: { item: wishCourse2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'No carrinho' })).toBeDisabled();
  },
};

export const SoldOut: Story = { args: { item: wishSoldOut } };

/** Course 5 has no price: no add-to-cart. */
export const NoPrice: Story = {
  args: { item: wishCourse5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /carrinho/ })).toBeNull();
  },
};
