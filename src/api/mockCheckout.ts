import { z } from 'zod/mini';
import { PRODUCT_TYPES } from '@machines/commerce';
import { request } from './client';

/**
 * Calls of the hosted-checkout stand-in (mock backend only; the real provider hosts its own page).
 * GET /__mock/checkout/{id} -> the session; POST /__mock/checkout/{id}/pay|cancel -> where to return.
 */
export const mockCheckoutLineSchema = z.object({
  type: z.optional(z.enum(PRODUCT_TYPES)),
  id: z.optional(z.number()),
  bookId: z.optional(z.number()),
  courseId: z.optional(z.number()),
  title: z.string(),
  price: z.number(),
  quantity: z.number(),
});

export const mockCheckoutSessionSchema = z.object({
  id: z.string(),
  lines: z.array(mockCheckoutLineSchema),
  total: z.number(),
  status: z.enum(['open', 'paid', 'cancelled']),
  language: z.optional(z.string()),
});

export type MockCheckoutSessionView = z.infer<typeof mockCheckoutSessionSchema>;

export const mockCheckoutResultSchema = z.object({ status: z.enum(['paid', 'cancelled']), redirect: z.string() });

export function getMockCheckout(sessionId: string, signal?: AbortSignal) {
  return request(`/__mock/checkout/${encodeURIComponent(sessionId)}`, { schema: mockCheckoutSessionSchema, signal });
}

export function payMockCheckout(sessionId: string) {
  return request(`/__mock/checkout/${encodeURIComponent(sessionId)}/pay`, { method: 'POST', schema: mockCheckoutResultSchema });
}

export function cancelMockCheckout(sessionId: string) {
  return request(`/__mock/checkout/${encodeURIComponent(sessionId)}/cancel`, {
    method: 'POST',
    schema: mockCheckoutResultSchema,
  });
}
