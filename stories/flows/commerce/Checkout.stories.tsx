import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Component as CartPage } from '@/pages/cart/CartPage';
import { PageHarness } from '../../support/PageHarness';
import { fault } from '../../../mocks/scenarios';
import { animationsDone, book1, clearCommerceStorage, course2, euros, logIn, seedCart, shownTitle } from './commerceSupport';
import { checkoutMachine } from '@machines/commerce';
import { language, t } from '../../support/t';

/**
 * The checkout machine (machines/commerce/checkout.machine.ts) driven from the cart page. A successful checkout leaves
 * the page (window.location.assign), so the stories stop before it: creating, a refused checkout_url
 * and a failed call. Failures are only logged (console.warn), with no message for the user, and the
 * button is usable again. The redirecting state is shown by Components/Commerce/OrderSummary.
 */
const meta = {
  title: 'Flows/Checkout/2 · Checkout button',
  component: CartPage,
  parameters: {
    router: false,
    layout: 'fullscreen',
    machine: checkoutMachine,
    statesWithoutStory: {
      idle: 'the cart page before "Finalizar compra" is pressed (the Flows/Checkout/1 · Cart stories); every story here presses it',
      redirecting: 'leaves the page (window.location.assign); shown by Components/Commerce/OrderSummary',
    },
  },
  render: () => <PageHarness path="/cart" url="/cart" Component={CartPage} />,
  beforeEach: () => {
    clearCommerceStorage();
    logIn();
    seedCart([book1, course2]);
  },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

let lastBody: unknown = null;
const capture = (response: Record<string, unknown>) =>
  http.post('*/payment/', async ({ request }) => {
    lastBody = await request.json();
    return HttpResponse.json(response);
  });

async function clickCheckout(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByTestId('cart-page');
  await animationsDone();
  const button = canvas.getByRole('button', { name: t('cart.checkout') });
  await userEvent.click(button);
  return button;
}

/** Waiting for the backend: the button is busy and a status says the payment is being prepared. */
export const Creating: Story = {
  name: 'Preparing the payment: button busy',
  tags: ['state:loading'],
  parameters: { machineState: 'creating', msw: { handlers: { payment: [fault('post', '/payment/', 'hang')] } } },
  play: async ({ canvasElement }) => {
    const button = await clickCheckout(canvasElement);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    // Busy, not disabled: it ignores further clicks and keeps keyboard focus.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await expect(within(canvasElement).getByText(t('checkout.creating'))).toBeVisible();
  },
};

/** A checkout_url on another host is refused and logged; the payload is the §7 one (cents, type, id, title, quantity, language). */
export const RedirectRefused: Story = {
  name: 'Payment link to another site: refused, nothing opens',
  tags: ['state:error'],
  parameters: {
    machineState: 'failed',
    msw: { handlers: { payment: [capture({ checkout_url: 'https://evil.example/pay' })] } },
  },
  play: async ({ canvasElement }) => {
    const warn = spyOn(console, 'warn');
    const button = await clickCheckout(canvasElement);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[checkout] checkout_url refused (not the payment host)', 'https://evil.example/pay'),
    );
    await waitFor(() => expect(button).toBeEnabled());
    await expect(lastBody).toEqual({
      cartItems: [
        { type: 'book', id: 1, title: shownTitle(book1), price: 1400, quantity: 1 },
        { type: 'course', id: 2, title: shownTitle(course2), price: 35000, quantity: 1 },
      ],
      language: language(),
    });
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    warn.mockRestore();
  },
};

/** A failed call (500) is only logged: no user message, the button works again. */
export const FailureLogged: Story = {
  name: 'Payment service error: nothing shown, the button works again',
  tags: ['state:error'],
  parameters: { machineState: 'failed', msw: { handlers: { payment: [fault('post', '/payment/', 'server')] } } },
  play: async ({ canvasElement }) => {
    const warn = spyOn(console, 'warn');
    const button = await clickCheckout(canvasElement);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[checkout] checkout creation failed', expect.anything()));
    await waitFor(() => expect(button).toBeEnabled());
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(within(canvasElement).getByTestId('cart-total')).toHaveTextContent(euros(36400));
    warn.mockRestore();
  },
};

/** A response without checkout_url is only logged. */
export const MissingUrlLogged: Story = {
  name: 'Payment service answers without a payment link: nothing shown',
  tags: ['state:error'],
  parameters: { machineState: 'failed', msw: { handlers: { payment: [capture({})] } } },
  play: async ({ canvasElement }) => {
    const warn = spyOn(console, 'warn');
    const button = await clickCheckout(canvasElement);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[checkout] no checkout_url in the response', {}));
    await waitFor(() => expect(button).toBeEnabled());
    warn.mockRestore();
  },
};
