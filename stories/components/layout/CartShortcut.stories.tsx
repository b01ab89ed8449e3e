import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartShortcut } from '@/components/layout';
import { href, t } from '../../support/t';

const meta = {
  title: 'Components/Layout/CartShortcut',
  tags: ['status:stable'],
  component: CartShortcut,
  args: { count: 0, variant: 'icon' },
  argTypes: { count: { control: { type: 'number', min: 0 } }, variant: { control: 'inline-radio', options: ['icon', 'row'] } },
} satisfies Meta<typeof CartShortcut>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Empty cart: no badge. */
export const Empty: Story = {
  tags: ['state:empty'],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: t('nav.cartCount', { count: 0 }) });
    await expect(link).toHaveAttribute('href', href('/cart'));
    await expect(within(canvasElement).queryByTestId('cart-count')).toBeNull();
  },
};

export const WithCount: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: t('nav.cartCount', { count: 1 }) })).toBeVisible();
    await expect(within(canvasElement).getByTestId('cart-count')).toHaveTextContent('1');
  },
};

/** Large counts are capped at 99+ in the badge (the accessible name has the real number). */
export const Many: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: t('nav.cartCount', { count: 120 }) })).toBeVisible();
    await expect(within(canvasElement).getByTestId('cart-count')).toHaveTextContent('99+');
  },
};

/** The row used in the mobile menu. */
export const Row: Story = {
  args: { count: 3, variant: 'row' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: t('nav.cartCount', { count: 3 }) });
    await expect(link).toHaveTextContent(`${t('nav.cart')}3`);
  },
};
