import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MockCheckoutView } from '@/components/commerce/MockCheckoutView';
import { tk } from '../../support/translatedArgs';
import { href, startsWith, t } from '../../support/t';

const meta = {
  title: 'Components/Commerce/MockCheckoutView',
  tags: ['status:stable'],
  component: MockCheckoutView,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    merchantName: 'Helena Marques',
    totalCents: 39890,
    lines: [
      { key: 'b1', title: tk('catalog.books.1.title'), quantity: 2, priceCents: 1400 },
      { key: 'c2', title: tk('catalog.courses.2.title'), quantity: 1, priceCents: 35000 },
      { key: 'b2', title: tk('catalog.books.2.title'), quantity: 1, priceCents: 1490 },
    ],
    onPay: fn(),
    onCancel: fn(),
  },
  argTypes: {
    state: { control: 'select', options: ['loading', 'ready', 'paying', 'cancelling', 'notFound', 'paid', 'cancelled', 'error'] },
  },
} satisfies Meta<typeof MockCheckoutView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = { tags: ['state:loading'], args: { state: 'loading' } };

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('mock-checkout-total')).toHaveTextContent('398,90 €');
    await userEvent.click(canvas.getByRole('button', { name: startsWith('mockCheckout.pay', { amount: '398,90' }) }));
    await expect(args.onPay).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('mockCheckout.cancel') }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Paying: Story = { tags: ['state:loading'], args: { state: 'paying' } };

export const Cancelling: Story = { tags: ['state:loading'], args: { state: 'cancelling' } };

export const Error: Story = { tags: ['state:error'], args: { state: 'error' } };

export const AlreadyPaid: Story = { tags: ['state:success'], args: { state: 'paid' } };

export const AlreadyCancelled: Story = { args: { state: 'cancelled' } };

export const NotFound: Story = {
  tags: ['state:error'],
  args: { state: 'notFound', lines: [], totalCents: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: t('mockCheckout.home') })).toHaveAttribute('href', href('/'));
  },
};
