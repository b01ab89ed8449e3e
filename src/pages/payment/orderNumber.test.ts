import { describe, expect, it } from 'vitest';
import { randomOrderNumber } from './orderNumber';

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
