import { describe, expect, it } from 'vitest';
import { cartCheckoutLines, lastProductLine, lastProductOf, retryLines, singleCheckoutLine } from './checkoutLines';

describe('payload builders (product §7)', () => {
  it('cart lines: type, id, title, price in cents = round(price x 100), quantity', () => {
    expect(
      cartCheckoutLines([
        { type: 'book', id: 2, title: 'Brincar', price: 14.9, quantity: 2 },
        { type: 'course', id: 3, title: 'Curso', price: '350 €', quantity: 1 },
        { type: 'book', id: 5, title: 'Rotinas', price: 9.99, quantity: 1 },
        { type: 'book', id: 9, title: 'x', price: 16.99, quantity: 1 },
      ]),
    ).toEqual([
      { type: 'book', id: 2, title: 'Brincar', price: 1490, quantity: 2 },
      { type: 'course', id: 3, title: 'Curso', price: 35000, quantity: 1 },
      { type: 'book', id: 5, title: 'Rotinas', price: 999, quantity: 1 },
      { type: 'book', id: 9, title: 'x', price: 1699, quantity: 1 },
    ]);
  });

  it('cart lines leave out unreadable prices', () => {
    expect(cartCheckoutLines([{ type: 'course', id: 5, title: 'Internacional', price: 'sob consulta', quantity: 1 }])).toEqual(
      [],
    );
  });

  it('single buy: bookId or courseId, title, price in cents, quantity 1, no type', () => {
    expect(singleCheckoutLine({ type: 'book', id: 3, title: 'Autismo', price: 16 })).toEqual({
      bookId: 3,
      title: 'Autismo',
      price: 1600,
      quantity: 1,
    });
    expect(singleCheckoutLine({ type: 'course', id: 1, title: 'Curso 1', price: 546 })).toEqual({
      courseId: 1,
      title: 'Curso 1',
      price: 54600,
      quantity: 1,
    });
  });

  it('lastCheckedProduct record holds bookId or courseId, title and price (euros)', () => {
    expect(lastProductOf({ type: 'book', id: 2, title: 'B', price: 14.9 })).toEqual({ bookId: 2, title: 'B', price: 14.9 });
    expect(lastProductOf({ type: 'course', id: 2, title: 'C', price: 350 })).toEqual({ courseId: 2, title: 'C', price: 350 });
  });

  it('lastProductLine rejects malformed records', () => {
    expect(lastProductLine(null)).toBeNull();
    expect(lastProductLine({ bookId: 1, title: '', price: 14 })).toBeNull();
    expect(lastProductLine({ bookId: 1, title: 'x', price: 'abc' })).toBeNull();
    expect(lastProductLine({ id: 1, title: 'x', price: 14 })).toBeNull();
  });
});

describe('retryLines (cancelled page)', () => {
  it('prefers the stored cart, prices as numbers in cents', () => {
    const stored = [
      { type: 'book', id: 1, title: 'Livro 1', price: 14, quantity: 2 },
      { type: 'course', id: 2, title: 'Curso 2', price: '350 €', quantity: 1 },
    ];
    expect(retryLines(stored, { bookId: 3, title: 'x', price: 16 })).toEqual([
      { type: 'book', id: 1, title: 'Livro 1', price: 1400, quantity: 2 },
      { type: 'course', id: 2, title: 'Curso 2', price: 35000, quantity: 1 },
    ]);
  });

  it('falls back to the last product: one item, quantity 1, price x 100, no type', () => {
    expect(retryLines(undefined, { courseId: 4, title: 'Curso 4', price: 350 })).toEqual([
      { courseId: 4, title: 'Curso 4', price: 35000, quantity: 1 },
    ]);
    expect(retryLines([], { bookId: 2, title: 'Livro 2', price: 14.9 })).toEqual([
      { bookId: 2, title: 'Livro 2', price: 1490, quantity: 1 },
    ]);
  });

  it('uses the title resolver for stored items without a title', () => {
    expect(retryLines([{ type: 'book', id: 1, titleKey: 'k', price: 14, quantity: 1 }], null, (i) => `T${i.id}`)).toEqual([
      { type: 'book', id: 1, title: 'T1', price: 1400, quantity: 1 },
    ]);
  });

  it('null when there is neither', () => {
    expect(retryLines(undefined, undefined)).toBeNull();
  });
});
