import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Component as CartPage } from '@/pages/cart/CartPage';
import { PageHarness } from '../support/PageHarness';
import { animationsDone, book1, book2, book3, clearCommerceStorage, course2, logIn, seedCart } from './commerceSupport';
import { cartMachine } from '@machines/cart';

/**
 * The cart page with the real cart store (machines/cart.ts) and providers, seeded through localStorage.
 * States: empty, filled below / above the free-shipping threshold; quantity changes and removal.
 */
const meta = {
  title: 'Flows/Cart',
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
  parameters: { machineState: 'empty' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'O seu carrinho está vazio' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver cursos e livros' })).toHaveAttribute('href', '/');
  },
};

export const WithItems: Story = {
  parameters: { machineState: 'filled' },
  beforeEach: () => seedCart([{ ...book1, quantity: 2 }, course2, book3]),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Integração Sensorial no Dia a Dia' })).toHaveAttribute(
      'href',
      '/book/1',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('4 artigos')).toBeVisible();
    await expect(await subtotal(canvasElement)).toHaveTextContent('394,00 €');
    await expect(canvas.getByRole('link', { name: 'Continuar a comprar' })).toHaveAttribute('href', '/');
  },
};

/** €28,90: shipping €3,99; the notice says the rule and what is missing (free only ABOVE €50). */
export const BelowFreeShipping: Story = {
  parameters: { machineState: 'filled' },
  beforeEach: () => seedCart([book1, book2]),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(await subtotal(canvasElement)).toHaveTextContent('28,90 €');
    await expect(canvas.getByTestId('cart-shipping')).toHaveTextContent('3,99 €');
    await expect(canvas.getByTestId('cart-total')).toHaveTextContent('32,89 €');
    await expect(canvas.getByTestId('free-shipping-notice')).toHaveTextContent(
      'Portes grátis em compras acima de 50,00 €: faltam 21,11 €',
    );
  },
};

/** Exactly €50,00 (14 + 2 × 18) still pays shipping: free only ABOVE €50. */
export const ExactlyAtThreshold: Story = {
  parameters: { machineState: 'filled' },
  beforeEach: () => seedCart([book1, { type: 'book', id: 4, title: 'Caderno', price: 18, quantity: 2 }]),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(await subtotal(canvasElement)).toHaveTextContent('50,00 €');
    await expect(canvas.getByTestId('cart-shipping')).toHaveTextContent('3,99 €');
    await expect(canvas.getByTestId('free-shipping-notice')).toHaveTextContent(
      'Portes grátis em compras acima de 50,00 €: faltam 0,01 €',
    );
  },
};

export const FreeShipping: Story = {
  parameters: { machineState: 'filled' },
  beforeEach: () => seedCart([course2]),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(await subtotal(canvasElement)).toHaveTextContent('350,00 €');
    await expect(canvas.getByTestId('cart-shipping')).toHaveTextContent('Grátis');
    await expect(canvas.getByTestId('free-shipping-notice')).toHaveTextContent('A sua encomenda tem portes grátis!');
  },
};

/** + / − and typing a number; the totals and the free-shipping notice follow; typing 0 removes the line. */
export const QuantityChange: Story = {
  parameters: { machineState: 'filled' },
  beforeEach: () => seedCart([book1, book2]),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Aumentar a quantidade de Integração Sensorial no Dia a Dia' }),
    );
    await expect(await subtotal(canvasElement)).toHaveTextContent('42,90 €');
    await expect(canvas.getByTestId('free-shipping-notice')).toHaveTextContent('faltam 7,11 €');
    const input = canvas.getByRole('spinbutton', { name: 'Quantidade de Brincar para Crescer' });
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByTestId('cart-subtotal')).toHaveTextContent('72,70 €'));
    await expect(canvas.getByTestId('cart-shipping')).toHaveTextContent('Grátis');
    await userEvent.click(canvas.getByRole('button', { name: 'Diminuir a quantidade de Integração Sensorial no Dia a Dia' }));
    await expect(canvas.getByTestId('cart-subtotal')).toHaveTextContent('58,70 €');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Brincar para Crescer' })).toBeNull());
    await expect(canvas.getByTestId('cart-subtotal')).toHaveTextContent('14,00 €');
  },
};

export const RemoveItem: Story = {
  parameters: { machineState: 'empty' },
  beforeEach: () => seedCart([book1, book3]),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remover Autismo e Processamento Sensorial do carrinho' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Autismo e Processamento Sensorial' })).toBeNull());
    await expect(canvas.getByTestId('cart-subtotal')).toHaveTextContent('14,00 €');
    await expect(JSON.parse(localStorage.getItem('cart') ?? '{}').value).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover Integração Sensorial no Dia a Dia do carrinho' }));
    await expect(await canvas.findByRole('heading', { name: 'O seu carrinho está vazio' })).toBeVisible();
    await expect(localStorage.getItem('cart')).toBeNull();
  },
};

/** An expired snapshot reads as absent (and is deleted): the cart is empty. */
export const ExpiredSnapshot: Story = {
  parameters: { machineState: 'empty' },
  beforeEach: () => seedCart([book1], -1),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { name: 'O seu carrinho está vazio' })).toBeVisible();
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
    await expect(await canvas.findByText('Para finalizar a compra precisa de iniciar sessão.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar compra' }));
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/login');
  },
};
