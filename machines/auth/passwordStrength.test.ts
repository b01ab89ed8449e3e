import { describe, expect, it } from 'vitest';
import { passwordChecks, passwordStrength, STRENGTH_LABEL_KEYS } from './passwordStrength';

describe('passwordStrength', () => {
  it('has six labelled levels', () => {
    expect(STRENGTH_LABEL_KEYS).toEqual([
      'strength.levels.veryWeak',
      'strength.levels.weak',
      'strength.levels.moderate',
      'strength.levels.strong',
      'strength.levels.veryStrong',
      'strength.levels.excellent',
    ]);
  });

  it.each([
    ['', 0, 0],
    ['abc', 1, 1], // lower
    ['abcdefgh', 2, 2], // length 8 + lower
    ['Abcdefgh', 3, 3], // + upper
    ['Abcdefg1', 4, 4], // + digit
    ['Abcdef1!', 5, 5], // + special
    ['Abcdefghij1!', 6, 5], // + 12 or more, capped at 5
    ['abcdefghijkl', 3, 3], // length 8, length 12, lower
    ['!!!!', 1, 1], // special only
    ['12345678', 2, 2], // length + digit
  ])('%j scores %i points -> level %i', (password, points, level) => {
    const result = passwordStrength(password);
    expect(result.points).toBe(points);
    expect(result.level).toBe(level);
    expect(result.labelKey).toBe(STRENGTH_LABEL_KEYS[level]);
  });

  it('counts accented letters and treats white space as not special', () => {
    expect(passwordChecks('Ção')).toMatchObject({ upper: true, lower: true, special: false });
    expect(passwordChecks('a b')).toMatchObject({ special: false });
    expect(passwordChecks('a€b')).toMatchObject({ special: true });
  });

  it('length 8 and 12 are inclusive thresholds', () => {
    expect(passwordChecks('1234567')).toMatchObject({ length: false, longLength: false });
    expect(passwordChecks('12345678')).toMatchObject({ length: true, longLength: false });
    expect(passwordChecks('12345678901')).toMatchObject({ longLength: false });
    expect(passwordChecks('123456789012')).toMatchObject({ longLength: true });
  });
});
