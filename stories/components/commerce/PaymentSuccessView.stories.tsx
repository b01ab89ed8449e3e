import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentSuccessView } from '@/components/commerce';
import { href, t } from '../../support/t';

const meta = {
  title: 'Components/Commerce/PaymentSuccessView',
  tags: ['status:stable'],
  component: PaymentSuccessView,
  parameters: { layout: 'fullscreen' },
  args: { orderNumber: 482913, date: '21/11/2026' },
  argTypes: { orderNumber: { control: { type: 'number', min: 100000, max: 999999 } }, date: { control: 'text' } },
} satisfies Meta<typeof PaymentSuccessView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Paid: Story = {
  tags: ['state:success'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('order-number')).toHaveTextContent('#482913');
    await expect(canvas.getByTestId('order-date')).toHaveTextContent('21/11/2026');
    await expect(canvas.getByText(t('paymentSuccess.creditCard'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('paymentSuccess.keepShopping') })).toHaveAttribute('href', href('/'));
  },
};
