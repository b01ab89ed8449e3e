import { describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { rememberedLanguage, switchLanguage } from './switchLanguage';

function setup(pathname: string, search = '', hash = '') {
  const cacheUserLanguage = vi.fn();
  const changeLanguage = vi.fn(() => Promise.resolve());
  const instance = {
    changeLanguage,
    resolvedLanguage: pathname.startsWith('/en') ? 'en' : 'pt',
    services: { languageDetector: { cacheUserLanguage } },
  } as unknown as I18n;
  const location = { pathname, search, hash, assign: vi.fn() };
  const history = { state: { key: 'k1', idx: 0 } as unknown, replaceState: vi.fn() };
  return { instance, location, history, cacheUserLanguage, changeLanguage };
}

describe('switchLanguage', () => {
  it('goes to the same page, query and hash in the English space and saves the choice', () => {
    const { instance, location, history, cacheUserLanguage } = setup('/book/1', '?tab=2', '#details');
    switchLanguage('en', instance, location, history);
    expect(location.assign).toHaveBeenCalledWith('/en/book/1?tab=2#details');
    expect(cacheUserLanguage).toHaveBeenCalledWith('en', ['localStorage']);
  });

  it('goes back to the unprefixed page for Portuguese', () => {
    const { instance, location, history, cacheUserLanguage } = setup('/en/book/1', '', '#details');
    switchLanguage('pt', instance, location, history);
    expect(location.assign).toHaveBeenCalledWith('/book/1#details');
    expect(cacheUserLanguage).toHaveBeenCalledWith('pt', ['localStorage']);
  });

  it('changes the language in place where the address stays the same', () => {
    const { instance, location, history, changeLanguage } = setup('/book/1');
    switchLanguage('pt', instance, location, history);
    expect(location.assign).not.toHaveBeenCalled();
    expect(changeLanguage).toHaveBeenCalledWith('pt');
    // A reload of this entry shows the language it now has.
    expect(history.replaceState).toHaveBeenCalledWith({ key: 'k1', idx: 0, lang: 'pt' }, '');
  });
});

describe('the language of the entry left', () => {
  it("is remembered in its history state, keeping the router's fields", () => {
    const { instance, location, history } = setup('/book/1');
    switchLanguage('en', instance, location, history);
    expect(history.replaceState).toHaveBeenCalledWith({ key: 'k1', idx: 0, lang: 'pt' }, '');
  });

  it('decides the language on a back or forward visit and on a reload of the entry, never on a new visit', () => {
    expect(rememberedLanguage({ state: { lang: 'pt' } }, 'back_forward')).toBe('pt');
    expect(rememberedLanguage({ state: { lang: 'pt' } }, 'reload')).toBe('pt');
    expect(rememberedLanguage({ state: { lang: 'pt' } }, 'navigate')).toBeUndefined();
    expect(rememberedLanguage({ state: { lang: 'fr' } }, 'back_forward')).toBeUndefined();
    expect(rememberedLanguage({ state: null }, 'back_forward')).toBeUndefined();
  });
});
