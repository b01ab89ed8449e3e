import { describe, expect, it } from 'vitest';
import { NavigationType } from 'react-router-dom';
import { isInPageAnchor, keyFreshHistoryEntry, randomHistoryKey, scrollKey } from './scrollPolicy';

const at = (pathname: string, hash = '', search = '') => ({ pathname, search, hash });

describe('isInPageAnchor: only a link to a section of the page already shown glides', () => {
  it('a header anchor while on /, a table of contents, the same anchor again', () => {
    expect(isInPageAnchor(at('/'), at('/', '#cursos'), NavigationType.Push)).toBe(true);
    expect(isInPageAnchor(at('/', '#about'), at('/', '#cursos'), NavigationType.Push)).toBe(true);
    expect(isInPageAnchor(at('/termos-condicoes'), at('/termos-condicoes', '#terms-7'), NavigationType.Push)).toBe(true);
    expect(isInPageAnchor(at('/', '#cursos'), at('/', '#cursos'), NavigationType.Replace)).toBe(true);
  });

  it('another page, another query, no hash, back / forward and the first render jump', () => {
    expect(isInPageAnchor(at('/privacy'), at('/', '#cursos'), NavigationType.Push)).toBe(false);
    expect(
      isInPageAnchor(at('/artigos-teses', '', '?pagina=2'), at('/artigos-teses', '#x', '?pagina=3'), NavigationType.Push),
    ).toBe(false);
    expect(isInPageAnchor(at('/', '#cursos'), at('/'), NavigationType.Push)).toBe(false);
    expect(isInPageAnchor(at('/', '#cursos'), at('/', '#'), NavigationType.Push)).toBe(false);
    expect(isInPageAnchor(at('/'), at('/', '#cursos'), NavigationType.Pop)).toBe(false);
    expect(isInPageAnchor(undefined, at('/', '#cursos'), NavigationType.Push)).toBe(false);
  });
});

describe('scroll positions are kept per history entry', () => {
  it('keyed by the entry, not the URL: two visits to one page keep two positions', () => {
    expect(scrollKey({ key: 'a1b2c3d4' })).toBe('a1b2c3d4');
    expect(scrollKey({ key: 'e5f6g7h8' })).not.toBe(scrollKey({ key: 'a1b2c3d4' }));
  });

  function fakeHistory(state: unknown) {
    const calls: unknown[] = [];
    return {
      calls,
      history: {
        state,
        replaceState: (next: unknown) => {
          calls.push(next);
        },
      },
    };
  }

  it('a fresh visit (no history state) gets a key of its own instead of the shared "default", and index 0', () => {
    const { history, calls } = fakeHistory(null);
    keyFreshHistoryEntry(history, () => 'k1');
    // With the index the router writes nothing itself: one replaceState at start, not two.
    expect(calls).toEqual([{ key: 'k1', idx: 0 }]);
  });

  it('keeps whatever else the entry holds (the router index, page state)', () => {
    const { history, calls } = fakeHistory({ idx: 0, usr: { from: '/cart' } });
    keyFreshHistoryEntry(history, () => 'k2');
    expect(calls).toEqual([{ idx: 0, usr: { from: '/cart' }, key: 'k2' }]);
  });

  it('an entry that has a key (reload, back / forward) keeps it, so its position is found again', () => {
    const { history, calls } = fakeHistory({ idx: 3, key: 'abc12345', usr: null });
    keyFreshHistoryEntry(history, () => 'k3');
    expect(calls).toEqual([]);
  });

  it('random keys differ', () => {
    const keys = new Set(Array.from({ length: 50 }, randomHistoryKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-z]{8}$/);
  });
});
