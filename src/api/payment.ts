import { z } from 'zod/mini';
import { onFirstUse } from '@machines/shared';
import { request } from './client';

import type { CheckoutLine } from '@machines/commerce';

export type { CheckoutLine };

/** The answer of POST /payment/, made on first use (zod schemas are start-up work a page view does not need). */
const checkoutSchema = onFirstUse(() => z.looseObject({ checkout_url: z.optional(z.string()) }));

/** POST {backend}/payment/ {cartItems, language?} -> {checkout_url} */
export function createCheckout(cartItems: CheckoutLine[], language?: string, signal?: AbortSignal) {
  const body = language ? { cartItems, language } : { cartItems };
  return request('/payment/', { method: 'POST', body, schema: checkoutSchema(), signal });
}
