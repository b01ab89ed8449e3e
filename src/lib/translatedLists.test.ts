import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { objectList, textList } from './translatedLists';

const fakeT = ((key: string) =>
  ({
    list: ['a', 2, 'b'],
    text: 'plain',
    faq: [{ question: 'Q', answer: 'A' }, { question: 'only' }, null],
  })[key] ?? key) as unknown as TFunction;

describe('translated lists', () => {
  it('reads string arrays from translations, ignoring anything else', () => {
    expect(textList(fakeT, 'list')).toEqual(['a', 'b']);
    expect(textList(fakeT, 'text')).toEqual([]);
    expect(textList(fakeT, 'missing')).toEqual([]);
  });

  it('reads object arrays keeping complete entries only', () => {
    expect(objectList(fakeT, 'faq', ['question', 'answer'])).toEqual([{ question: 'Q', answer: 'A' }]);
    expect(objectList(fakeT, 'text', ['question'])).toEqual([]);
  });
});
