import { describe, expect, it } from 'vitest';
import path from 'node:path';
import {
  ADMIN_PATH,
  adminHeadersFile,
  adminSecurityHeaders,
  headersFile,
  securityHeaders,
  UPLOAD_HEADERS,
  UPLOAD_PATHS,
} from '../deploy';
import type { InlineScripts } from '../inlineScripts';
import { sitemapXml } from '../prerender/hostFiles';
import { pageAddresses, shellRoutes, sitePages } from '../prerender/sitePages';
import { adminOutDir, buildsAdmin, isAdminPage } from './admin';

/** Stand-ins for the compiled inline scripts (build/inlineScripts.ts compiles the real ones). */
const scripts: InlineScripts = {
  language: '(function(){language()})();',
  consent: '(function(){consent()})();',
  earlyEvents: '(function(){earlyEvents()})();',
  entryLoader: '(function(){entryLoader()})();',
};

/** The `_headers` file as rules: path, then its lines. */
function rules(file: string): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const block of file.trim().split(/\n\n+/)) {
    const [path, ...lines] = block.split('\n');
    parsed.set(
      path!,
      lines.map((line) => line.trim()),
    );
  }
  return parsed;
}
const directives = (csp: string | undefined) =>
  new Map((csp ?? '').split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)]));

const LOCAL = {};
const PRODUCTION = { VITE_SITE_URL: 'https://www.example.pt', VITE_API_BASE_URL: 'https://api.example.pt' };

/**
 * The headers a path is served with under a `_headers` file, as Cloudflare Pages applies it: every rule whose
 * pattern matches, in order; `! Name` takes off what an earlier rule set, a header set twice is sent twice.
 */
function served(file: string, pathname: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const [pattern, lines] of rules(file)) {
    const matcher = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    if (!matcher.test(pathname)) continue;
    for (const line of lines) {
      if (line.startsWith('! ')) headers.delete(line.slice(2));
      else {
        const [name, value] = [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)];
        headers.set(name, [...(headers.get(name) ?? []), value]);
      }
    }
  }
  return headers;
}

describe("the shop's headers", () => {
  it.each([
    ['a local build', LOCAL],
    ['a production build', PRODUCTION],
  ])("are, in %s, the site's own security headers, whatever the admin's settings", (_name, env) => {
    const publicLines = Object.entries(securityHeaders(env, scripts)).map(([name, value]) => `${name}: ${value}`);
    for (const admin of [{}, { VITE_CMS_BACKEND: 'gitlab', VITE_CMS_REPO: 'shop/site' }]) {
      const file = rules(headersFile({ ...env, ...admin }, scripts));
      expect(file.get('/*')).toEqual(publicLines);
      expect(securityHeaders({ ...env, ...admin }, scripts)).toEqual(securityHeaders(env, scripts));
    }
  });

  it("allow none of what only the admin needs, anywhere: no 'unsafe-eval', no rule for the admin", () => {
    const csp = directives(securityHeaders(LOCAL, scripts)['Content-Security-Policy']);
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('connect-src')).not.toContain('blob:');
    expect(csp.get('connect-src')?.join(' ')).not.toMatch(/github|gitlab/);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    for (const env of [LOCAL, PRODUCTION, { ...PRODUCTION, VITE_CMS_REPO: 'shop/site' }]) {
      const file = headersFile(env, scripts);
      expect(file).not.toContain("'unsafe-eval'");
      expect(file).not.toContain(ADMIN_PATH);
    }
  });

  it('serve each upload folder under the sandboxing policy alone, with nosniff', () => {
    expect(UPLOAD_PATHS).toEqual(['/images/', '/pdfs/', '/media/']);
    for (const env of [LOCAL, PRODUCTION]) {
      const file = headersFile(env, scripts);
      for (const pathname of ['/images/books/cover.webp', '/pdfs/publications/thesis.pdf', '/pdfs/x.html', '/media/clip.mp4']) {
        const headers = served(file, pathname);
        // One policy: the pages' one taken off first (a second one would be enforced beside it).
        expect(headers.get('Content-Security-Policy'), pathname).toEqual([
          "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
        ]);
        expect(headers.get('X-Content-Type-Options'), pathname).toEqual(['nosniff']);
      }
      // The pages keep theirs.
      expect(served(file, '/book/1').get('Content-Security-Policy')).toEqual([
        securityHeaders(env, scripts)['Content-Security-Policy'],
      ]);
    }
    const csp = directives(UPLOAD_HEADERS['Content-Security-Policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
    expect(csp.get('sandbox')).toEqual([]);
  });
});

describe("the admin's site (dist-admin, its own host name)", () => {
  it.each([
    ['a local build', LOCAL],
    ['a production build', PRODUCTION],
  ])("in %s, serves Decap's policy on every path, keeps the admin out of search results and its page unstored", (_name, env) => {
    const file = adminHeadersFile(env);
    const page = served(file, '/');
    expect(page.get('X-Robots-Tag')).toEqual(['noindex']);
    expect(page.get('X-Frame-Options')).toEqual(['SAMEORIGIN']);
    expect(page.get('Cross-Origin-Opener-Policy')).toEqual(['same-origin-allow-popups']);
    expect(page.get('X-Content-Type-Options')).toEqual(['nosniff']);
    expect(page.get('Cache-Control')).toEqual(['no-store']);
    expect(served(file, '/index.html').get('Cache-Control')).toEqual(['no-store']);
    expect(served(file, '/assets/index-abc.js').get('Cache-Control')).toEqual(['public, max-age=31536000, immutable']);
    expect(page.get('Content-Security-Policy')).toEqual([adminSecurityHeaders(env)['Content-Security-Policy']]);

    const csp = directives(adminSecurityHeaders(env)['Content-Security-Policy']);
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    // The local backend of `npm run cms` is on the admin's own origin: no other address to reach.
    expect(csp.get('connect-src')).toEqual(["'self'", 'blob:', 'https://api.github.com']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com']);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('talks to the git host the admin is configured for, and to no other', () => {
    const csp = directives(adminSecurityHeaders({ ...PRODUCTION, VITE_CMS_BACKEND: 'gitlab' })['Content-Security-Policy']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'blob:', 'https://gitlab.com']);
    expect(csp.get('connect-src')).not.toContain('https://api.github.com');
  });

  it('is made beside the shop, and only for a repository to edit', () => {
    expect(adminOutDir('dist')).toBe(path.resolve('dist-admin'));
    expect(adminOutDir('/tmp/sites/demo/')).toBe('/tmp/sites/demo-admin');
    expect(buildsAdmin({ VITE_CMS_REPO: 'owner/site' })).toBe(true);
    for (const env of [{}, { VITE_CMS_REPO: '' }, { VITE_CMS_REPO: ' ' }, { VITE_CMS_BACKEND: 'gitlab' }]) {
      expect(buildsAdmin(env), JSON.stringify(env)).toBe(false);
    }
  });
});

describe('the admin is no page of the site', () => {
  it('is neither prerendered, nor listed in the sitemap, nor kept by the service worker, nor an app route', () => {
    const isAdmin = (address: string) => address.replace(/^\/en(?=\/)/, '').startsWith(ADMIN_PATH.slice(0, -1));
    expect(
      sitePages()
        .map((page) => page.path)
        .filter(isAdmin),
    ).toEqual([]);
    expect(sitemapXml(sitePages(), 'https://www.example.pt')).not.toContain('/admin');
    // The service worker keeps only these addresses (build/vite/serviceWorker.ts).
    expect(pageAddresses().filter(isAdmin)).toEqual([]);
    expect([...shellRoutes(false), ...shellRoutes(true)].filter(isAdmin)).toEqual([]);
  });

  it('is served by the dev server at /admin/, with or without its slash or file name, and its files are not the page', () => {
    for (const url of ['/admin', '/admin/', '/admin/index.html', '/admin/?x=1', '/admin/#/collections/books']) {
      expect(isAdminPage(url), url).toBe(true);
    }
    for (const url of ['/admin/assets/index.js', '/administration', '/en/admin/', '/book/1']) {
      expect(isAdminPage(url), url).toBe(false);
    }
  });
});
