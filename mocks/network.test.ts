import { readdirSync } from 'node:fs';
import path from 'node:path';
import { http, matchRequestUrl, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from './handlers';
import { networkHandlers, type NetworkCondition } from './network';

const ROOT = path.resolve(__dirname, '..');
const CONDITIONS: NetworkCondition[] = ['slow', 'hang', 'offline', 'server', 'malformed'];

/** The files a dev server hands to the page as modules or assets (the mock service worker sees every request). */
function servedFiles(): string[] {
  return ['src', 'stories', 'mocks', 'machines', '.storybook', 'public'].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
  );
}

/**
 * How Storybook's and Vitest's servers address them: from the project root, and (test files) by absolute path,
 * here a checkout whose folders are named like the site's calls.
 */
function moduleUrls(files: string[]): string[] {
  const checkout = '/srv/api/payment/site';
  return files.flatMap((file) => [
    `http://localhost:6006/${file}`,
    `http://localhost:63315${checkout}/${file}?import&browserv=1`,
    `http://localhost:63315/@fs${checkout}/${file}`,
  ]);
}

/** The handlers (GET or any method) that would answer a GET of `url`. */
function claims(list: HttpHandler[], url: string): string[] {
  return list
    .filter(({ info: { method } }) => (method instanceof RegExp ? method.test('GET') : method === 'GET'))
    .filter(({ info: { path: pattern } }) => {
      // A custom predicate (a function) is not used by these handlers; it would fail the check.
      if (typeof pattern === 'function') throw new Error('a handler with a custom predicate: check it by hand');
      return matchRequestUrl(new URL(url), pattern).matches;
    })
    .map((handler) => `${String(handler.info.path)} claims ${url}`);
}

describe('mock handlers answer the site calls, never the page own files (#35)', () => {
  const urls = moduleUrls(servedFiles());

  it('finds the files it checks', () => {
    expect(urls.length).toBeGreaterThan(600);
    expect(urls).toContain('http://localhost:6006/src/api/client.ts');
    expect(urls).toContain('http://localhost:6006/src/pages/payment/PaymentCancelledPage.tsx');
  });

  it('a catch-all such as */api/* is caught (the check can fail)', () => {
    const broad = [http.all('*/api/*', () => undefined), http.all('*/payment/*', () => undefined)];
    expect(urls.flatMap((url) => claims(broad, url)).length).toBeGreaterThan(0);
  });

  it('the default handlers claim no served file', () => {
    expect(urls.flatMap((url) => claims(handlers, url))).toEqual([]);
  });

  it.each(CONDITIONS)('the "%s" network condition claims no served file, and every call of the site', (condition) => {
    const list = networkHandlers(condition);
    expect(urls.flatMap((url) => claims(list, url))).toEqual([]);
    for (const call of [
      'http://localhost:6006/api/auth/token/',
      'http://localhost:3999/api/users/profile/',
      'https://demo.example/payment/',
      'https://api.pwnedpasswords.com/range/ABCDE',
    ]) {
      expect(claims(list, call), call).not.toEqual([]);
    }
  });
});
