import { describe, expect, it } from 'vitest';
import {
  deployVersion,
  isHashedAsset,
  isImage,
  isOtherVisit,
  isPage,
  isStorable,
  offlineShellFor,
  outdatedCaches,
  ownPages,
  pageAddress,
  pagesCache,
  type AnswerFacts,
  type RequestFacts,
} from './policy';

const ORIGIN = 'https://terapia.example';
const url = (path: string) => new URL(path, ORIGIN);
const navigation: RequestFacts = { mode: 'navigate', destination: 'document', accept: 'text/html,application/xhtml+xml' };
/** What the window hands the worker for the page it opened before the worker took over (serviceWorker.ts). */
const handedPage: RequestFacts = { mode: 'cors', destination: '', accept: 'text/html' };
const apiCall: RequestFacts = { mode: 'cors', destination: '', accept: 'application/json' };
const image: RequestFacts = { mode: 'no-cors', destination: 'image', accept: 'image/avif,image/webp,*/*' };
/** What the build writes into the worker: the prerendered pages of both spaces (build/prerender/sitePages.ts). */
const pages = ownPages(['/', '/en/', '/book/1', '/en/book/1', '/en/course/3', '/artigos-teses', '/login', '/en/login']);

describe('what the service worker keeps', () => {
  it("keeps the pages on the build's list, asked for as HTML, in both language spaces, however the address ends", () => {
    for (const path of ['/', '/book/1', '/book/1/', '/book/1/index.html', '/en/course/3', '/artigos-teses', '/en', '/en/'])
      expect(isPage(url(path), navigation, ORIGIN, pages), path).toBe(true);
    expect(isPage(url('/index.html'), navigation, ORIGIN, pages)).toBe(true);
    expect(isPage(url('/login?next=%2Fcart'), navigation, ORIGIN, pages)).toBe(true);
    expect(isPage(url('/book/1'), handedPage, ORIGIN, pages)).toBe(true);
  });

  it('never keeps a page of this origin the build did not make, though it answers 200 as HTML', () => {
    // A backend on the same origin (an admin site, a browsable API, its login page), a visitor's own page (the
    // app shell answers it), a page of a later catalogue item, a look-alike of a listed address.
    for (const path of [
      '/admin/',
      '/api/auth/login/',
      '/accounts/login/',
      '/profile',
      '/en/profile',
      '/book/99',
      '/book',
      '/login/extra',
    ])
      expect(isPage(url(path), navigation, ORIGIN, pages), path).toBe(false);
    expect(isPage(url('/BOOK/1'), navigation, ORIGIN, pages)).toBe(false);
    expect(isPage(new URL('https://other.example/book/1'), navigation, ORIGIN, pages)).toBe(false);
  });

  it('never keeps the backend, on this origin or another, nor a file that is not a page', () => {
    for (const path of ['/api/auth/token/', '/api/users/profile/', '/payment/', '/api'])
      expect(isPage(url(path), navigation, ORIGIN, pages), path).toBe(false);
    expect(isPage(new URL('https://api.terapia.example/api/users/profile/'), navigation, ORIGIN, pages)).toBe(false);
    expect(isPage(url('/book/1'), apiCall, ORIGIN, pages)).toBe(false);
    expect(isPage(url('/pdfs/guia.pdf'), navigation, ORIGIN, pages)).toBe(false);
    expect(isPage(url('/assets/index-abc.js'), navigation, ORIGIN, pages)).toBe(false);
  });

  it('names a page by its address without a trailing slash or index.html', () => {
    expect(pageAddress('/')).toBe('/');
    expect(pageAddress('/index.html')).toBe('/');
    expect(pageAddress('/en/')).toBe('/en');
    expect(pageAddress('/en/index.html')).toBe('/en');
    expect(pageAddress('/book/1//')).toBe('/book/1');
    expect(pageAddress('/app.html')).toBe('/app.html');
  });

  it('stores only complete answers that their server did not mark no-store or private', () => {
    const answer = (facts: Partial<AnswerFacts>): AnswerFacts => ({ status: 200, cacheControl: null, vary: null, ...facts });
    expect(isStorable(answer({}))).toBe(true);
    expect(isStorable(answer({ cacheControl: 'no-cache' }))).toBe(true);
    expect(isStorable(answer({ cacheControl: 'public, max-age=31536000, immutable', vary: 'Accept-Encoding' }))).toBe(true);
    // A page the server says is for no store, or for this person only: refused, however it is written.
    for (const cacheControl of [
      'no-store',
      'private',
      'no-cache, no-store, must-revalidate',
      'max-age=0, Private',
      'NO-STORE',
      'private="Set-Cookie"',
    ])
      expect(isStorable(answer({ cacheControl })), cacheControl).toBe(false);
    // Not complete: an error page, a redirect, an opaque answer.
    for (const status of [0, 204, 206, 301, 404, 500]) expect(isStorable(answer({ status })), String(status)).toBe(false);
    // An answer that varies on everything fits no later request.
    expect(isStorable(answer({ vary: 'Accept-Encoding, *' }))).toBe(false);
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

describe('the visits the worker answers offline without keeping them', () => {
  it('takes every visit of this origin that is no page kept: account pages, addresses never prerendered, in both spaces', () => {
    for (const path of ['/profile', '/wishlist', '/dashboard', '/en/profile', '/no-such-page', '/pdfs/guia.pdf'])
      expect(isOtherVisit(url(path), navigation, ORIGIN), path).toBe(true);
  });

  it('leaves the backend, the hashed files, fetches and other origins alone', () => {
    expect(isOtherVisit(url('/api/users/profile/'), navigation, ORIGIN)).toBe(false);
    expect(isOtherVisit(url('/payment/create-checkout-session/'), navigation, ORIGIN)).toBe(false);
    expect(isOtherVisit(url('/assets/index-abc.js'), navigation, ORIGIN)).toBe(false);
    expect(isOtherVisit(url('/profile'), handedPage, ORIGIN)).toBe(false);
    expect(isOtherVisit(url('/profile'), apiCall, ORIGIN)).toBe(false);
    expect(isOtherVisit(new URL('https://elsewhere.example/profile'), navigation, ORIGIN)).toBe(false);
  });
});
