import { z } from 'zod/mini';
import { request } from './client';

/** Checkout line of product §3: price in integer cents. */
export interface CheckoutLine {
  type?: 'book' | 'course';
  id?: number;
  courseId?: number;
  bookId?: number;
  title: string;
  price: number;
  quantity: number;
}

export const checkoutSchema = z.looseObject({ checkout_url: z.optional(z.string()) });

/** POST {backend}/payment/ {cartItems, language?} -> {checkout_url} */
export function createCheckout(cartItems: CheckoutLine[], language?: string, signal?: AbortSignal) {
  const body = language ? { cartItems, language } : { cartItems };
  return request('/payment/', { method: 'POST', body, schema: checkoutSchema, signal });
}
