import { z } from 'zod/mini';
import { request } from './client';

import type { CheckoutLine } from '@/lib/commerce';

export type { CheckoutLine };

export const checkoutSchema = z.looseObject({ checkout_url: z.optional(z.string()) });

/** POST {backend}/payment/ {cartItems, language?} -> {checkout_url} */
export function createCheckout(cartItems: CheckoutLine[], language?: string, signal?: AbortSignal) {
  const body = language ? { cartItems, language } : { cartItems };
  return request('/payment/', { method: 'POST', body, schema: checkoutSchema, signal });
}
