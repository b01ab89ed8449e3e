import { describe, expect, it } from 'vitest';
import { createStore, KEYS, type StorageLike } from '@/lib/storage';
import { orderNumberForReturn, randomOrderNumber } from './orderNumber';

function memory(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** A fixed sequence of "random" values, so each draw is known. */
function draws(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

describe('randomOrderNumber', () => {
  it('stays within 100000-999999', () => {
    expect(randomOrderNumber(() => 0)).toBe(100000);
    expect(randomOrderNumber(() => 0.999999999)).toBe(999999);
    expect(randomOrderNumber(() => 0.5)).toBe(550000);
    for (let i = 0; i < 1000; i += 1) {
      const n = randomOrderNumber();
      expect(n).toBeGreaterThanOrEqual(100000);
      expect(n).toBeLessThanOrEqual(999999);
      expect(Number.isInteger(n)).toBe(true);
    }
  });
});

describe('orderNumberForReturn (kept for the tab session)', () => {
  it('draws once per checkout return: a reload of the same return shows the same number', () => {
    const mem = memory();
    const random = draws(0.1, 0.5, 0.9);
    const first = orderNumberForReturn(createStore(mem), 'cs-1', random);
    expect(first).toBe(190000);
    // A reload: a new store over the same sessionStorage, the same session_id.
    expect(orderNumberForReturn(createStore(mem), 'cs-1', random)).toBe(190000);
    expect(orderNumberForReturn(createStore(mem), 'cs-1', random)).toBe(190000);
    expect(JSON.parse(mem.data.get(KEYS.orderNumber) ?? 'null')).toEqual({ checkoutId: 'cs-1', number: 190000 });
  });

  it('another checkout return in the same tab gets a new number, and keeps it', () => {
    const mem = memory();
    const random = draws(0.1, 0.5);
    expect(orderNumberForReturn(createStore(mem), 'cs-1', random)).toBe(190000);
    expect(orderNumberForReturn(createStore(mem), 'cs-2', random)).toBe(550000);
    expect(orderNumberForReturn(createStore(mem), 'cs-2', random)).toBe(550000);
  });

  it('without a session id, a reload still shows the same number', () => {
    const mem = memory();
    const random = draws(0.25, 0.75);
    expect(orderNumberForReturn(createStore(mem), null, random)).toBe(325000);
    expect(orderNumberForReturn(createStore(mem), null, random)).toBe(325000);
  });

  it.each([
    ['not JSON', '{oops'],
    ['wrong shape', JSON.stringify({ number: 'abc', checkoutId: 'cs-1' })],
    ['out of range', JSON.stringify({ number: 42, checkoutId: 'cs-1' })],
    ['not an integer', JSON.stringify({ number: 123456.5, checkoutId: 'cs-1' })],
    ['a bare number', '123456'],
  ])('a corrupt saved value (%s) counts as absent: a fresh number replaces it', (_, raw) => {
    const mem = memory();
    mem.setItem(KEYS.orderNumber, raw);
    const number = orderNumberForReturn(createStore(mem), 'cs-1', draws(0.5));
    expect(number).toBe(550000);
    expect(JSON.parse(mem.data.get(KEYS.orderNumber) ?? 'null')).toEqual({ checkoutId: 'cs-1', number: 550000 });
  });

  it('without storage (refused, or no window) the number is still in range', () => {
    const n = orderNumberForReturn(createStore(null), 'cs-1');
    expect(n).toBeGreaterThanOrEqual(100000);
    expect(n).toBeLessThanOrEqual(999999);
  });
});
