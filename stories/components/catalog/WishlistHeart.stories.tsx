import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WishlistHeart } from '@/components/catalog/WishlistHeart';

const meta = {
  title: 'Components/Catalog/WishlistHeart',
  component: WishlistHeart,
  args: { title: 'Brincar para Crescer', pressed: false, onToggle: fn() },
} satisfies Meta<typeof WishlistHeart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Not in the wishlist: outlined heart, aria-pressed false, labelled with the book title. */
export const NotSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Guardar «Brincar para Crescer» na lista de desejos' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** In the wishlist: filled heart, aria-pressed true. */
export const Saved: Story = {
  args: { pressed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A toggle wired to local state: keyboard (Space) flips it. */
export const Toggling: Story = {
  render: (args) => {
    const [pressed, setPressed] = useState(false);
    return <WishlistHeart {...args} pressed={pressed} onToggle={() => setPressed((p) => !p)} />;
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    button.focus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Save “Brincar para Crescer” to your wishlist' }),
    ).toBeInTheDocument();
  },
};
