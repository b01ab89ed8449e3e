import { config } from '@/config/env';

let pending: Promise<unknown> | null = null;

/**
 * The card payment provider's script (Stripe.js), loaded lazily at checkout time: a dynamic import,
 * so it is never part of the initial bundle, and skipped entirely when no publishable key is configured.
 * The backend answers with a hosted checkout_url, so the redirect itself is by URL.
 */
export function loadPaymentProvider(publishableKey: string = config.stripePublishableKey): Promise<unknown> {
  if (!publishableKey) return Promise.resolve(null);
  if (!pending) {
    pending = import('@stripe/stripe-js')
      .then((stripe) => stripe.loadStripe(publishableKey))
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
  }
  return pending;
}

/** Tests only: forget a loaded or failed script. */
export function resetPaymentProvider() {
  pending = null;
}
