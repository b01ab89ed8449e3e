import { config } from '@/config/env';
import { TIMINGS } from '@machines/shared';

let pending: Promise<unknown> | null = null;

/**
 * The card payment provider's script (Stripe.js), loaded lazily at checkout time: a dynamic import,
 * so it is never part of the initial bundle, and skipped entirely when no publishable key is configured.
 * The backend answers with a hosted checkout_url, so the redirect itself is by URL and never needs it:
 * the checkout loads it alongside the payment call and does not wait for it.
 *
 * Bounded: the returned promise rejects after `timeoutMs` (TIMINGS.paymentProviderTimeout) when the
 * script has not arrived (a blocker, a stalled CDN); a load still under way is kept and reused by the
 * next call, and a failed one is forgotten so the next call tries again.
 */
export function loadPaymentProvider(
  publishableKey: string = config.stripePublishableKey,
  timeoutMs: number = TIMINGS.paymentProviderTimeout,
): Promise<unknown> {
  if (!publishableKey) return Promise.resolve(null);
  if (!pending) {
    const attempt: Promise<unknown> = import('@stripe/stripe-js')
      .then((stripe) => stripe.loadStripe(publishableKey))
      .catch((error: unknown) => {
        if (pending === attempt) pending = null;
        throw error;
      });
    pending = attempt;
  }
  const load = pending;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The payment provider's script did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Tests only: forget a loaded or failed script. */
export function resetPaymentProvider() {
  pending = null;
}
