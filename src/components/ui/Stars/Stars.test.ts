import { describe, expect, it } from 'vitest';
import { STAR } from '../Icon/Icon';
import { starsPath } from './Stars';

describe('starsPath', () => {
  const star = STAR.split(' ').map(Number);

  it('draws the star icon outline once per star, each `step` units to the right', () => {
    const d = starsPath(1, 3, 26.5);
    const outlines = d.split('M').filter(Boolean);
    expect(outlines).toHaveLength(2);
    outlines.forEach((outline, index) => {
      const numbers = outline.replace('Z', '').split(/[L ]/).map(Number);
      expect(numbers).toHaveLength(star.length);
      numbers.forEach((value, i) => expect(value).toBeCloseTo(i % 2 === 0 ? star[i]! + (index + 1) * 26.5 : star[i]!, 3));
      expect(outline.endsWith('Z')).toBe(true);
    });
  });

  it('is empty for no stars', () => {
    expect(starsPath(5, 5, 26)).toBe('');
  });
});
