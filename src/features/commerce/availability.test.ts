import { describe, expect, it } from 'vitest';
import { availabilityInfo, isOrderable } from './availability';

describe('availabilityInfo', () => {
  it.each([
    ['in-stock', 'availability.inStock', 'success'],
    ['limited', 'availability.limited', 'warning'],
    ['pre-order', 'availability.preOrder', 'info'],
    ['out-of-stock', 'availability.outOfStock', 'danger'],
  ])('maps %s to %s', (value, labelKey, tone) => {
    expect(availabilityInfo(value)).toEqual({ labelKey, tone });
  });

  it.each([['discontinued'], [''], ['IN-STOCK'], ['toString'], ['__proto__'], [undefined], [null], [3]])(
    'maps anything else (%s) to Indisponível',
    (value) => {
      expect(availabilityInfo(value)).toEqual({ labelKey: 'availability.unavailable', tone: 'neutral' });
    },
  );
});

describe('isOrderable', () => {
  it('allows in-stock, limited and pre-order books with stock', () => {
    expect(isOrderable('in-stock', 10)).toBe(true);
    expect(isOrderable('limited', 1)).toBe(true);
    expect(isOrderable('pre-order', 60)).toBe(true);
  });

  it('refuses books without stock, out of stock or with an unknown availability', () => {
    expect(isOrderable('out-of-stock', 0)).toBe(false);
    expect(isOrderable('in-stock', 0)).toBe(false);
    expect(isOrderable('out-of-stock', 5)).toBe(false);
    expect(isOrderable('discontinued', 5)).toBe(false);
    expect(isOrderable('in-stock', Number.NaN)).toBe(false);
  });
});
