import { describe, expect, it } from 'vitest';
import { activeLanguage, basenameOf, localePath, pathLanguage, stripLanguage } from './localePath';

describe('pathLanguage', () => {
  it.each([
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/book/1', 'en'],
    ['/', null],
    ['/book/1', null],
    ['/english', null],
    ['/entrar', null],
    ['/book/en', null],
  ])('%s -> %s', (path, lang) => expect(pathLanguage(path)).toBe(lang));

  it('gives the router basename of each space', () => {
    expect(basenameOf('en')).toBe('/en');
    expect(basenameOf(null)).toBeUndefined();
  });
});

describe('localePath', () => {
  it('prefixes a path for English and keeps query and hash', () => {
    expect(localePath('/book/1', 'en')).toBe('/en/book/1');
    expect(localePath('/book/1?tab=2#details', 'en')).toBe('/en/book/1?tab=2#details');
    expect(localePath('/#cursos', 'en')).toBe('/en/#cursos');
    expect(localePath('/', 'en')).toBe('/en/');
  });

  it('removes the prefix for Portuguese', () => {
    expect(localePath('/en/book/1#details', 'pt')).toBe('/book/1#details');
    expect(localePath('/en', 'pt')).toBe('/');
    expect(localePath('/en/', 'pt')).toBe('/');
    expect(localePath('/en?x=1', 'pt')).toBe('/?x=1');
    expect(localePath('/en#faq', 'pt')).toBe('/#faq');
  });

  it('never prefixes twice and leaves look-alike paths alone', () => {
    expect(localePath('/en/book/1', 'en')).toBe('/en/book/1');
    expect(localePath('/english', 'en')).toBe('/en/english');
    expect(stripLanguage('/entrar')).toBe('/entrar');
  });

  it('keeps unknown paths (they meet the not-found page of their space)', () => {
    expect(localePath('/nope/deeper', 'en')).toBe('/en/nope/deeper');
    expect(localePath('/en/nope', 'pt')).toBe('/nope');
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/%2F%2Fevil', ''])(
    'keeps %j on the site',
    (path) => {
      for (const lang of ['pt', 'en'] as const) {
        const result = localePath(path, lang);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(new URL(result, 'https://site.example').origin).toBe('https://site.example');
      }
    },
  );
});

describe('activeLanguage', () => {
  it("maps i18next's active language onto the site's two", () => {
    expect(activeLanguage({ resolvedLanguage: 'en-GB' })).toBe('en');
    expect(activeLanguage({ language: 'en' })).toBe('en');
    expect(activeLanguage({ resolvedLanguage: 'pt-BR' })).toBe('pt');
    expect(activeLanguage({})).toBe('pt');
  });
});
