import { http, HttpResponse } from 'msw';
import { getBook, getCourse } from '../../src/data';
import { db, newId, type MockCheckoutLine, type MockCheckoutSession } from '../db';
import { apiPath, networkDelay } from '../scenarios';

/**
 * POST {backend}/payment/ — validates the lines like a real server (structure, then the catalogue:
 * known ids, prices in cents matching the catalogue, sensible quantities within stock) and opens a
 * checkout session on the hosted-checkout stand-in (/mock-checkout?session=...), which exists only
 * with mocks on. The stand-in reads and settles its session through the mock-only /__mock/checkout/ endpoints.
 */
export const MAX_LINE_QUANTITY = 99;
export const MOCK_CHECKOUT_PATH = '/mock-checkout';
const SUCCESS_PATH = '/payment-success';
const CANCEL_PATH = '/payment-cancelled';

function structuralError(line: unknown): string | null {
  if (!line || typeof line !== 'object' || Array.isArray(line)) return 'Each item must be an object.';
  const l = line as Record<string, unknown>;
  if (typeof l.title !== 'string' || !l.title.trim()) return 'Each item needs a title.';
  if (typeof l.price !== 'number' || !Number.isInteger(l.price) || l.price <= 0)
    return 'Price must be a positive integer number of cents.';
  if (typeof l.quantity !== 'number' || !Number.isInteger(l.quantity) || l.quantity < 1)
    return 'Quantity must be a positive integer.';
  const id = l.id ?? l.bookId ?? l.courseId;
  if (typeof id !== 'number' && typeof id !== 'string') return 'Each item needs an id, bookId or courseId.';
  if (l.type !== undefined && l.type !== 'book' && l.type !== 'course') return 'Type must be book or course.';
  return null;
}

const cents = (euros: number) => Math.round(euros * 100);

/** Catalogue checks of one structurally valid line; null when the line is acceptable. */
export function catalogueError(line: MockCheckoutLine): string | null {
  const type = line.type ?? (line.bookId !== undefined ? 'book' : line.courseId !== undefined ? 'course' : undefined);
  if (!type) return 'Each item needs a type, bookId or courseId.';
  const rawId = line.type
    ? (line.id ?? (type === 'book' ? line.bookId : line.courseId))
    : type === 'book'
      ? line.bookId
      : line.courseId;
  const id = Number(rawId);
  if (!Number.isInteger(id) || id < 1) return `Invalid ${type} id.`;
  if (line.quantity > MAX_LINE_QUANTITY) return `Quantity above ${MAX_LINE_QUANTITY} for ${type} ${id}.`;
  if (type === 'book') {
    const book = getBook(id);
    if (!book) return `Unknown book ${id}.`;
    if (book.stock <= 0 || book.availability === 'out-of-stock') return `Book ${id} is out of stock.`;
    if (line.quantity > book.stock) return `Only ${book.stock} left of book ${id}.`;
    if (line.price !== cents(book.price)) return `Price of book ${id} does not match the catalogue.`;
    return null;
  }
  const course = getCourse(id);
  if (!course) return `Unknown course ${id}.`;
  if (course.price === null) return `Course ${id} cannot be bought online.`;
  if (line.price !== cents(course.price)) return `Price of course ${id} does not match the catalogue.`;
  return null;
}

function findSession(id: string): MockCheckoutSession | undefined {
  return db.state.checkoutSessions.find((s) => s.id === id);
}

function settle(id: string, status: 'paid' | 'cancelled') {
  const session = findSession(id);
  if (!session) return HttpResponse.json({ error: 'Checkout session not found.' }, { status: 404 });
  if (session.status !== 'open')
    return HttpResponse.json({ error: `Checkout session already ${session.status}.` }, { status: 409 });
  db.update((d) => {
    const s = d.checkoutSessions.find((x) => x.id === id);
    if (s) s.status = status;
  });
  const path = status === 'paid' ? `${SUCCESS_PATH}?session_id=${encodeURIComponent(id)}` : CANCEL_PATH;
  return HttpResponse.json({ status, redirect: path });
}

export const paymentHandlers = [
  http.post(apiPath('/payment/'), async ({ request }) => {
    await networkDelay(600);
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return HttpResponse.json({ error: 'Invalid JSON body' }, { status: 400 });
    }
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return HttpResponse.json({ error: 'Invalid JSON body' }, { status: 400 });
    const { cartItems: items, language } = body as Record<string, unknown>;
    if (!Array.isArray(items) || items.length === 0) {
      return HttpResponse.json({ error: 'cartItems must be a non-empty list' }, { status: 400 });
    }
    for (const item of items) {
      const problem = structuralError(item) ?? catalogueError(item as MockCheckoutLine);
      if (problem) return HttpResponse.json({ error: problem }, { status: 400 });
    }
    const lines = items as MockCheckoutLine[];
    const session: MockCheckoutSession = {
      id: newId('cs'),
      lines,
      total: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
      language: typeof language === 'string' ? language : undefined,
      status: 'open',
      created_at: new Date().toISOString(),
    };
    db.update((d) => void d.checkoutSessions.push(session));
    // The stand-in page lives on the site itself, whichever backend address the call went to.
    const origin = typeof location !== 'undefined' ? location.origin : new URL(request.url).origin;
    // Paid in English: the stand-in opens in the English space (/en/...), and returns there (#15).
    const space = session.language === 'en' ? '/en' : '';
    return HttpResponse.json({
      checkout_url: `${origin}${space}${MOCK_CHECKOUT_PATH}?session=${encodeURIComponent(session.id)}`,
    });
  }),

  /** Mock-only: the hosted-checkout stand-in reads its session. */
  http.get(apiPath('/__mock/checkout/:id'), async ({ params }) => {
    await networkDelay(200);
    const session = findSession(String(params.id));
    if (!session) return HttpResponse.json({ error: 'Checkout session not found.' }, { status: 404 });
    return HttpResponse.json(session);
  }),

  /** Mock-only: pay or cancel, answering where the provider would send the browser back to. */
  http.post(apiPath('/__mock/checkout/:id/pay'), async ({ params }) => {
    await networkDelay(500);
    return settle(String(params.id), 'paid');
  }),
  http.post(apiPath('/__mock/checkout/:id/cancel'), async ({ params }) => {
    await networkDelay(200);
    return settle(String(params.id), 'cancelled');
  }),
];
