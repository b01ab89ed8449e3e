import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Component as PaymentSuccessPage } from '@/pages/payment/PaymentSuccessPage';
import { formatDatePtBr } from '@/lib/format';
import { PageHarness } from '../../support/PageHarness';
import { book1, clearCommerceStorage, logIn, seedCart, seedLastProduct } from './commerceSupport';
import { href, t } from '../../support/t';

/**
 * Payment success: order number (display only, drawn once per checkout return and kept for the tab session),
 * today's date (pt-BR), credit card, next steps; the cart is cleared; the confetti canvas is hidden from assistive technology.
 */
const meta = {
  title: 'Flows/Checkout/4 · Payment succeeded',
  component: PaymentSuccessPage,
  // Every story here shows the paid page.
  tags: ['state:success'],
  parameters: { router: false, layout: 'fullscreen' },
  render: () => <PageHarness path="/payment-success" url="/payment-success?session_id=cs-1" Component={PaymentSuccessPage} />,
  beforeEach: () => {
    sessionStorage.removeItem('orderNumber');
    clearCommerceStorage();
    logIn();
    seedCart([book1]);
    seedLastProduct({ bookId: 3, title: 'Autismo e Processamento Sensorial', price: 16 });
  },
} satisfies Meta<typeof PaymentSuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  tags: ['state:success'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('paymentSuccess.title') })).toBeVisible();
    // Decoration: drawn on its own canvas over the page, aria-hidden.
    const confetti = await waitFor(() => {
      const found = document.querySelector('body > canvas');
      if (!found) throw new Error('no confetti canvas yet');
      return found;
    });
    await expect(confetti).toHaveAttribute('aria-hidden', 'true');
    const order = Number(canvas.getByTestId('order-number').textContent?.replace('#', ''));
    await expect(order).toBeGreaterThanOrEqual(100000);
    await expect(order).toBeLessThanOrEqual(999999);
    // Kept for this tab, tied to this checkout return, so a reload shows the same number.
    await expect(JSON.parse(sessionStorage.getItem('orderNumber') ?? 'null')).toEqual({ checkoutId: 'cs-1', number: order });
    await expect(canvas.getByTestId('order-date')).toHaveTextContent(formatDatePtBr(new Date()));
    await expect(canvas.getByText(t('paymentSuccess.creditCard'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('paymentSuccess.supportLink') })).toHaveAttribute('href', href('/contact'));
    await expect(canvas.getByRole('link', { name: t('paymentSuccess.keepShopping') })).toHaveAttribute('href', href('/'));
    await waitFor(() => expect(localStorage.getItem('cart')).toBeNull());
    await expect(localStorage.getItem('lastCheckedProduct')).toBeNull();
  },
};

/** A reload of the same checkout return (same session_id): the number kept for this tab, not a new one. */
export const Reloaded: Story = {
  name: 'Page reloaded: the same order number',
  beforeEach: () => {
    sessionStorage.setItem('orderNumber', JSON.stringify({ checkoutId: 'cs-1', number: 246810 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('order-number')).toHaveTextContent(/^#?246810$/);
  },
};

/** Another checkout return in the same tab (a different session_id) gets its own number. */
export const NextCheckout: Story = {
  name: 'Another payment in the same tab: a new order number',
  beforeEach: () => {
    sessionStorage.setItem('orderNumber', JSON.stringify({ checkoutId: 'cs-0', number: 246810 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = Number((await canvas.findByTestId('order-number')).textContent?.replace('#', ''));
    await expect(shown).not.toBe(246810);
    await expect(JSON.parse(sessionStorage.getItem('orderNumber') ?? 'null')).toEqual({ checkoutId: 'cs-1', number: shown });
  },
};

/** A corrupt saved value counts as absent: a fresh number in range replaces it. */
export const CorruptSaved: Story = {
  name: 'Unreadable saved order number: a new one is shown',
  beforeEach: () => {
    sessionStorage.setItem('orderNumber', '{not json');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = Number((await canvas.findByTestId('order-number')).textContent?.replace('#', ''));
    await expect(shown).toBeGreaterThanOrEqual(100000);
    await expect(shown).toBeLessThanOrEqual(999999);
  },
};

/** The page in English: Paid's checks, in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: Paid.play,
};
