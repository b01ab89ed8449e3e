import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { formatDecimal, formatLongDate, intlLocale, objectList, summary, textList } from './helpers';

const fakeT = ((key: string) =>
  ({
    list: ['a', 2, 'b'],
    text: 'plain',
    faq: [{ question: 'Q', answer: 'A' }, { question: 'only' }, null],
  })[key] ?? key) as unknown as TFunction;

describe('content helpers', () => {
  it('reads string arrays from translations, ignoring anything else', () => {
    expect(textList(fakeT, 'list')).toEqual(['a', 'b']);
    expect(textList(fakeT, 'text')).toEqual([]);
    expect(textList(fakeT, 'missing')).toEqual([]);
  });

  it('reads object arrays keeping complete entries only', () => {
    expect(objectList(fakeT, 'faq', ['question', 'answer'])).toEqual([{ question: 'Q', answer: 'A' }]);
    expect(objectList(fakeT, 'text', ['question'])).toEqual([]);
  });

  it('formats dates and decimals in the UI language', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('pt')).toBe('pt-PT');
    expect(formatLongDate('2021-10-04', 'en')).toBe('4 October 2021');
    expect(formatLongDate('2021-10-04', 'pt')).toBe('4 de outubro de 2021');
    expect(formatLongDate('soon', 'pt')).toBe('soon');
    expect(formatDecimal(4.8, 'pt')).toBe('4,8');
    expect(formatDecimal(5, 'en')).toBe('5.0');
  });

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
});
