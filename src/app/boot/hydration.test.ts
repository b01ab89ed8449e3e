import { describe, expect, it } from 'vitest';
import { canHydrate, hasVisitorState, routerPath } from './hydration';

const storage = (entries: Record<string, string> = {}) => ({ getItem: (key: string) => entries[key] ?? null });
const container = (prerendered?: string, path?: string) => ({ dataset: { prerendered, path } as DOMStringMap });

describe('canHydrate', () => {
  it('hydrates a first visit to the page the markup was rendered for, in its language', () => {
    expect(canHydrate(container('pt', '/book/1'), { search: '', pathname: '/book/1' }, 'pt', storage())).toBe(true);
    expect(canHydrate(container('en', '/book/1'), { search: '', pathname: '/en/book/1' }, 'en', storage())).toBe(true);
    expect(canHydrate(container('en', '/'), { search: '', pathname: '/en/' }, 'en', storage())).toBe(true);
    expect(canHydrate(container('pt', '/book/1'), { search: '', pathname: '/book/1/' }, 'pt', storage())).toBe(true);
  });

  it('renders anew for an address with a query (it changes what pages show)', () => {
    expect(
      canHydrate(container('pt', '/artigos-teses'), { pathname: '/artigos-teses', search: '?pagina=2' }, 'pt', storage()),
    ).toBe(false);
  });

  it('renders anew for another language (an English visitor on a Portuguese page)', () => {
    expect(canHydrate(container('pt', '/book/1'), { search: '', pathname: '/book/1' }, 'en', storage())).toBe(false);
  });

  it('renders anew where the host answered with another page (not-found, shell)', () => {
    expect(canHydrate(container('pt', '/404'), { search: '', pathname: '/book/99' }, 'pt', storage())).toBe(false);
    expect(canHydrate(container(), { search: '', pathname: '/profile' }, 'pt', storage())).toBe(false);
  });

  it('renders anew for a returning visitor whose session, cart or wishlist changes the page', () => {
    for (const key of ['access', 'refresh', 'isLoggedIn', 'cart', 'wishlist', 'wishlistItems']) {
      expect(canHydrate(container('pt', '/'), { search: '', pathname: '/' }, 'pt', storage({ [key]: 'x' }))).toBe(false);
    }
    expect(canHydrate(container('pt', '/'), { search: '', pathname: '/' }, 'pt', storage({ i18nextLng: 'pt' }))).toBe(true);
  });
});

describe('hasVisitorState', () => {
  it('treats missing or unreadable storage as none', () => {
    expect(hasVisitorState(undefined)).toBe(false);
    expect(
      hasVisitorState({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBe(false);
  });
});

describe('routerPath', () => {
  it('drops the English prefix and trailing slashes', () => {
    expect(routerPath('/en/book/1/')).toBe('/book/1');
    expect(routerPath('/en')).toBe('/');
    expect(routerPath('/')).toBe('/');
  });
});
