import { describe, expect, it } from 'vitest';
import { itemTitle, priceCents } from './rules';

describe('priceCents', () => {
  it('reads numbers and euro text as integer cents', () => {
    expect(priceCents(350)).toBe(35000);
    expect(priceCents(19.9)).toBe(1990);
    expect(priceCents('350 €')).toBe(35000);
    expect(priceCents(0)).toBe(0);
  });

  it('refuses what is not a price', () => {
    expect(priceCents(-1)).toBeNull();
    expect(priceCents('grátis')).toBeNull();
    expect(priceCents(undefined)).toBeNull();
    expect(priceCents({})).toBeNull();
    expect(priceCents(Number.NaN)).toBeNull();
  });
});

describe('itemTitle', () => {
  const dictionary: Record<string, string> = { 'catalog.books.1.title': 'Livro Um' };
  const translate = (key: string) => dictionary[key] ?? key;

  it('prefers the translation of the title key', () => {
    expect(itemTitle({ titleKey: 'catalog.books.1.title', title: 'Stored' }, translate)).toBe('Livro Um');
  });

  it('falls back to the stored title when the key does not resolve', () => {
    expect(itemTitle({ titleKey: 'catalog.books.99.title', title: 'Stored' }, translate)).toBe('Stored');
    expect(itemTitle({ titleKey: 'missing', title: 'Stored' }, () => '')).toBe('Stored');
  });

  it('is empty when there is nothing to show', () => {
    expect(itemTitle({}, translate)).toBe('');
  });
});
