import { describe, expect, it } from 'vitest';
import { labelRemainder } from './labelInName';

describe('labelRemainder', () => {
  it('returns what the label adds after the visible text', () => {
    expect(labelRemainder('Mais informações', 'Mais informações sobre «Brincar»')).toBe(' sobre «Brincar»');
  });

  it('returns nothing when the label is the visible text or empty', () => {
    expect(labelRemainder('Saiba mais', 'Saiba mais')).toBe('');
    expect(labelRemainder('Saiba mais', '')).toBe('');
  });

  it('appends the whole label when it does not start with the visible text', () => {
    expect(labelRemainder('Read more', 'About the courses')).toBe(': About the courses');
  });
});
