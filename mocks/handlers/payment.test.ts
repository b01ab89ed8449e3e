import { describe, expect, it } from 'vitest';
import { db } from '../db';

const BASE = 'http://localhost';
const post = (body: unknown) =>
  fetch(`${BASE}/payment/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const book1 = { type: 'book', id: 1, title: 'Livro 1', price: 1400, quantity: 2 };
const course2 = { type: 'course', id: 2, title: 'Curso 2', price: 35000, quantity: 1 };

describe('mock payment handler: POST /payment/', () => {
  it('opens a session for valid cart lines and answers with the stand-in checkout_url', async () => {
    const res = await post({
      cartItems: [book1, course2, { type: 'book', id: 2, title: 'Livro 2', price: 1490, quantity: 1 }],
      language: 'pt',
    });
    expect(res.status).toBe(200);
    const { checkout_url } = (await res.json()) as { checkout_url: string };
    const url = new URL(checkout_url);
    expect(url.origin).toBe(BASE);
    expect(url.pathname).toBe('/mock-checkout');
    const session = db.state.checkoutSessions.find((s) => s.id === url.searchParams.get('session'));
    expect(session?.total).toBe(1400 * 2 + 35000 + 1490);
    expect(session?.language).toBe('pt');
    expect(session?.status).toBe('open');
  });

  it('opens the stand-in in the English space for a payment made in English (#15)', async () => {
    const res = await post({ cartItems: [book1], language: 'en' });
    const { checkout_url } = (await res.json()) as { checkout_url: string };
    expect(new URL(checkout_url).pathname).toBe('/en/mock-checkout');
  });

  it('accepts single-product lines (bookId / courseId, no type)', async () => {
    expect((await post({ cartItems: [{ bookId: 3, title: 'Autismo', price: 1600, quantity: 1 }] })).status).toBe(200);
    expect((await post({ cartItems: [{ courseId: 1, title: 'Curso 1', price: 54600, quantity: 1 }] })).status).toBe(200);
  });

  it.each([
    ['bad JSON', 'nope', 'Invalid JSON body'],
    ['no list', { cartItems: 'x' }, 'cartItems must be a non-empty list'],
    ['an empty list', { cartItems: [] }, 'cartItems must be a non-empty list'],
    ['euros instead of cents', { cartItems: [{ ...book1, price: 14 }] }, 'Price of book 1 does not match the catalogue.'],
    ['fractional cents', { cartItems: [{ ...book1, price: 1400.5 }] }, 'Price must be a positive integer number of cents.'],
    ['a zero price', { cartItems: [{ ...book1, price: 0 }] }, 'Price must be a positive integer number of cents.'],
    ['a tampered price', { cartItems: [{ ...course2, price: 100 }] }, 'Price of course 2 does not match the catalogue.'],
    ['an unknown book', { cartItems: [{ ...book1, id: 99 }] }, 'Unknown book 99.'],
    ['an unknown course', { cartItems: [{ courseId: 42, title: 'x', price: 100, quantity: 1 }] }, 'Unknown course 42.'],
    ['course 5 (no price)', { cartItems: [{ ...course2, id: 5 }] }, 'Course 5 cannot be bought online.'],
    [
      'the out-of-stock book 8',
      { cartItems: [{ type: 'book', id: 8, title: 'x', price: 699, quantity: 1 }] },
      'Book 8 is out of stock.',
    ],
    [
      'more than the stock',
      { cartItems: [{ type: 'book', id: 2, title: 'x', price: 1490, quantity: 5 }] },
      'Only 4 left of book 2.',
    ],
    ['an absurd quantity', { cartItems: [{ ...course2, quantity: 100 }] }, 'Quantity above 99 for course 2.'],
    ['a zero quantity', { cartItems: [{ ...book1, quantity: 0 }] }, 'Quantity must be a positive integer.'],
    ['a missing title', { cartItems: [{ ...book1, title: ' ' }] }, 'Each item needs a title.'],
    ['an unknown type', { cartItems: [{ ...book1, type: 'dvd' }] }, 'Type must be book or course.'],
    ['no id at all', { cartItems: [{ title: 'x', price: 100, quantity: 1 }] }, 'Each item needs an id, bookId or courseId.'],
  ])('rejects %s with 400', async (_name, body, error) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
    expect(db.state.checkoutSessions).toEqual([]);
  });
});

describe('mock-only stand-in endpoints', () => {
  async function open() {
    const res = await post({ cartItems: [book1] });
    const { checkout_url } = (await res.json()) as { checkout_url: string };
    return new URL(checkout_url).searchParams.get('session') ?? '';
  }

  it('reads a session, pays it once, and points back to /payment-success', async () => {
    const id = await open();
    const read = await fetch(`${BASE}/__mock/checkout/${id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id, total: 2800, status: 'open', lines: [book1] });
    const pay = await fetch(`${BASE}/__mock/checkout/${id}/pay`, { method: 'POST' });
    expect(await pay.json()).toEqual({ status: 'paid', redirect: `/payment-success?session_id=${id}` });
    const again = await fetch(`${BASE}/__mock/checkout/${id}/cancel`, { method: 'POST' });
    expect(again.status).toBe(409);
  });

  it('cancels a session and points back to /payment-cancelled', async () => {
    const id = await open();
    const cancel = await fetch(`${BASE}/__mock/checkout/${id}/cancel`, { method: 'POST' });
    expect(await cancel.json()).toEqual({ status: 'cancelled', redirect: '/payment-cancelled' });
  });

  it('404 for an unknown session', async () => {
    expect((await fetch(`${BASE}/__mock/checkout/nope`)).status).toBe(404);
    expect((await fetch(`${BASE}/__mock/checkout/nope/pay`, { method: 'POST' })).status).toBe(404);
  });
});
