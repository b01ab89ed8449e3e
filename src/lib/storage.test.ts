import { describe, expect, it } from 'vitest';
import { createStore, type StorageLike } from './storage';

function memory(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('storage helper', () => {
  it('round-trips JSON', () => {
    const s = createStore(memory());
    s.setJSON('a', { x: 1 });
    expect(s.getJSON('a')).toEqual({ x: 1 });
  });

  it('treats corrupt JSON as absent and removes it', () => {
    const mem = memory();
    mem.setItem('a', '{not json');
    const s = createStore(mem);
    expect(s.getJSON('a')).toBeUndefined();
    expect(mem.data.has('a')).toBe(false);
  });

  it('expires entries and deletes them', () => {
    let t = 1000;
    const mem = memory();
    const s = createStore(mem, () => t);
    s.setExpiring('cart', [1], 300_000);
    expect(s.getExpiring('cart')).toEqual([1]);
    t += 299_999;
    expect(s.getExpiring('cart')).toEqual([1]);
    t += 1;
    expect(s.getExpiring('cart')).toBeUndefined();
    expect(mem.data.has('cart')).toBe(false);
  });

  it('treats malformed expiring entries as absent', () => {
    const mem = memory();
    mem.setItem('cart', JSON.stringify({ value: [1] }));
    const s = createStore(mem);
    expect(s.getExpiring('cart')).toBeUndefined();
    expect(mem.data.has('cart')).toBe(false);
  });

  it("treats an expiry further ahead than the key's longest lifetime as corrupt (cart, lastCheckedProduct: 300000 ms)", () => {
    const t = 1_000_000;
    for (const key of ['cart', 'lastCheckedProduct']) {
      const mem = memory();
      const s = createStore(mem, () => t);
      mem.setItem(key, JSON.stringify({ value: [1], expiry: t + 300_000 }));
      expect(s.getExpiring(key)).toEqual([1]);
      mem.setItem(key, JSON.stringify({ value: [1], expiry: t + 300_001 }));
      expect(s.getExpiring(key)).toBeUndefined();
      expect(mem.data.has(key)).toBe(false);
      // Year 2999: an entry that would never expire.
      mem.setItem(key, JSON.stringify({ value: [1], expiry: Date.UTC(2999, 0, 1) }));
      expect(s.getExpiring(key)).toBeUndefined();
      expect(mem.data.has(key)).toBe(false);
    }
  });

  it('clamps with an explicit longest lifetime, and leaves keys without one unbounded', () => {
    const t = 1_000_000;
    const mem = memory();
    const s = createStore(mem, () => t);
    mem.setItem('other', JSON.stringify({ value: 'x', expiry: t + 10_000 }));
    expect(s.getExpiring('other', 5_000)).toBeUndefined();
    mem.setItem('other', JSON.stringify({ value: 'x', expiry: t + 10_000_000 }));
    expect(s.getExpiring('other')).toBe('x');
  });

  it('survives a throwing storage (quota, privacy mode)', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const s = createStore(broken);
    expect(s.setJSON('a', 1)).toBe(false);
    expect(s.getJSON('a')).toBeUndefined();
    expect(() => s.remove('a')).not.toThrow();
  });

  it('works with no storage at all', () => {
    const s = createStore(null);
    expect(s.setJSON('a', 1)).toBe(false);
    expect(s.getJSON('a')).toBeUndefined();
  });

  it('opens a storage area given as a function only on first use, and once (#33)', () => {
    const mem = memory();
    let opened = 0;
    const s = createStore(() => {
      opened += 1;
      return mem;
    });
    expect(opened).toBe(0);
    expect(s.getJSON('a')).toBeUndefined();
    s.setJSON('a', 1);
    expect(s.getJSON('a')).toBe(1);
    expect(opened).toBe(1);
  });

  it('treats a storage area that cannot be opened as none', () => {
    const s = createStore(() => null);
    expect(s.setJSON('a', 1)).toBe(false);
    expect(s.getJSON('a')).toBeUndefined();
  });
});
