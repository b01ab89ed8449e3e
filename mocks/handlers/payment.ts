import { http, HttpResponse } from 'msw';
import { db, newId, type MockCheckoutLine } from '../db';
import { apiPath, networkDelay } from '../scenarios';

/**
 * POST {backend}/payment/ — validates the lines like a real server and opens a checkout session
 * on the hosted-checkout stand-in (/mock-checkout?session=...), which exists only with mocks on.
 */
export type LineValidator = (line: MockCheckoutLine) => string | null;

function structuralError(line: unknown): string | null {
  if (!line || typeof line !== 'object') return 'Each item must be an object.';
  const l = line as Record<string, unknown>;
  if (typeof l.title !== 'string' || !l.title.trim()) return 'Each item needs a title.';
  if (typeof l.price !== 'number' || !Number.isInteger(l.price) || l.price <= 0) return 'Price must be a positive integer number of cents.';
  if (typeof l.quantity !== 'number' || !Number.isInteger(l.quantity) || l.quantity < 1) return 'Quantity must be a positive integer.';
  const id = l.id ?? l.bookId ?? l.courseId;
  if (typeof id !== 'number' && typeof id !== 'string') return 'Each item needs an id, bookId or courseId.';
  if (l.type !== undefined && l.type !== 'book' && l.type !== 'course') return 'Type must be book or course.';
  return null;
}

/** Catalogue checks (known ids, matching prices) are plugged in by the catalogue-aware validator. */
let catalogueValidator: LineValidator = () => null;
export function setCatalogueValidator(validator: LineValidator) {
  catalogueValidator = validator;
}

export const paymentHandlers = [
  http.post(apiPath('/payment/'), async ({ request }) => {
    await networkDelay(600);
    let body: Record<string, unknown>;
    try {
      body = (await request.json()) as Record<string, unknown>;
    } catch {
      return HttpResponse.json({ error: 'Invalid JSON body' }, { status: 400 });
    }
    const items = body.cartItems;
    if (!Array.isArray(items) || items.length === 0) {
      return HttpResponse.json({ error: 'cartItems must be a non-empty list' }, { status: 400 });
    }
    for (const item of items) {
      const problem = structuralError(item) ?? catalogueValidator(item as MockCheckoutLine);
      if (problem) return HttpResponse.json({ error: problem }, { status: 400 });
    }
    const lines = items as MockCheckoutLine[];
    const session = {
      id: newId('cs'),
      lines,
      total: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
      language: typeof body.language === 'string' ? body.language : undefined,
      status: 'open' as const,
      created_at: new Date().toISOString(),
    };
    db.update((d) => void d.checkoutSessions.push(session));
    const origin = new URL(request.url).origin;
    return HttpResponse.json({ checkout_url: `${origin}/mock-checkout?session=${encodeURIComponent(session.id)}` });
  }),
];
