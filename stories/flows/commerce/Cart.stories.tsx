import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Component as CartPage } from '@/pages/cart/CartPage';
import { PageHarness } from '../../support/PageHarness';
import {
  animationsDone,
  book1,
  book2,
  book3,
  clearCommerceStorage,
  course2,
  euros,
  logIn,
  seedCart,
  shownTitle,
} from './commerceSupport';
import { cartMachine } from '@machines/commerce';
import { href, t } from '../../support/t';

/**
 * The cart page with the real cart store (machines/commerce/cart.machine.ts) and providers, seeded through localStorage.
 * States: empty, filled below / above the free-shipping threshold; quantity changes and removal.
 */
const meta = {
  title: 'Flows/Checkout/1 · Cart',
  component: CartPage,
  parameters: {
    router: false,
    layout: 'fullscreen',
    machine: cartMachine,
    statesWithoutStory: { checking: 'transient: always-transition to filled or empty' },
  },
  render: () => <PageHarness path="/cart" url="/cart" Component={CartPage} />,
  beforeEach: () => {
    clearCommerceStorage();
    logIn();
  },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const subtotal = (el: HTMLElement) => within(el).findByTestId('cart-subtotal');

/** The page fades in after 100 ms: wait for it before asserting visibility. */
async function ready(el: HTMLElement) {
  await within(el).findByTestId('cart-page');
  await animationsDone();
}

export const Empty: Story = {
  tags: ['state:empty'],
  parameters: { machineState: 'empty' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('cart.empty.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('cart.empty.action') })).toHaveAttribute('href', href('/'));
  },
};

export const WithItems: Story = {
  parameters: { machineState: 'filled' },
  beforeEach: () => seedCart([{ ...book1, quantity: 2 }, course2, book3]),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: shownTitle(book1) })).toHaveAttribute('href', href('/book/1'));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(t('cart.itemCount', { count: 4 }))).toBeVisible();
    await expect(await subtotal(canvasElement)).toHaveTextContent(euros(39400));
    await expect(canvas.getByRole('link', { name: t('cart.continue') })).toHaveAttribute('href', href('/'));
  },
};

/** €28,90: shipping €3,99; the notice says the rule and what is missing (free only ABOVE €50). */
export const BelowFreeShipping: Story = {
  parameters: { machineState: 'filled' },
  beforeEach: () => seedCart([book1, book2]),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(await subtotal(canvasElement)).toHaveTextContent(euros(2890));
    await expect(canvas.getByTestId('cart-shipping')).toHaveTextContent(euros(399));
    await expect(canvas.getByTestId('cart-total')).toHaveTextContent(euros(3289));
    await expect(canvas.getByTestId('free-shipping-notice')).toHaveTextContent(
      t('cart.freeShipping.missing', { threshold: euros(5000), amount: euros(2111) }),
    );
  },
};

/** Exactly €50,00 (14 + 2 × 18) still pays shipping: free only ABOVE €50. */
export const ExactlyAtThreshold: Story = {
  name: 'Exactly 50,00 €: shipping still charged',
  parameters: { machineState: 'filled' },
  beforeEach: () => seedCart([book1, { type: 'book', id: 4, title: 'Caderno', price: 18, quantity: 2 }]),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(await subtotal(canvasElement)).toHaveTextContent(euros(5000));
    await expect(canvas.getByTestId('cart-shipping')).toHaveTextContent(euros(399));
    await expect(canvas.getByTestId('free-shipping-notice')).toHaveTextContent(
      t('cart.freeShipping.missing', { threshold: euros(5000), amount: euros(1) }),
    );
  },
};

export const FreeShipping: Story = {
  parameters: { machineState: 'filled' },
  beforeEach: () => seedCart([course2]),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(await subtotal(canvasElement)).toHaveTextContent(euros(35000));
    await expect(canvas.getByTestId('cart-shipping')).toHaveTextContent(t('cart.summary.free'));
    await expect(canvas.getByTestId('free-shipping-notice')).toHaveTextContent(t('cart.freeShipping.reached'));
  },
};

/** + / − and typing a number; the totals and the free-shipping notice follow; typing 0 removes the line. */
export const QuantityChange: Story = {
  parameters: { machineState: 'filled' },
  beforeEach: () => seedCart([book1, book2]),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('cart.increase', { title: shownTitle(book1) }) }));
    await expect(await subtotal(canvasElement)).toHaveTextContent(euros(4290));
    await expect(canvas.getByTestId('free-shipping-notice')).toHaveTextContent(
      t('cart.freeShipping.missing', { threshold: euros(5000), amount: euros(711) }),
    );
    const input = canvas.getByRole('spinbutton', { name: t('cart.quantityOf', { title: shownTitle(book2) }) });
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByTestId('cart-subtotal')).toHaveTextContent(euros(7270)));
    await expect(canvas.getByTestId('cart-shipping')).toHaveTextContent(t('cart.summary.free'));
    await userEvent.click(canvas.getByRole('button', { name: t('cart.decrease', { title: shownTitle(book1) }) }));
    await expect(canvas.getByTestId('cart-subtotal')).toHaveTextContent(euros(5870));
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('link', { name: shownTitle(book2) })).toBeNull());
    await expect(canvas.getByTestId('cart-subtotal')).toHaveTextContent(euros(1400));
  },
};

/**
 * Two lines (filled, as the story shows before its play and in Docs); its play removes them one by one: the totals
 * follow, and the last removal empties the cart and its saved copy.
 */
export const RemoveItem: Story = {
  parameters: { machineState: 'filled', stateDetail: 'its play removes both lines, to the empty cart' },
  beforeEach: () => seedCart([book1, book3]),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(await canvas.findByRole('button', { name: t('cart.removeLabel', { title: shownTitle(book3) }) }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: shownTitle(book3) })).toBeNull());
    await expect(canvas.getByTestId('cart-subtotal')).toHaveTextContent(euros(1400));
    await expect(JSON.parse(localStorage.getItem('cart') ?? '{}').value).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: t('cart.removeLabel', { title: shownTitle(book1) }) }));
    await expect(await canvas.findByRole('heading', { name: t('cart.empty.title') })).toBeVisible();
    await expect(localStorage.getItem('cart')).toBeNull();
  },
};

/**
 * A saved cart older than the 5-minute snapshot limit reads as absent (and is deleted): the cart opens empty.
 * It looks exactly like Empty on purpose (the spec treats expired local entries as absent); the play proves
 * the old snapshot was dropped.
 */
export const ExpiredSnapshot: Story = {
  name: 'Saved cart older than 5 minutes: opens empty, like Empty by design',
  tags: ['state:empty'],
  parameters: { machineState: 'empty' },
  beforeEach: () => seedCart([book1], -1),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { name: t('cart.empty.title') })).toBeVisible();
    await expect(localStorage.getItem('cart')).toBeNull();
  },
};

/** Logged out: the page shows, the checkout button sends to /login. */
export const LoggedOutCheckout: Story = {
  parameters: { machineState: 'filled' },
  beforeEach: () => {
    clearCommerceStorage();
    seedCart([book1]);
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('cart.loginNote'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('cart.checkout') }));
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/login');
  },
};
