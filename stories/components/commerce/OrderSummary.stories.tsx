import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderSummary } from '@/components/commerce';
import { t } from '../../support/t';
import { totalsBelow, totalsFree } from './fixtures';

const meta = {
  title: 'Components/Commerce/OrderSummary',
  tags: ['status:stable'],
  component: OrderSummary,
  args: { totals: totalsBelow, status: 'idle', isLoggedIn: true, onCheckout: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'creating', 'redirecting', 'failed'] },
    isLoggedIn: { control: 'boolean' },
    totals: { control: 'object' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithShipping: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('cart-shipping')).toHaveTextContent('3,99 €');
    await expect(canvas.getByTestId('cart-total')).toHaveTextContent('32,89 €');
    await userEvent.click(canvas.getByRole('button', { name: t('cart.checkout') }));
    await expect(args.onCheckout).toHaveBeenCalled();
  },
};

export const FreeShipping: Story = {
  args: { totals: totalsFree },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('cart-shipping')).toHaveTextContent(t('cart.summary.free'));
  },
};

export const LoggedOut: Story = { args: { isLoggedIn: false } };

export const Creating: Story = {
  tags: ['state:loading'],
  args: { status: 'creating' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('cart.checkout') })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText(t('checkout.creating'))).toBeVisible();
  },
};

export const Redirecting: Story = {
  args: { status: 'redirecting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('checkout.redirecting'))).toBeVisible();
  },
};

/** Failure is logged only: the summary looks like idle and the button works. */
export const Failed: Story = {
  tags: ['state:error'],
  args: { status: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('cart.checkout') })).toBeEnabled();
  },
};
