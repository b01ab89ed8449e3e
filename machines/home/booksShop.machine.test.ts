import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { booksShopMachine, filterBooks, normaliseSearch } from './booksShop.machine';

const items = [
  { id: 1, category: 'impresso' as const, title: 'Integração Sensorial no Dia a Dia' },
  { id: 2, category: 'impresso' as const, title: 'Brincar para Crescer' },
  { id: 5, category: 'ebook' as const, title: 'Guia de Atividades Sensoriais' },
  { id: 6, category: 'ebook' as const, title: 'Rotinas em Família' },
];

describe('books shop machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts settled on printed books with an empty search', () => {
    const actor = createActor(booksShopMachine).start();
    expect(actor.getSnapshot().value).toBe('settled');
    expect(actor.getSnapshot().context).toEqual({ input: '', query: '', tab: 'impresso' });
  });

  it('debounces the search 300 ms after the last keystroke', () => {
    const actor = createActor(booksShopMachine).start();
    actor.send({ type: 'books.search', value: 'b' });
    vi.advanceTimersByTime(200);
    actor.send({ type: 'books.search', value: 'br' });
    vi.advanceTimersByTime(299);
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(actor.getSnapshot().context).toMatchObject({ input: 'br', query: '' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('settled');
    expect(actor.getSnapshot().context.query).toBe('br');
  });

  it('switches tabs (ignoring unknown ones) and clear resets search and tab at once', () => {
    const actor = createActor(booksShopMachine).start();
    actor.send({ type: 'books.tab', tab: 'ebook' });
    actor.send({ type: 'books.tab', tab: 'bogus' as never });
    expect(actor.getSnapshot().context.tab).toBe('ebook');
    actor.send({ type: 'books.search', value: 'zzz' });
    vi.advanceTimersByTime(300);
    actor.send({ type: 'books.search', value: 'zzzz' });
    actor.send({ type: 'books.clear' });
    expect(actor.getSnapshot().value).toBe('settled');
    expect(actor.getSnapshot().context).toEqual({ input: '', query: '', tab: 'impresso' });
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.query).toBe('');
  });

  it('caps the search text', () => {
    const actor = createActor(booksShopMachine).start();
    actor.send({ type: 'books.search', value: 'a'.repeat(500) });
    expect(actor.getSnapshot().context.input).toHaveLength(100);
  });
});

describe('filterBooks', () => {
  it('matches titles case- and accent-insensitively within the tab', () => {
    expect(filterBooks(items, 'INTEGRACAO', 'impresso').map((b) => b.id)).toEqual([1]);
    expect(filterBooks(items, 'sensoria', 'all').map((b) => b.id)).toEqual([1, 5]);
    expect(filterBooks(items, 'sensoria', 'ebook').map((b) => b.id)).toEqual([5]);
    expect(filterBooks(items, '', 'impresso').map((b) => b.id)).toEqual([1, 2]);
    expect(filterBooks(items, '  ', 'all')).toHaveLength(4);
    expect(filterBooks(items, 'nothing', 'all')).toEqual([]);
    expect(normaliseSearch(' Família ')).toBe('familia');
  });
});
