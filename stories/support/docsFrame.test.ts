import { describe, expect, it } from 'vitest';
import { docsFrameSrc, isDocsFrame, isolateStorageInDocsFrame, MemoryCookies, MemoryStorage } from './docsFrame';

describe('docsFrameSrc', () => {
  it('opens the story alone without its play function, in the Docs page language and network, marked as a frame', () => {
    const url = new URL(
      docsFrameSrc('flows-cart--empty', { locale: 'en', network: 'slow', viewport: { value: 'mobile' } }),
      'http://sb/',
    );
    expect(url.pathname).toBe('/iframe.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: 'flows-cart--empty',
      viewMode: 'story',
      embed: 'true',
      docsFrame: 'true',
      globals: 'locale:en;network:slow;a11y.manual:!true',
    });
    expect(isDocsFrame(url.search)).toBe(true);
  });

  it('leaves out the globals the Docs page does not have', () => {
    const url = new URL(docsFrameSrc('a--b', {}), 'http://sb/');
    expect(url.searchParams.get('globals')).toBe('a11y.manual:!true');
  });
});

describe('isDocsFrame', () => {
  it('is false for a story or a Docs page opened as usual', () => {
    expect(isDocsFrame('?id=a--b&viewMode=story')).toBe(false);
    expect(isDocsFrame('?id=a--docs&viewMode=docs&docsFrame=false')).toBe(false);
  });
});

describe('MemoryStorage', () => {
  it('behaves as a Storage of its own', () => {
    const one = new MemoryStorage();
    const other = new MemoryStorage();
    one.setItem('cart', '[1]');
    one.setItem('n', 2 as unknown as string);
    expect(one.getItem('cart')).toBe('[1]');
    expect(one.getItem('n')).toBe('2');
    expect(one.length).toBe(2);
    expect(one.key(0)).toBe('cart');
    expect(one.key(5)).toBeNull();
    expect(other.getItem('cart')).toBeNull();
    one.removeItem('cart');
    expect(one.getItem('cart')).toBeNull();
    one.clear();
    expect(one.length).toBe(0);
  });
});

describe('MemoryCookies', () => {
  it('keeps what is written, as document.cookie reads, and deletes what expires', () => {
    const jar = new MemoryCookies(() => Date.parse('2026-01-01T00:00:00Z'));
    jar.cookie = 'cookieConsent=accepted; path=/; max-age=12960000; SameSite=Lax';
    jar.cookie = 'i18next=en';
    expect(jar.cookie).toBe('cookieConsent=accepted; i18next=en');
    jar.cookie = 'cookieConsent=declined; path=/';
    expect(jar.cookie).toBe('cookieConsent=declined; i18next=en');
    jar.cookie = 'cookieConsent=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(jar.cookie).toBe('i18next=en');
    jar.cookie = 'i18next=; max-age=0';
    expect(jar.cookie).toBe('');
    jar.cookie = 'later=1; expires=Fri, 01 Jan 2027 00:00:00 GMT';
    expect(jar.cookie).toBe('later=1');
  });
});

describe('isolateStorageInDocsFrame', () => {
  const fakeWindow = (search: string) => {
    const shared = new MemoryStorage();
    const document = { cookie: 'shared=1' };
    return { location: { search }, localStorage: shared, sessionStorage: shared, document } as unknown as Window &
      typeof globalThis;
  };

  it('gives a Docs page frame a localStorage and a sessionStorage of its own', () => {
    const win = fakeWindow('?id=a--b&viewMode=story&embed=true&docsFrame=true');
    const before = win.localStorage;
    expect(isolateStorageInDocsFrame(win)).toBe(true);
    expect(win.localStorage).not.toBe(before);
    expect(win.sessionStorage).not.toBe(before);
    expect(win.localStorage).not.toBe(win.sessionStorage);
    win.localStorage.setItem('k', 'v');
    expect(before.getItem('k')).toBeNull();
    expect(win.document.cookie).toBe('');
    win.document.cookie = 'cookieConsent=declined; path=/';
    expect(win.document.cookie).toBe('cookieConsent=declined');
  });

  it('leaves the storage of a story opened as usual alone', () => {
    const win = fakeWindow('?id=a--b&viewMode=story');
    const before = win.localStorage;
    expect(isolateStorageInDocsFrame(win)).toBe(false);
    expect(win.localStorage).toBe(before);
    expect(win.document.cookie).toBe('shared=1');
  });
});
