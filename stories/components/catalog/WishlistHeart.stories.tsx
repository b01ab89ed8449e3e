import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WishlistHeart } from '@/components/catalog/WishlistHeart';
import { tk } from '../../support/translatedArgs';
import { t } from '../../support/t';

const meta = {
  title: 'Components/Catalog/WishlistHeart',
  tags: ['status:stable'],
  component: WishlistHeart,
  args: { title: tk('catalog.books.2.title'), pressed: false, onToggle: fn() },
} satisfies Meta<typeof WishlistHeart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Not in the wishlist: outlined heart, aria-pressed false, labelled with the book title. */
export const NotSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: t('books.wishlist', { title: t('catalog.books.2.title') }),
    });
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
