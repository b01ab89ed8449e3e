import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES, isProductType, itemTitle, parsePrice, priceCents, toCents } from './rules';

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

describe('product types', () => {
  it('are the books and the courses, and nothing else', () => {
    expect(PRODUCT_TYPES).toEqual(['book', 'course']);
    expect(PRODUCT_TYPES.every(isProductType)).toBe(true);
    expect(isProductType('ebook')).toBe(false);
    expect(isProductType('Book')).toBe(false);
    expect(isProductType(undefined)).toBe(false);
  });
});

describe('euros and cents', () => {
  it('converts to integer cents without float error', () => {
    expect(toCents(14.9)).toBe(1490);
    expect(toCents(24.99)).toBe(2499);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
  it('reads prices given as text with a euro sign', () => {
    expect(parsePrice('350 €')).toBe(350);
    expect(parsePrice('€350,00')).toBe(350);
    expect(parsePrice('1.234,50€')).toBe(1234.5);
    expect(parsePrice(16)).toBe(16);
    expect(parsePrice('soon')).toBeNull();
    expect(parsePrice(null)).toBeNull();
  });
});
