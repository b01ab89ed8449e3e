import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Component as PaymentCancelledPage } from '@/pages/payment/PaymentCancelledPage';
import { PageHarness } from '../../support/PageHarness';
import { paymentCancelledMachine } from '@machines/commerce';
import { book1, clearCommerceStorage, course2, logIn, seedCart, seedLastProduct } from './commerceSupport';
import { COMMERCE } from '@machines/shared';
import { advanceClock, resetStoryClock, withStoryClock } from '../../support/storyClock';
import { href, language, t } from '../../support/t';

/**
 * Payment cancelled (machines/commerce/paymentCancelled.machine.ts): the session-expired alert when neither cart nor last
 * product exists; otherwise a retry that rebuilds the items exactly as product §7 says and posts a checkout.
 * The retry's answer is captured here and answered without checkout_url, so the story stays on the page.
 * The 300000 ms removal: Cart Purged After Five Minutes (simulated time), and machines/commerce/paymentCancelled.machine.test.ts.
 */
let lastBody: unknown = null;
const capture = http.post('*/payment/', async ({ request }) => {
  lastBody = await request.json();
  return HttpResponse.json({});
});

const meta = {
  title: 'Flows/Checkout/4 · Payment cancelled',
  component: PaymentCancelledPage,
  parameters: {
    router: false,
    layout: 'fullscreen',
    msw: { handlers: { payment: [capture] } },
    machine: paymentCancelledMachine,
    statesWithoutStory: { checking: 'transient: always-transition to active or expired on arrival' },
  },
  render: () => <PageHarness path="/payment-cancelled" url="/payment-cancelled" Component={PaymentCancelledPage} />,
  beforeEach: () => {
    clearCommerceStorage();
    logIn();
    lastBody = null;
  },
} satisfies Meta<typeof PaymentCancelledPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SessionExpired: Story = {
  tags: ['state:error'],
  parameters: { machineState: 'expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('paymentCancelled.sessionExpired'));
    await expect(canvas.queryByRole('button', { name: t('paymentCancelled.retry') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('paymentCancelled.home') })).toHaveAttribute('href', href('/'));
  },
};

/** Retry from the stored cart: type, id, title (the one stored with the line), price as a number in cents, quantity. */
export const WithCartRetry: Story = {
  name: 'Try again with the saved cart',
  parameters: { machineState: 'active' },
  beforeEach: () => seedCart([{ ...book1, quantity: 2 }, course2]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: t('paymentCancelled.retry') }));
    await waitFor(() =>
      expect(lastBody).toEqual({
        cartItems: [
          { type: 'book', id: 1, title: book1.title, price: 1400, quantity: 2 },
          { type: 'course', id: 2, title: course2.title, price: 35000, quantity: 1 },
        ],
        language: language(),
      }),
    );
    await expect(canvas.getByRole('link', { name: t('paymentCancelled.backToCart') })).toHaveAttribute('href', href('/cart'));
  },
};

/** Retry from the last product: one item, quantity 1, price x 100, no type. */
export const WithLastProductRetry: Story = {
  name: 'Try again with the last product viewed',
  parameters: { machineState: 'active' },
  beforeEach: () => seedLastProduct({ courseId: 4, title: 'Curso 4', price: 350 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('paymentCancelled.retry') }));
    await waitFor(() =>
      expect(lastBody).toEqual({
        cartItems: [{ courseId: 4, title: 'Curso 4', price: 35000, quantity: 1 }],
        language: language(),
      }),
    );
    await expect(canvas.queryByRole('link', { name: t('paymentCancelled.backToCart') })).toBeNull();
  },
};

/** The reason is only logged (console.info). */
export const ReasonLogged: Story = {
  name: 'Cancelled with a reason: the reason is only logged',
  parameters: { machineState: 'active' },
  beforeEach: () => seedCart([book1]),
  play: async ({ canvasElement }) => {
    const info = spyOn(console, 'info');
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText(t('paymentCancelled.reasonLabel')), 'payment-issue');
    await expect(info).toHaveBeenCalledWith('[payment-cancelled] cancellation reason: payment-issue');
    await expect(canvas.getByText(t('paymentCancelled.reasonThanks'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('paymentCancelled.supportLink') })).toHaveAttribute('href', href('/contact'));
    info.mockRestore();
  },
};

/** The stored data ran out while the page was open: retry turns into the session-expired alert. */
export const SessionLostOnRetry: Story = {
  name: 'Saved cart ran out while open: Try again says the session expired',
  tags: ['state:error'],
  parameters: { machineState: 'expired' },
  beforeEach: () => seedCart([book1]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: t('paymentCancelled.retry') });
    localStorage.removeItem('cart');
    await userEvent.click(retry);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('paymentCancelled.sessionExpired'));
    await expect(lastBody).toBeNull();
  },
};

/**
 * active -> expired by time: 5 minutes after arriving with a stored cart, the cart and last product are
 * removed and the retry gives way to the session-expired alert (simulated time: the play function moves
 * the clock to 1 ms before, then to the moment).
 */
export const CartPurgedAfterFiveMinutes: Story = {
  tags: ['state:error'],
  parameters: { machineState: 'expired' },
  decorators: [withStoryClock],
  beforeEach: () => {
    resetStoryClock();
    seedCart([book1]);
    seedLastProduct({ courseId: 4, title: 'Curso 4', price: 350 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('paymentCancelled.retry') })).toBeVisible();
    advanceClock(COMMERCE.snapshotTtlMs - 1);
    await expect(localStorage.getItem('cart')).not.toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    advanceClock(1);
    await expect(localStorage.getItem('cart')).toBeNull();
    await expect(localStorage.getItem('lastCheckedProduct')).toBeNull();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('paymentCancelled.sessionExpired'));
    await expect(canvas.queryByRole('button', { name: t('paymentCancelled.retry') })).toBeNull();
  },
};
