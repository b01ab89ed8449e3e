import { describe, expect, it } from 'vitest';
import { isPage, isPersonal, type RequestFacts } from '@/sw/policy';
import { shellRoutes } from './sitePages';

/**
 * The service worker (src/sw/policy.ts) names the visitor's own pages by a pattern of its own, since it cannot
 * import the build; this keeps the two lists in step: every route the build serves as the app shell is one the
 * worker never stores.
 */
const ORIGIN = 'https://terapia.example';
const url = (path: string) => new URL(path, ORIGIN);
const navigation: RequestFacts = { mode: 'navigate', destination: 'document', accept: 'text/html,application/xhtml+xml' };

describe('the app-shell routes and the service worker', () => {
  it("never keeps a visitor's own pages (every shell route of a real build, with and without /en), nor a reset link", () => {
    const routes = shellRoutes(false).map((route) => route.replace('/*', '/dS1kZW1v/rt-token'));
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      expect(isPersonal(url(route), ORIGIN), route).toBe(true);
      expect(isPage(url(route), navigation, ORIGIN), route).toBe(false);
      expect(isPage(url(`/en${route}`), navigation, ORIGIN), `/en${route}`).toBe(false);
    }
    // A page whose name only starts like one of them is a page.
    expect(isPage(url('/profiles-of-therapists'), navigation, ORIGIN)).toBe(true);
  });
});
