import { describe, expect, it } from 'vitest';
import { missedByWorker, urlsToCache } from './serviceWorker';

const ORIGIN = 'https://terapia.example';

describe('what the page hands the service worker once it is registered (#39)', () => {
  it('the page itself as HTML (no fragment), then what it loaded from this origin, once each', () => {
    const urls = urlsToCache(
      `${ORIGIN}/book/1#reviews`,
      [
        { name: `${ORIGIN}/assets/BookPage-abc.js`, initiatorType: 'script' },
        { name: `${ORIGIN}/assets/translation.pt.0109355e53.json`, initiatorType: 'fetch' },
        { name: `${ORIGIN}/images/books/book-1.webp`, initiatorType: 'img' },
        { name: `${ORIGIN}/assets/BookPage-abc.js`, initiatorType: 'script' },
      ],
      ORIGIN,
    );
    expect(urls).toEqual([
      [`${ORIGIN}/book/1`, { headers: { Accept: 'text/html' } }],
      `${ORIGIN}/assets/BookPage-abc.js`,
      `${ORIGIN}/assets/translation.pt.0109355e53.json`,
      `${ORIGIN}/images/books/book-1.webp`,
    ]);
  });

  it('never what came from another origin (the backend, the card provider) nor an unreadable entry', () => {
    const urls = urlsToCache(
      `${ORIGIN}/profile`,
      [
        { name: 'https://api.terapia.example/api/users/profile/', initiatorType: 'fetch' },
        { name: 'https://js.stripe.com/v3/', initiatorType: 'script' },
        { name: 'not a url', initiatorType: 'other' },
      ],
      ORIGIN,
    );
    expect(urls).toEqual([[`${ORIGIN}/profile`, { headers: { Accept: 'text/html' } }]]);
  });

  it('after the hand-over, only what the worker did not answer itself', () => {
    const entries = [
      { name: `${ORIGIN}/assets/LoginPage-abc.js`, initiatorType: 'script', workerStart: 0 },
      { name: `${ORIGIN}/assets/ProfilePage-def.js`, initiatorType: 'script', workerStart: 812.4 },
    ];
    expect(missedByWorker(entries).map((entry) => entry.name)).toEqual([`${ORIGIN}/assets/LoginPage-abc.js`]);
  });
});
