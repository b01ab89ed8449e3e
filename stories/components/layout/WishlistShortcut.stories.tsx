import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WishlistShortcut } from '@/components/layout';
import { href, t } from '../../support/t';

const meta = {
  title: 'Components/Layout/WishlistShortcut',
  tags: ['status:stable'],
  component: WishlistShortcut,
  args: { count: 0, variant: 'icon' },
  argTypes: { count: { control: { type: 'number', min: 0 } }, variant: { control: 'inline-radio', options: ['icon', 'row'] } },
} satisfies Meta<typeof WishlistShortcut>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  tags: ['state:empty'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: t('nav.wishlistCount', { count: 0 }) })).toHaveAttribute(
      'href',
      href('/wishlist'),
    );
    await expect(within(canvasElement).queryByTestId('heart-count')).toBeNull();
  },
};

export const WithCount: Story = {
  args: { count: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: t('nav.wishlistCount', { count: 4 }) })).toBeVisible();
    await expect(within(canvasElement).getByTestId('heart-count')).toHaveTextContent('4');
  },
};

export const Row: Story = {
  args: { count: 1, variant: 'row' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: t('nav.wishlistCount', { count: 1 }) })).toHaveTextContent(
      `${t('nav.wishlist')}1`,
    );
  },
};
