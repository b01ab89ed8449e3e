import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { formatDecimal, formatLongDate, intlLocale, objectList, textList } from './helpers';

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
});
