import { describe, expect, it } from 'vitest';
import { navbarOpacity, withAlpha } from './navbarOpacity';

describe('navbarOpacity', () => {
  it('is 0.95 at the top', () => {
    expect(navbarOpacity(0)).toBe(0.95);
  });

  it('falls linearly by 0.3 over the first 200 px', () => {
    expect(navbarOpacity(50)).toBe(0.875);
    expect(navbarOpacity(100)).toBe(0.8);
    expect(navbarOpacity(150)).toBe(0.725);
    expect(navbarOpacity(199)).toBe(0.652);
    expect(navbarOpacity(200)).toBe(0.65);
  });

  it('stays at 0.65 beyond 200 px', () => {
    expect(navbarOpacity(201)).toBe(0.65);
    expect(navbarOpacity(10_000)).toBe(0.65);
  });

  it('treats overscroll and invalid values as the top', () => {
    expect(navbarOpacity(-40)).toBe(0.95);
    expect(navbarOpacity(Number.NaN)).toBe(0.95);
    expect(navbarOpacity(Number.POSITIVE_INFINITY)).toBe(0.95);
  });
});

describe('withAlpha', () => {
  it('turns a hex colour into rgba', () => {
    expect(withAlpha('#FFFFFF', 0.65)).toBe('rgba(255, 255, 255, 0.65)');
    expect(withAlpha('#2C6A5C', 1)).toBe('rgba(44, 106, 92, 1)');
    expect(withAlpha('#fff', 0.5)).toBe('rgba(255, 255, 255, 0.5)');
  });

  it('returns anything else unchanged', () => {
    expect(withAlpha('rgba(0,0,0,0.5)', 0.2)).toBe('rgba(0,0,0,0.5)');
  });
});
