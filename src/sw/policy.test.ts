import { describe, expect, it } from 'vitest';
import {
  deployVersion,
  isHashedAsset,
  isImage,
  isPage,
  offlineShellFor,
  outdatedCaches,
  pagesCache,
  type RequestFacts,
} from './policy';

const ORIGIN = 'https://terapia.example';
const url = (path: string) => new URL(path, ORIGIN);
const navigation: RequestFacts = { mode: 'navigate', destination: 'document', accept: 'text/html,application/xhtml+xml' };
/** What the window hands the worker for the page it opened before the worker took over (serviceWorker.ts). */
const handedPage: RequestFacts = { mode: 'cors', destination: '', accept: 'text/html' };
const apiCall: RequestFacts = { mode: 'cors', destination: '', accept: 'application/json' };
const image: RequestFacts = { mode: 'no-cors', destination: 'image', accept: 'image/avif,image/webp,*/*' };

describe('what the service worker keeps', () => {
  it('keeps prerendered pages asked for as HTML, in both language spaces', () => {
    for (const path of ['/', '/book/1', '/en/course/3', '/artigos-teses', '/en/', '/index.html'])
      expect(isPage(url(path), navigation, ORIGIN), path).toBe(true);
    expect(isPage(url('/book/1'), handedPage, ORIGIN)).toBe(true);
  });

  it('never keeps the backend, on this origin or another, nor a file that is not a page', () => {
    for (const path of ['/api/auth/token/', '/api/users/profile/', '/payment/', '/api'])
      expect(isPage(url(path), navigation, ORIGIN), path).toBe(false);
    expect(isPage(new URL('https://api.terapia.example/api/users/profile/'), navigation, ORIGIN)).toBe(false);
    expect(isPage(url('/book/1'), apiCall, ORIGIN)).toBe(false);
    expect(isPage(url('/pdfs/guia.pdf'), navigation, ORIGIN)).toBe(false);
    expect(isPage(url('/assets/index-abc.js'), navigation, ORIGIN)).toBe(false);
  });

  it('hashed files are the /assets/ of this origin; images are the others, seen or handed over', () => {
    expect(isHashedAsset(url('/assets/BookPage-XTzveGYL.js'), ORIGIN)).toBe(true);
    expect(isHashedAsset(url('/assets/translation.pt.0109355e53.json'), ORIGIN)).toBe(true);
    expect(isHashedAsset(new URL('https://cdn.example/assets/x.js'), ORIGIN)).toBe(false);
    expect(isHashedAsset(url('/images/books/book-1.webp'), ORIGIN)).toBe(false);
    expect(isImage(url('/images/books/book-1.webp'), image, ORIGIN)).toBe(true);
    expect(isImage(url('/images/books/book-1.webp'), handedPage, ORIGIN)).toBe(true);
    expect(isImage(url('/favicon.svg'), { ...handedPage, accept: null }, ORIGIN)).toBe(true);
    expect(isImage(url('/assets/logo-abc.png'), image, ORIGIN)).toBe(false);
    expect(isImage(new URL('https://i.ytimg.com/vi/x/hq.jpg'), image, ORIGIN)).toBe(false);
  });

  it('offline, an address not kept gets the app shell of its language space', () => {
    expect(offlineShellFor(url('/course/3'))).toBe('/app.html');
    expect(offlineShellFor(url('/'))).toBe('/app.html');
    expect(offlineShellFor(url('/en'))).toBe('/en/app.html');
    expect(offlineShellFor(url('/en/course/3'))).toBe('/en/app.html');
    expect(offlineShellFor(url('/enfermagem'))).toBe('/app.html');
  });

  it('a new deploy gets its own pages cache, and the older ones are dropped', () => {
    const before = deployVersion([{ url: 'app.html', revision: 'a' }, 'assets/index-1.js']);
    const after = deployVersion([{ url: 'app.html', revision: 'b' }, 'assets/index-1.js']);
    expect(before).toMatch(/^[0-9a-f]{8}$/);
    expect(after).not.toBe(before);
    expect(deployVersion([{ url: 'app.html', revision: 'a' }, 'assets/index-1.js'])).toBe(before);
    const names = ['workbox-precache-v2-https://terapia.example/', 'assets', 'images', pagesCache(before), pagesCache(after)];
    expect(outdatedCaches(names, after)).toEqual([pagesCache(before)]);
    expect(outdatedCaches(names, before)).toEqual([pagesCache(after)]);
  });
});
