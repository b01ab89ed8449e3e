import { describe, expect, it } from 'vitest';
import { summary } from './pageTitle';

describe('summary', () => {
  it('keeps a text that fits, with its whitespace collapsed', () => {
    expect(summary('  Um  texto\n curto. ', 160)).toBe('Um texto curto.');
    const exact = 'a'.repeat(160);
    expect(summary(exact)).toBe(exact);
  });

  it('cuts a long text at a word boundary, the ellipsis included in the limit', () => {
    expect(summary('one two three four', 10)).toBe('one two…');
    expect(summary('one two three four', 14)).toBe('one two three…');
    // 'one two three' is 13 characters: with the ellipsis it would be 14, one too many for 13.
    expect(summary('one two three four', 13)).toBe('one two…');
    const long = 'palavra '.repeat(40);
    const short = summary(long, 160);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('palavra…')).toBe(true);
  });

  it('drops punctuation left dangling before the ellipsis', () => {
    expect(summary('Sons, texturas, movimento: estratégias concretas', 17)).toBe('Sons, texturas…');
    expect(summary('Materiais simples — plasticina e molas', 20)).toBe('Materiais simples…');
  });

  it('cuts inside a word only when a single word is longer than the limit', () => {
    expect(summary('abcdefghij', 5)).toBe('abcd…');
    expect(summary('anything', 0)).toBe('');
  });
});
