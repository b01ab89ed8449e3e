import { describe, expect, it } from 'vitest';
import { isPage, ownPages, type RequestFacts } from '@/sw/policy';
import { UNPREFIXED_ENGLISH_DIR } from '@/app/boot/inline/contract';
import { fileOf, pageAddresses, shellRoutes, sitePages } from './sitePages';

/**
 * The real build's service worker (src/sw/policy.ts) keeps only the pages on the list the build writes into it
 * (pageAddresses): every prerendered page in both language spaces, and none of the routes the host answers with
 * the app shell (a visitor's own pages, a reset link with its token, the payment outcomes).
 */
const ORIGIN = 'https://terapia.example';
const url = (path: string) => new URL(path, ORIGIN);
const navigation: RequestFacts = { mode: 'navigate', destination: 'document', accept: 'text/html,application/xhtml+xml' };
const pages = ownPages(pageAddresses());

describe('the pages the service worker may keep', () => {
  it('are every prerendered page, in both language spaces, at the address the build writes it to', () => {
    const addresses = pageAddresses();
    expect(addresses.length).toBe(sitePages().length * 2);
    for (const { path } of sitePages()) {
      expect(addresses, path).toContain(path);
      expect(addresses, path).toContain(`/en${path}`);
      expect(isPage(url(path), navigation, ORIGIN, pages), path).toBe(true);
      expect(isPage(url(`/en${path}`), navigation, ORIGIN, pages), `/en${path}`).toBe(true);
    }
    expect(addresses.map(fileOf)).toEqual(expect.arrayContaining(['index.html', 'en/index.html', 'book/1/index.html']));
  });

  it("never include a visitor's own pages (every shell route of a real build, with and without /en), nor a reset link", () => {
    const routes = shellRoutes(false).map((route) => route.replace('/*', '/dS1kZW1v/rt-token'));
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      expect(isPage(url(route), navigation, ORIGIN, pages), route).toBe(false);
      expect(isPage(url(`/en${route}`), navigation, ORIGIN, pages), `/en${route}`).toBe(false);
    }
    // Nor the demo's own pages, nor the English versions of the unprefixed pages (fetched, never opened).
    for (const route of [...shellRoutes(true), `${UNPREFIXED_ENGLISH_DIR}/book/1`])
      expect(isPage(url(route), navigation, ORIGIN, pages), route).toBe(false);
  });
});
