import { describe, expect, it } from 'vitest';
import { launches } from '@/data/launches';
import { parseBrl } from './launchPrice';

describe('parseBrl', () => {
  it('reads the catalogue prices', () => {
    expect(launches.map((launch) => parseBrl(launch.price))).toEqual([297, 247, 197, 397]);
  });

  it('reads thousands separators, decimals and spaces', () => {
    expect(parseBrl('R$1.297,50')).toBe(1297.5);
    expect(parseBrl('R$ 24,75')).toBe(24.75);
    expect(parseBrl('R$24,7')).toBe(24.7);
    expect(parseBrl('R$1297')).toBe(1297);
  });

  it('gives undefined for anything that is not a BRL price', () => {
    for (const text of ['', '297,00', '€297,00', 'R$', 'R$29,7,0', 'R$12.34', '12x R$24,75', 'R$ grátis']) {
      expect(parseBrl(text), text).toBeUndefined();
    }
  });
});
