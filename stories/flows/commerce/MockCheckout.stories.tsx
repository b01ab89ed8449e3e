import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { Component as MockCheckoutPage } from '@/pages/mock/MockCheckoutPage';
import { PageHarness } from '../../support/PageHarness';
import { fault } from '../../../mocks/scenarios';
import { mockCheckoutMachine } from '@machines/commerce';
import { formatCents } from '@/lib/format';
import { href, t } from '../../support/t';
import { euros } from './commerceSupport';

/** The hosted-checkout stand-in (mocks only, machines/commerce/mockCheckout.machine.ts): loading, ready, pay, cancel, not found, settled. */
const session = (status: 'open' | 'paid' | 'cancelled' = 'open') => ({
  id: 'cs-demo',
  status,
  total: 3890,
  lines: [
    { type: 'book', id: 1, title: 'Integração Sensorial no Dia a Dia', price: 1400, quantity: 1 },
    { bookId: 2, title: 'Brincar para Crescer', price: 1490, quantity: 1 },
    { type: 'book', id: 4, title: 'Caderno de Avaliação', price: 1000, quantity: 1 },
  ],
});
const withSession = (status: 'open' | 'paid' | 'cancelled' = 'open') => ({
  msw: {
    handlers: {
      payment: [
        http.get('*/__mock/checkout/:id', () => HttpResponse.json(session(status))),
        http.post('*/__mock/checkout/:id/pay', () =>
          HttpResponse.json({ status: 'paid', redirect: '/payment-success?session_id=cs-demo' }),
        ),
        http.post('*/__mock/checkout/:id/cancel', () =>
          HttpResponse.json({ status: 'cancelled', redirect: '/payment-cancelled' }),
        ),
      ],
    },
  },
});

const meta = {
  title: 'Flows/Checkout/3 · Demo payment page',
  component: MockCheckoutPage,
  parameters: {
    router: false,
    layout: 'fullscreen',
    ...withSession(),
    machine: mockCheckoutMachine,
    statesWithoutStory: {
      start: 'transient: always-transition to loading (or notFound without a session id)',
      paying: 'only while the pay request is in flight (the mock answers at once; see Pay)',
      cancelling: 'only while the cancel request is in flight (the mock answers at once; see Cancel)',
    },
  },
  render: () => <PageHarness path="/mock-checkout" url="/mock-checkout?session=cs-demo" Component={MockCheckoutPage} />,
} satisfies Meta<typeof MockCheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pay button's name: the session total as the site formats it (its accessible name keeps the no-break space). */
const payName = () => t('mockCheckout.pay', { amount: formatCents(3890) });

export const Loading: Story = {
  tags: ['state:loading'],
  parameters: { machineState: 'loading', msw: { handlers: { payment: [fault('get', '/__mock/checkout/cs-demo', 'hang')] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('mockCheckout.loading'))).toBeInTheDocument();
  },
};

export const Ready: Story = {
  parameters: { machineState: 'ready' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('mockCheckout.notice'))).toBeVisible();
    await expect(canvas.getByText('Brincar para Crescer')).toBeVisible();
    await expect(canvas.getByTestId('mock-checkout-total')).toHaveTextContent(euros(3890));
    await expect(canvas.getByRole('button', { name: payName() })).toBeEnabled();
  },
};

export const Pay: Story = {
  parameters: { machineState: 'leaving' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: payName() }));
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/payment-success?session_id=cs-demo');
  },
};

export const Cancel: Story = {
  parameters: { machineState: 'leaving' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('mockCheckout.cancel') }));
    await expect(await canvas.findByTestId('location-probe')).toHaveTextContent('/payment-cancelled');
  },
};

export const PayFailed: Story = {
  name: 'Payment fails: error shown, Pay works again',
  tags: ['state:error'],
  parameters: {
    machineState: 'error',
    msw: {
      handlers: {
        payment: [
          http.get('*/__mock/checkout/:id', () => HttpResponse.json(session())),
          fault('post', '/__mock/checkout/cs-demo/pay', 'server'),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: payName() }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('mockCheckout.error'));
    await expect(canvas.getByRole('button', { name: payName() })).toBeEnabled();
  },
};

export const AlreadyPaid: Story = {
  name: 'Session already paid',
  tags: ['state:success'],
  parameters: { ...withSession('paid'), machineState: 'paid' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('mockCheckout.alreadyPaid'))).toBeVisible();
  },
};

export const NotFound: Story = {
  tags: ['state:error'],
  parameters: {
    machineState: 'notFound',
    msw: { handlers: { payment: [fault('get', '/__mock/checkout/cs-demo', 'notFound')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('mockCheckout.notFoundTitle') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('mockCheckout.home') })).toHaveAttribute('href', href('/'));
  },
};
