import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Component as PaymentSuccessPage } from '@/pages/payment/PaymentSuccessPage';
import { formatDatePtBr } from '@/lib/format';
import { PageHarness } from '../support/PageHarness';
import { book1, clearCommerceStorage, logIn, seedCart, seedLastProduct } from './commerceSupport';

/** Payment success: order number (display only), today's date (pt-BR), credit card, next steps; the cart is cleared. */
const meta = {
  title: 'Flows/PaymentSuccess',
  component: PaymentSuccessPage,
  parameters: { router: false, layout: 'fullscreen' },
  render: () => <PageHarness path="/payment-success" url="/payment-success?session_id=cs-1" Component={PaymentSuccessPage} />,
  beforeEach: () => {
    clearCommerceStorage();
    logIn();
    seedCart([book1]);
    seedLastProduct({ bookId: 3, title: 'Autismo e Processamento Sensorial', price: 16 });
  },
} satisfies Meta<typeof PaymentSuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pagamento concluído!' })).toBeVisible();
    const order = Number(canvas.getByTestId('order-number').textContent?.replace('#', ''));
    await expect(order).toBeGreaterThanOrEqual(100000);
    await expect(order).toBeLessThanOrEqual(999999);
    await expect(canvas.getByTestId('order-date')).toHaveTextContent(formatDatePtBr(new Date()));
    await expect(canvas.getByText('Cartão de crédito')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contactar o apoio' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'Continuar a comprar' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(localStorage.getItem('cart')).toBeNull());
    await expect(localStorage.getItem('lastCheckedProduct')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment complete!' })).toBeVisible();
    await expect(canvas.getByText('Credit card')).toBeVisible();
  },
};
