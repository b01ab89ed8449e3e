import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { parseWishlist, wishlistMachine, type WishlistInput } from './wishlist.machine';

function start(input: WishlistInput = {}) {
  const persist = vi.fn();
  const removeLegacy = vi.fn();
  const forgetStored = vi.fn();
  const actor = createActor(
    wishlistMachine.provide({
      actions: {
        persist: (_, params) => persist(params.items),
        removeLegacy: () => removeLegacy(),
        forgetStored: () => forgetStored(),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, persist, removeLegacy, forgetStored, items: () => actor.getSnapshot().context.items };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  warn.mockRestore();
});

describe('wishlist machine: loading', () => {
  it('starts empty and ready with nothing stored, writing nothing', () => {
    const { actor, persist, removeLegacy, items } = start();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(items()).toEqual([]);
    expect(persist).not.toHaveBeenCalled();
    expect(removeLegacy).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads stored id + type items', () => {
    const stored = JSON.stringify([
      { id: 1, type: 'book' },
      { id: 2, type: 'course' },
    ]);
    const { items, persist } = start({ stored });
    expect(items()).toEqual([
      { id: 1, type: 'book' },
      { id: 2, type: 'course' },
    ]);
    expect(persist).not.toHaveBeenCalled();
  });

  it('reads an item without type as a book', () => {
    const { items } = start({ stored: JSON.stringify([{ id: 4 }]) });
    expect(items()).toEqual([{ id: 4, type: 'book' }]);
  });

  it('migrates the legacy list of bare ids as books, merged without duplicates, and drops the legacy key', () => {
    const { items, persist, removeLegacy } = start({
      stored: JSON.stringify([{ id: 1, type: 'book' }]),
      legacy: JSON.stringify([1, 3, '5']),
    });
    expect(items()).toEqual([
      { id: 1, type: 'book' },
      { id: 3, type: 'book' },
      { id: 5, type: 'book' },
    ]);
    expect(persist).toHaveBeenCalledWith(items());
    expect(removeLegacy).toHaveBeenCalledTimes(1);
  });

  it('migrates the legacy list alone', () => {
    const { items } = start({ legacy: '[2,2,7]' });
    expect(items()).toEqual([
      { id: 2, type: 'book' },
      { id: 7, type: 'book' },
    ]);
  });

  it('logs corrupt JSON and replaces it with an empty list', () => {
    const { items, persist } = start({ stored: '{not json' });
    expect(items()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('wishlistItems'));
    expect(persist).toHaveBeenCalledWith([]);
  });

  it('logs a stored value that is not a list and replaces it with an empty list', () => {
    const { items, persist } = start({ stored: '{"id":1}' });
    expect(items()).toEqual([]);
    expect(warn).toHaveBeenCalled();
    expect(persist).toHaveBeenCalledWith([]);
  });

  it('drops and logs invalid entries', () => {
    const { items } = start({ stored: JSON.stringify([{ id: 1, type: 'dvd' }, { id: -2 }, null, { id: 3, type: 'course' }]) });
    expect(items()).toEqual([{ id: 3, type: 'course' }]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('logs a corrupt legacy list, ignores it and still removes it', () => {
    const { items, removeLegacy } = start({ legacy: 'oops' });
    expect(items()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('legacy'));
    expect(removeLegacy).toHaveBeenCalled();
  });
});

describe('wishlist machine: add, remove, toggle', () => {
  it('adds a book by default and persists', () => {
    const { actor, items, persist } = start();
    actor.send({ type: 'wishlist.add', id: 3 });
    expect(items()).toEqual([{ id: 3, type: 'book' }]);
    expect(persist).toHaveBeenLastCalledWith([{ id: 3, type: 'book' }]);
  });

  it('adds a course when told', () => {
    const { actor, items } = start();
    actor.send({ type: 'wishlist.add', id: 3, itemType: 'course' });
    actor.send({ type: 'wishlist.add', id: 3 });
    expect(items()).toEqual([
      { id: 3, type: 'course' },
      { id: 3, type: 'book' },
    ]);
  });

  it('ignores a duplicate id/type pair', () => {
    const { actor, items, persist } = start();
    actor.send({ type: 'wishlist.add', id: 3 });
    actor.send({ type: 'wishlist.add', id: 3, itemType: 'book' });
    expect(items()).toHaveLength(1);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('ignores invalid ids', () => {
    const { actor, items } = start();
    actor.send({ type: 'wishlist.add', id: 0 });
    actor.send({ type: 'wishlist.add', id: 1.5 });
    expect(items()).toEqual([]);
  });

  it('removes by id and type', () => {
    const { actor, items } = start({
      stored: JSON.stringify([
        { id: 2, type: 'book' },
        { id: 2, type: 'course' },
      ]),
    });
    actor.send({ type: 'wishlist.remove', id: 2, itemType: 'course' });
    expect(items()).toEqual([{ id: 2, type: 'book' }]);
  });

  it('removes by id alone (every type) when no type is given', () => {
    const { actor, items, persist } = start({
      stored: JSON.stringify([
        { id: 2, type: 'book' },
        { id: 2, type: 'course' },
        { id: 4, type: 'book' },
      ]),
    });
    actor.send({ type: 'wishlist.remove', id: 2 });
    expect(items()).toEqual([{ id: 4, type: 'book' }]);
    expect(persist).toHaveBeenLastCalledWith([{ id: 4, type: 'book' }]);
  });

  it('removing something absent writes nothing', () => {
    const { actor, persist } = start();
    actor.send({ type: 'wishlist.remove', id: 9 });
    expect(persist).not.toHaveBeenCalled();
  });

  it('toggles a book in and out', () => {
    const { actor, items } = start();
    actor.send({ type: 'wishlist.toggle', id: 5 });
    expect(items()).toEqual([{ id: 5, type: 'book' }]);
    actor.send({ type: 'wishlist.toggle', id: 5 });
    expect(items()).toEqual([]);
  });

  it('toggle respects the type', () => {
    const { actor, items } = start({ stored: JSON.stringify([{ id: 1, type: 'book' }]) });
    actor.send({ type: 'wishlist.toggle', id: 1, itemType: 'course' });
    expect(items()).toEqual([
      { id: 1, type: 'book' },
      { id: 1, type: 'course' },
    ]);
  });
});

describe('wishlist machine: sync from another tab', () => {
  it('adopts the other tab list without writing it back', () => {
    const { actor, items, persist } = start();
    actor.send({ type: 'wishlist.sync', stored: JSON.stringify([{ id: 8, type: 'book' }]) });
    expect(items()).toEqual([{ id: 8, type: 'book' }]);
    expect(persist).not.toHaveBeenCalled();
  });

  it('a removed key empties the list; corrupt data is logged and read as empty', () => {
    const { actor, items } = start({ stored: JSON.stringify([{ id: 1, type: 'book' }]) });
    actor.send({ type: 'wishlist.sync', stored: null });
    expect(items()).toEqual([]);
    actor.send({ type: 'wishlist.sync', stored: '[{"id":1}' });
    expect(items()).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});

describe('parseWishlist', () => {
  it('reports nothing to rewrite for a clean list', () => {
    expect(parseWishlist({ stored: '[{"id":1,"type":"book"}]' })).toEqual({
      items: [{ id: 1, type: 'book' }],
      problems: [],
      rewrite: false,
      dropLegacy: false,
    });
  });

  it('rewrites a list that had duplicates', () => {
    const load = parseWishlist({ stored: '[{"id":1,"type":"book"},{"id":1,"type":"book"}]' });
    expect(load.items).toHaveLength(1);
    expect(load.rewrite).toBe(true);
  });
});

describe('wishlist machine: clear (logout)', () => {
  it('empties the list and removes the stored keys, without writing an empty list back', () => {
    const { actor, items, persist, forgetStored } = start({ stored: JSON.stringify([{ id: 1, type: 'book' }]), legacy: '[2]' });
    persist.mockClear();
    expect(items()).toHaveLength(2);
    actor.send({ type: 'wishlist.clear' });
    expect(items()).toEqual([]);
    expect(forgetStored).toHaveBeenCalledTimes(1);
    expect(persist).not.toHaveBeenCalled();
    // Still usable afterwards.
    actor.send({ type: 'wishlist.add', id: 3 });
    expect(items()).toEqual([{ id: 3, type: 'book' }]);
  });
});
