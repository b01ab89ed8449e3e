import { http, HttpResponse } from 'msw';
import { getBook, getCourse } from '../../src/data';
import { db, newId, type MockCheckoutLine, type MockCheckoutSession } from '../db';
import { apiPath, networkDelay } from '../scenarios';
import { mockLanguage, say, type MockLanguage, type MockMessage } from './messages';

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

type Problem = { message: MockMessage; values?: Record<string, string | number> };
const problem = (message: MockMessage, values?: Record<string, string | number>): Problem => ({ message, values });

function structuralError(line: unknown): Problem | null {
  if (!line || typeof line !== 'object' || Array.isArray(line)) return problem('itemNotObject');
  const l = line as Record<string, unknown>;
  if (typeof l.title !== 'string' || !l.title.trim()) return problem('itemTitle');
  if (typeof l.price !== 'number' || !Number.isInteger(l.price) || l.price <= 0) return problem('itemPrice');
  if (typeof l.quantity !== 'number' || !Number.isInteger(l.quantity) || l.quantity < 1) return problem('itemQuantity');
  const id = l.id ?? l.bookId ?? l.courseId;
  if (typeof id !== 'number' && typeof id !== 'string') return problem('itemId');
  if (l.type !== undefined && l.type !== 'book' && l.type !== 'course') return problem('itemType');
  return null;
}

const cents = (euros: number) => Math.round(euros * 100);

/** Catalogue checks of one structurally valid line (nouns in `lang`); null when the line is acceptable. */
export function catalogueError(line: MockCheckoutLine, lang: MockLanguage): Problem | null {
  const type = line.type ?? (line.bookId !== undefined ? 'book' : line.courseId !== undefined ? 'course' : undefined);
  if (!type) return problem('itemKind');
  const rawId = line.type
    ? (line.id ?? (type === 'book' ? line.bookId : line.courseId))
    : type === 'book'
      ? line.bookId
      : line.courseId;
  const id = Number(rawId);
  const noun = say(lang, type);
  if (!Number.isInteger(id) || id < 1) return problem('invalidId', { type: noun });
  if (line.quantity > MAX_LINE_QUANTITY) return problem('quantityAbove', { max: MAX_LINE_QUANTITY, type: noun, id });
  if (type === 'book') {
    const book = getBook(id);
    if (!book) return problem('unknownBook', { id });
    if (book.stock <= 0 || book.availability === 'out-of-stock') return problem('bookOutOfStock', { id });
    if (line.quantity > book.stock) return problem('bookStockLeft', { stock: book.stock, id });
    if (line.price !== cents(book.price)) return problem('bookPrice', { id });
    return null;
  }
  const course = getCourse(id);
  if (!course) return problem('unknownCourse', { id });
  if (course.price === null) return problem('courseNotForSale', { id });
  if (line.price !== cents(course.price)) return problem('coursePrice', { id });
  return null;
}

function findSession(id: string): MockCheckoutSession | undefined {
  return db.state.checkoutSessions.find((s) => s.id === id);
}

function settle(id: string, status: 'paid' | 'cancelled', lang: MockLanguage) {
  const session = findSession(id);
  if (!session) return HttpResponse.json({ error: say(lang, 'sessionNotFound') }, { status: 404 });
  if (session.status !== 'open')
    return HttpResponse.json(
      { error: say(lang, session.status === 'paid' ? 'sessionAlreadyPaid' : 'sessionAlreadyCancelled') },
      { status: 409 },
    );
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
    const lang = mockLanguage(request);
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return HttpResponse.json({ error: say(lang, 'invalidJsonBody') }, { status: 400 });
    }
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return HttpResponse.json({ error: say(lang, 'invalidJsonBody') }, { status: 400 });
    const { cartItems: items, language } = body as Record<string, unknown>;
    if (!Array.isArray(items) || items.length === 0) {
      return HttpResponse.json({ error: say(lang, 'cartItemsEmpty') }, { status: 400 });
    }
    for (const item of items) {
      const refused = structuralError(item) ?? catalogueError(item as MockCheckoutLine, lang);
      if (refused) return HttpResponse.json({ error: say(lang, refused.message, refused.values) }, { status: 400 });
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
  http.get(apiPath('/__mock/checkout/:id'), async ({ params, request }) => {
    await networkDelay(200);
    const session = findSession(String(params.id));
    if (!session) return HttpResponse.json({ error: say(mockLanguage(request), 'sessionNotFound') }, { status: 404 });
    return HttpResponse.json(session);
  }),

  /** Mock-only: pay or cancel, answering where the provider would send the browser back to. */
  http.post(apiPath('/__mock/checkout/:id/pay'), async ({ params, request }) => {
    await networkDelay(500);
    return settle(String(params.id), 'paid', mockLanguage(request));
  }),
  http.post(apiPath('/__mock/checkout/:id/cancel'), async ({ params, request }) => {
    await networkDelay(200);
    return settle(String(params.id), 'cancelled', mockLanguage(request));
  }),
];
