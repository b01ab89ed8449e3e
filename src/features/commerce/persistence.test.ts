import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { cartMachine, parseStoredCart } from '@machines/commerce';
import { COMMERCE } from '@machines/shared';
import { createStore, KEYS } from '@/lib/storage';
import { readCart, readWishlistRaw, reconcileCart, writeCart } from './persistence';
import { maxQuantityOf } from './catalogue';

function memoryStore(now: () => number) {
  const data = new Map<string, string>();
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
  return { data, store: createStore(storage, now) };
}

describe('commerce persistence', () => {
  it('writes the cart with title, price and an expiry of 300000 ms, and reads it back with the remaining time', () => {
    let now = 1_000;
    const { data, store } = memoryStore(() => now);
    writeCart([{ type: 'book', id: 1, price: 14, quantity: 2, titleKey: 'catalog.books.1.title' }], () => 'Livro 1', store);
    const entry = JSON.parse(data.get(KEYS.cart) ?? '{}');
    expect(entry).toEqual({
      value: [{ type: 'book', id: 1, title: 'Livro 1', price: 14, quantity: 2, titleKey: 'catalog.books.1.title' }],
      expiry: 1_000 + COMMERCE.snapshotTtlMs,
    });
    now += 100_000;
    const read = readCart(store, now);
    expect(read.items).toHaveLength(1);
    expect(read.ttlMs).toBe(COMMERCE.snapshotTtlMs - 100_000);
  });

  it('an expired snapshot reads as empty and is deleted', () => {
    let now = 0;
    const { data, store } = memoryStore(() => now);
    writeCart([{ type: 'book', id: 1, price: 14, quantity: 1 }], () => 'x', store);
    now = COMMERCE.snapshotTtlMs;
    expect(readCart(store, now).items).toEqual([]);
    expect(data.has(KEYS.cart)).toBe(false);
  });

  it('an empty cart removes the snapshot', () => {
    const { data, store } = memoryStore(() => 0);
    writeCart([{ type: 'book', id: 1, price: 14, quantity: 1 }], () => 'x', store);
    writeCart([], () => 'x', store);
    expect(data.has(KEYS.cart)).toBe(false);
  });

  it('reconciles stored items with the catalogue: unknown dropped, text prices kept when equal, stale prices replaced', () => {
    expect(
      reconcileCart([
        { type: 'course', id: 2, price: '350 €', quantity: 1 },
        { type: 'book', id: 3, price: 1, quantity: 1 },
        { type: 'book', id: 99, price: 5, quantity: 1 },
        { type: 'course', id: 5, price: 100, quantity: 1 },
      ]),
    ).toEqual([
      { type: 'course', id: 2, price: '350 €', quantity: 1, titleKey: 'catalog.courses.2.title' },
      { type: 'book', id: 3, price: 16, quantity: 1, titleKey: 'catalog.books.3.title' },
    ]);
  });

  it('reads the raw wishlist entries', () => {
    const { store } = memoryStore(() => 0);
    store.setRaw(KEYS.wishlist, '[1]');
    expect(readWishlistRaw(store)).toEqual({ stored: null, legacy: '[1]' });
  });

  it('quantity limits follow the stock', () => {
    expect(maxQuantityOf('book', 2)).toBe(4);
    expect(maxQuantityOf('book', 8)).toBe(0);
    expect(maxQuantityOf('course', 1)).toBe(99);
    expect(maxQuantityOf('course', 5)).toBe(0);
  });

  it('an expired stored snapshot reads as absent and is deleted (storage helper, the cart machine on what it reads)', () => {
    let now = 1_000_000;
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    const store = createStore(storage, () => now);
    store.setExpiring(
      'cart',
      [{ type: 'book', id: 1, price: 14, titleKey: 'catalog.books.1.title', quantity: 1 }],
      COMMERCE.snapshotTtlMs,
    );
    now += COMMERCE.snapshotTtlMs - 1;
    expect(parseStoredCart(store.getExpiring('cart'))).toHaveLength(1);
    now += 1;
    expect(store.getExpiring('cart')).toBeUndefined();
    expect(data.has('cart')).toBe(false);
    const actor = createActor(cartMachine, { input: { items: parseStoredCart(store.getExpiring('cart')) } }).start();
    expect(actor.getSnapshot().value).toBe('empty');
  });
});
