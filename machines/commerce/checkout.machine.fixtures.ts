import type { RedirectPolicy } from './redirectPolicy';

/** Redirect policies for tests: the real payment host, and the demo's same-origin mock checkout. */
export const realPolicy: RedirectPolicy = {
  paymentHost: 'checkout.stripe.com',
  useMocks: false,
  mockCheckoutPath: '/mock-checkout',
  origin: 'https://shop.example',
};
export const mockPolicy: RedirectPolicy = { ...realPolicy, useMocks: true, origin: 'http://localhost:4173' };
