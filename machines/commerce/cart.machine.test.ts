import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { COMMERCE } from '../shared/constants';
import { cartMachine, cartTotals, parseStoredCart, type CartInput, type CartItem } from './cart.machine';

const book1 = { type: 'book' as const, id: 1, price: 14, titleKey: 'catalog.books.1.title' };
const book2 = { type: 'book' as const, id: 2, price: 14.9, titleKey: 'catalog.books.2.title' };
const course2 = { type: 'course' as const, id: 2, price: 350, titleKey: 'catalog.courses.2.title' };

function start(input: CartInput = {}) {
  const persist = vi.fn();
  const deleteSnapshot = vi.fn();
  const actor = createActor(
    cartMachine.provide({
      actions: {
        persist: (_, params) => persist(params.items),
        deleteSnapshot: () => deleteSnapshot(),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, persist, deleteSnapshot, items: () => actor.getSnapshot().context.items };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cart machine: add', () => {
  it('starts empty, then holds an added item with quantity 1 and persists it', () => {
    const { actor, persist, items } = start();
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'cart.add', item: book1 });
    expect(actor.getSnapshot().value).toBe('filled');
    expect(items()).toEqual([{ ...book1, quantity: 1 }]);
    expect(persist).toHaveBeenLastCalledWith([{ ...book1, quantity: 1 }]);
  });

  it('raises the quantity of an existing item by the amount (default 1)', () => {
    const { actor, items } = start();
    actor.send({ type: 'cart.add', item: book1 });
    actor.send({ type: 'cart.add', item: book1 });
    expect(items()[0]?.quantity).toBe(2);
    actor.send({ type: 'cart.add', item: book1, quantity: 3 });
    expect(items()).toHaveLength(1);
    expect(items()[0]?.quantity).toBe(5);
  });

  it('keeps a book and a course with the same id apart', () => {
    const { actor, items } = start();
    actor.send({ type: 'cart.add', item: book2 });
    actor.send({ type: 'cart.add', item: course2 });
    expect(items().map((i) => `${i.type}:${i.id}`)).toEqual(['book:2', 'course:2']);
  });

  it('ignores adds without a readable price or with a quantity below 1', () => {
    const { actor, persist, items } = start();
    actor.send({ type: 'cart.add', item: { type: 'course', id: 5, price: null as unknown as number } });
    actor.send({ type: 'cart.add', item: book1, quantity: 0 });
    actor.send({ type: 'cart.add', item: { ...book1, type: 'ebook' as never } });
    expect(items()).toEqual([]);
    expect(persist).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('empty');
  });
});

describe('cart machine: the most a line may hold', () => {
  it('fills a line up to its maxQuantity and no further', () => {
    const { actor, persist, items } = start();
    actor.send({ type: 'cart.add', item: book1, quantity: 2, maxQuantity: 3 });
    expect(items()[0]?.quantity).toBe(2);
    actor.send({ type: 'cart.add', item: book1, quantity: 5, maxQuantity: 3 });
    expect(items()[0]?.quantity).toBe(3);
    persist.mockClear();
    actor.send({ type: 'cart.add', item: book1, maxQuantity: 3 });
    expect(items()[0]?.quantity).toBe(3);
    expect(persist).not.toHaveBeenCalled();
  });

  it('adds nothing of a product the shop has none of', () => {
    const { actor, persist, items } = start();
    actor.send({ type: 'cart.add', item: book1, maxQuantity: 0 });
    expect(items()).toEqual([]);
    expect(persist).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('cuts an update to the maxQuantity, and removes the line when the product ran out', () => {
    const { actor, items } = start();
    actor.send({ type: 'cart.add', item: book1 });
    actor.send({ type: 'cart.add', item: book2 });
    actor.send({ type: 'cart.update', itemType: 'book', id: 1, quantity: 50, maxQuantity: 7 });
    expect(items()[0]?.quantity).toBe(7);
    actor.send({ type: 'cart.update', itemType: 'book', id: 1, quantity: 2.5, maxQuantity: 7 });
    expect(items()[0]?.quantity).toBe(2);
    actor.send({ type: 'cart.update', itemType: 'book', id: 2, quantity: 3, maxQuantity: 0 });
    expect(items().map((i) => i.id)).toEqual([1]);
  });
});

describe('cart machine: update, remove, clear', () => {
  it('sets a new quantity', () => {
    const { actor, persist, items } = start();
    actor.send({ type: 'cart.add', item: book1 });
    actor.send({ type: 'cart.update', itemType: 'book', id: 1, quantity: 4 });
    expect(items()[0]?.quantity).toBe(4);
    expect(persist).toHaveBeenLastCalledWith([{ ...book1, quantity: 4 }]);
  });

  it('removes the item when the quantity goes below 1', () => {
    const { actor, persist, items } = start();
    actor.send({ type: 'cart.add', item: book1 });
    actor.send({ type: 'cart.add', item: book2 });
    actor.send({ type: 'cart.update', itemType: 'book', id: 1, quantity: 0 });
    expect(items().map((i) => i.id)).toEqual([2]);
    actor.send({ type: 'cart.update', itemType: 'book', id: 2, quantity: -3 });
    expect(items()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(persist).toHaveBeenLastCalledWith([]);
  });

  it('ignores updates of unknown items or non-numeric quantities', () => {
    const { actor, items } = start();
    actor.send({ type: 'cart.add', item: book1 });
    actor.send({ type: 'cart.update', itemType: 'course', id: 1, quantity: 3 });
    actor.send({ type: 'cart.update', itemType: 'book', id: 1, quantity: Number.NaN });
    expect(items()).toEqual([{ ...book1, quantity: 1 }]);
  });

  it('removes one item by type and id', () => {
    const { actor, items } = start();
    actor.send({ type: 'cart.add', item: book2 });
    actor.send({ type: 'cart.add', item: course2 });
    actor.send({ type: 'cart.remove', itemType: 'book', id: 2 });
    expect(items()).toEqual([{ ...course2, quantity: 1 }]);
  });

  it('clears everything', () => {
    const { actor, persist, items } = start();
    actor.send({ type: 'cart.add', item: book2 });
    actor.send({ type: 'cart.add', item: course2 });
    actor.send({ type: 'cart.clear' });
    expect(items()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(persist).toHaveBeenLastCalledWith([]);
  });

  it('clearing an empty cart still removes any stored snapshot', () => {
    const { actor, persist } = start();
    actor.send({ type: 'cart.clear' });
    expect(persist).toHaveBeenCalledWith([]);
  });
});

describe('cart machine: snapshot expiry (300000 ms)', () => {
  it('expires 300000 ms after the last change: items gone and snapshot deleted', () => {
    const { actor, deleteSnapshot, items } = start();
    actor.send({ type: 'cart.add', item: book1 });
    vi.advanceTimersByTime(COMMERCE.snapshotTtlMs - 1);
    expect(items()).toHaveLength(1);
    expect(deleteSnapshot).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(items()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(deleteSnapshot).toHaveBeenCalledTimes(1);
  });

  it('restarts the timer on every change', () => {
    const { actor, items } = start();
    actor.send({ type: 'cart.add', item: book1 });
    vi.advanceTimersByTime(200_000);
    actor.send({ type: 'cart.update', itemType: 'book', id: 1, quantity: 2 });
    vi.advanceTimersByTime(200_000);
    expect(items()[0]?.quantity).toBe(2);
    vi.advanceTimersByTime(100_000);
    expect(items()).toEqual([]);
  });

  it('a loaded snapshot expires after its remaining time', () => {
    const { actor, deleteSnapshot, items } = start({ items: [{ ...book1, quantity: 2 }], ttlMs: 1000 });
    expect(actor.getSnapshot().value).toBe('filled');
    vi.advanceTimersByTime(999);
    expect(items()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(items()).toEqual([]);
    expect(deleteSnapshot).toHaveBeenCalled();
  });
});

describe('cart machine: sync from another tab', () => {
  it('adopts the other tab items without writing them back', () => {
    const { actor, persist, items } = start();
    actor.send({ type: 'cart.sync', items: [{ ...course2, quantity: 3 }], ttlMs: 5000 });
    expect(items()).toEqual([{ ...course2, quantity: 3 }]);
    expect(actor.getSnapshot().value).toBe('filled');
    expect(persist).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(items()).toEqual([]);
  });

  it('an emptied snapshot in another tab empties this cart', () => {
    const { actor, items } = start({ items: [{ ...book1, quantity: 1 }] });
    actor.send({ type: 'cart.sync', items: [] });
    expect(items()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('empty');
  });
});

describe('cartTotals: prices, shipping threshold', () => {
  const line = (price: number | string, quantity = 1): CartItem => ({ type: 'course', id: 1, price, quantity });

  it('sums number prices in integer cents', () => {
    const totals = cartTotals([
      { ...book2, quantity: 3 },
      { ...book1, quantity: 1 },
    ]);
    expect(totals.count).toBe(4);
    expect(totals.subtotalCents).toBe(5870);
  });

  it('reads a course price given as text with a euro sign', () => {
    expect(cartTotals([line('350 €')]).subtotalCents).toBe(35000);
    expect(cartTotals([line('€546,00', 2)]).subtotalCents).toBe(109200);
    expect(cartTotals([line('14,90€'), line(14.9)]).subtotalCents).toBe(2980);
  });

  it('charges €3.99 shipping at exactly €50.00', () => {
    const totals = cartTotals([line(25, 2)]);
    expect(totals.subtotalCents).toBe(5000);
    expect(totals.shippingCents).toBe(399);
    expect(totals.totalCents).toBe(5399);
    expect(totals.missingForFreeShippingCents).toBe(1);
  });

  it('ships free at €50.01', () => {
    const totals = cartTotals([line(50.01)]);
    expect(totals.shippingCents).toBe(0);
    expect(totals.totalCents).toBe(5001);
    expect(totals.missingForFreeShippingCents).toBe(0);
  });

  it('says how much more is needed below the threshold', () => {
    const totals = cartTotals([line(14)]);
    expect(totals.shippingCents).toBe(399);
    expect(totals.totalCents).toBe(1799);
    expect(totals.missingForFreeShippingCents).toBe(3601);
  });

  it('an empty cart costs nothing', () => {
    expect(cartTotals([])).toEqual({
      count: 0,
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
      missingForFreeShippingCents: 5001,
      freeShippingAboveCents: 5000,
    });
  });
});

describe('parseStoredCart', () => {
  it('accepts the flat stored shape with title and price', () => {
    expect(parseStoredCart([{ type: 'book', id: 1, title: 'Livro', price: 14, quantity: 2 }])).toEqual([
      { type: 'book', id: 1, title: 'Livro', price: 14, quantity: 2 },
    ]);
  });

  it('accepts the product-object shape (type, book/course object, quantity)', () => {
    expect(parseStoredCart([{ type: 'course', course: { id: 3, title: 'Curso', price: '350 €' }, quantity: 1 }])).toEqual([
      { type: 'course', id: 3, title: 'Curso', price: '350 €', quantity: 1 },
    ]);
  });

  it('drops invalid entries and merges duplicates', () => {
    expect(
      parseStoredCart([
        null,
        'x',
        { type: 'ebook', id: 1, price: 1, quantity: 1 },
        { type: 'book', id: 'abc', price: 1, quantity: 1 },
        { type: 'book', id: 1, price: 'free', quantity: 1 },
        { type: 'book', id: 1, price: 14, quantity: 0 },
        { type: 'book', id: 1, price: 14, quantity: 1 },
        { type: 'book', id: '1', price: 14, quantity: 2 },
      ]),
    ).toEqual([{ type: 'book', id: 1, price: 14, quantity: 3 }]);
    expect(parseStoredCart({ not: 'a list' })).toEqual([]);
    expect(parseStoredCart(undefined)).toEqual([]);
  });
});
