import { describe, expect, it } from 'vitest';
import { redirectRules, robotsTxt, sitemapXml } from './hostFiles';
import { matchRule, parseRules } from './rules';
import { fileOf, shellRoutes, sitePages } from './sitePages';

const ORIGIN = 'https://www.example.pt';

describe('sitePages', () => {
  const pages = sitePages();
  const indexable = (path: string) => pages.find((page) => page.path === path)?.indexable;

  it('lists the public pages, every course, book and launch', () => {
    const paths = pages.map((page) => page.path);
    for (const path of ['/', '/contact', '/artigos-teses', '/book/1', '/book/8', '/course/1', '/course/5', '/lancamento/0'])
      expect(paths).toContain(path);
    expect(paths).not.toContain('/profile');
  });

  it('keeps account pages and aliases out of the index', () => {
    expect(indexable('/book/1')).toBe(true);
    expect(indexable('/login')).toBe(false);
    expect(indexable('/cart')).toBe(false);
    expect(indexable('/politica')).toBe(false);
    expect(indexable('/privacy')).toBe(true);
    expect(indexable('/lancamento')).toBe(false);
  });

  it('writes each address to its own index.html', () => {
    expect(fileOf('/')).toBe('index.html');
    expect(fileOf('/en/')).toBe('en/index.html');
    expect(fileOf('/en/book/1')).toBe('en/book/1/index.html');
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml(sitePages(), ORIGIN);

  it('lists both language versions of each public page with their alternates', () => {
    expect(xml).toContain(`<loc>${ORIGIN}/book/1</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/en/book/1</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/book/1"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/book/1"/>`);
    expect(xml).toContain(`<loc>${ORIGIN}/en/</loc>`);
  });

  it('leaves out private pages and aliases', () => {
    expect(xml).not.toContain('/cart<');
    expect(xml).not.toContain('/login<');
    expect(xml).not.toContain('/politica<');
    expect(xml).not.toContain('/profile');
  });

  it('is well-formed XML', () => {
    const opened = xml.match(/<url>/g)?.length;
    expect(opened).toBe(xml.match(/<\/url>/g)?.length);
    expect(opened).toBe(sitePages().filter((page) => page.indexable).length * 2);
  });
});

describe('robots.txt', () => {
  it('allows crawling and names the sitemap', () => {
    expect(robotsTxt(ORIGIN)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});

describe('_redirects rules', () => {
  const rules = parseRules(redirectRules(shellRoutes(false)));

  it.each([
    ['/profile', '/app.html', 200],
    ['/en/profile', '/en/app.html', 200],
    ['/reset-password/abc/token', '/app.html', 200],
    ['/en/reset-password/abc/token', '/en/app.html', 200],
    ['/payment-success', '/app.html', 200],
    ['/nope', '/404.html', 404],
    ['/book/99', '/404.html', 404],
    ['/en/nope', '/en/404.html', 404],
    ['/english', '/404.html', 404],
  ])('%s -> %s (%i)', (pathname, to, status) => {
    expect(matchRule(rules, pathname)).toMatchObject({ to, status });
  });

  it("lists the demo's pages only in a demo build", () => {
    expect(redirectRules(shellRoutes(false))).not.toContain('mock-');
    expect(redirectRules(shellRoutes(true))).toContain('/mock-checkout  /app.html  200');
  });
});
