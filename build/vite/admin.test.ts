import { describe, expect, it } from 'vitest';
import { ADMIN_PATH, adminSecurityHeaders, headersFile, securityHeaders } from '../deploy';
import type { InlineScripts } from '../inlineScripts';
import { sitemapXml } from '../prerender/hostFiles';
import { pageAddresses, shellRoutes, sitePages } from '../prerender/sitePages';
import { isAdminPage } from './admin';

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
const header = (lines: string[] | undefined, name: string) =>
  lines?.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
const directives = (csp: string | undefined) =>
  new Map((csp ?? '').split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)]));

const LOCAL = {};
const PRODUCTION = { VITE_SITE_URL: 'https://www.example.pt', VITE_API_BASE_URL: 'https://api.example.pt' };

describe("the public pages' headers", () => {
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

  it('allow none of what only the admin needs', () => {
    const csp = directives(securityHeaders(LOCAL, scripts)['Content-Security-Policy']);
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('connect-src')).not.toContain('blob:');
    expect(csp.get('connect-src')?.join(' ')).not.toMatch(/github|gitlab/);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe("the admin's headers (/admin/)", () => {
  it.each([
    ['a local build', LOCAL],
    ['a production build', PRODUCTION],
  ])("in %s, replace the public policy with Decap's, and keep the admin out of search results", (_name, env) => {
    const file = rules(headersFile(env, scripts));
    const admin = file.get(`${ADMIN_PATH}*`);
    // Cloudflare Pages adds every matching rule's headers: the admin's rule takes the public policy off first.
    expect(admin?.slice(0, 3)).toEqual(['! Content-Security-Policy', '! X-Frame-Options', '! Cross-Origin-Opener-Policy']);
    expect(header(admin, 'X-Robots-Tag')).toBe('noindex');
    expect(header(admin, 'X-Frame-Options')).toBe('SAMEORIGIN');
    expect(header(admin, 'Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
    // Headers the public rule already sends with the same value are not sent twice.
    expect(header(admin, 'X-Content-Type-Options')).toBeUndefined();
    expect(header(file.get(ADMIN_PATH), 'Cache-Control')).toBe('no-store');

    const csp = directives(header(admin, 'Content-Security-Policy'));
    expect(header(admin, 'Content-Security-Policy')).toBe(adminSecurityHeaders(env)['Content-Security-Policy']);
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    // The local backend of `npm run cms` is on the admin's own origin: no other address to reach.
    expect(csp.get('connect-src')).toEqual(["'self'", 'blob:', 'https://api.github.com']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com']);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('talk to the git host the admin is configured for, and to no other', () => {
    const csp = directives(adminSecurityHeaders({ ...PRODUCTION, VITE_CMS_BACKEND: 'gitlab' })['Content-Security-Policy']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'blob:', 'https://gitlab.com']);
    expect(csp.get('connect-src')).not.toContain('https://api.github.com');
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

  it('is served at /admin/, with or without its slash or file name, and its files are not the page', () => {
    for (const url of ['/admin', '/admin/', '/admin/index.html', '/admin/?x=1', '/admin/#/collections/books']) {
      expect(isAdminPage(url), url).toBe(true);
    }
    for (const url of ['/admin/assets/index.js', '/administration', '/en/admin/', '/book/1']) {
      expect(isAdminPage(url), url).toBe(false);
    }
  });
});
