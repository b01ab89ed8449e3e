import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  BuildConfigError,
  checkSecureUrls,
  headersFile,
  requireSiteUrl,
  resolveMocks,
  scriptSource,
  securityHeaders,
} from './deploy';
import type { InlineScripts } from './inlineScripts';

/** Stand-ins for the compiled inline scripts (build/inlineScripts.ts compiles the real ones). */
const scripts: InlineScripts = {
  language: '(function(){language()})();',
  consent: '(function(){consent()})();',
  earlyEvents: '(function(){earlyEvents()})();',
  entryLoader: '(function(){entryLoader()})();',
};
const LANGUAGE_SCRIPT_SOURCE = scriptSource(scripts.language);
const CONSENT_SCRIPT_SOURCE = scriptSource(scripts.consent);
const ENTRY_LOADER_SCRIPT_SOURCE = scriptSource(scripts.entryLoader);
const EARLY_EVENTS_SCRIPT_SOURCE = scriptSource(scripts.earlyEvents);

const build = { command: 'build', mode: 'production' } as const;
const serve = { command: 'serve', mode: 'development' } as const;

describe('resolveMocks: the mock backend fails closed', () => {
  it.each([
    ['a plain production build', {}, build, false],
    ['a production build with an API URL', { VITE_API_BASE_URL: 'https://api.example.com' }, build, false],
    ['a demo-mode build', {}, { command: 'build', mode: 'demo' }, true],
    ['a build with VITE_USE_MOCKS=true', { VITE_USE_MOCKS: 'true' }, build, true],
    ['a build with VITE_USE_MOCKS=TRUE', { VITE_USE_MOCKS: 'TRUE' }, build, true],
    ['a demo-mode build with mocks explicitly off', { VITE_USE_MOCKS: 'false' }, { command: 'build', mode: 'demo' }, false],
    ['the dev server (npm start)', {}, serve, true],
    ['the dev server with an API URL', { VITE_API_BASE_URL: 'https://api.example.com' }, serve, false],
    ['the dev server with mocks off', { VITE_USE_MOCKS: 'false' }, serve, false],
  ] as const)('%s', (_name, env, context, expected) => {
    expect(resolveMocks(env, context)).toBe(expected);
  });

  it('stops a build that asks for mocks and a real API at once, naming both variables', () => {
    const both = () => resolveMocks({ VITE_USE_MOCKS: 'true', VITE_API_BASE_URL: 'https://api.example.com' }, build);
    expect(both).toThrow(BuildConfigError);
    expect(both).toThrow(/VITE_USE_MOCKS=true.*VITE_API_BASE_URL/);
    expect(() => resolveMocks({ VITE_API_BASE_URL: 'https://api.example.com' }, { command: 'build', mode: 'demo' })).toThrow(
      /--mode demo.*VITE_API_BASE_URL/,
    );
  });

  it('rejects a flag that is neither true nor false', () => {
    expect(() => resolveMocks({ VITE_USE_MOCKS: 'yes' }, build)).toThrow(/"true" or "false"/);
  });
});

describe('securityHeaders', () => {
  const directives = (env: Record<string, string>) => {
    const csp = securityHeaders(env, scripts)['Content-Security-Policy'] ?? '';
    const entries = csp.split(';').map((d) => d.trim().split(/\s+/));
    return Object.fromEntries(entries.map(([name, ...values]) => [name, values])) as Record<string, string[]>;
  };

  it('allows only the site, its API and the breach lookup to be contacted', () => {
    const csp = directives({ VITE_API_BASE_URL: 'https://api.example.com/v1/' });
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.example.com', 'https://api.pwnedpasswords.com']);
    expect(csp['default-src']).toEqual(["'self'"]);
    // The site's own scripts and the four inline scripts of the served pages, by their hashes.
    expect(csp['script-src']).toEqual([
      "'self'",
      LANGUAGE_SCRIPT_SOURCE,
      CONSENT_SCRIPT_SOURCE,
      ENTRY_LOADER_SCRIPT_SOURCE,
      EARLY_EVENTS_SCRIPT_SOURCE,
    ]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
  });

  it("adds the card provider's script, frames and API only when a key is configured", () => {
    const csp = directives({
      VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      VITE_BREACH_API_URL: 'https://breach.example.org/range',
    });
    expect(csp['script-src']).toEqual([
      "'self'",
      LANGUAGE_SCRIPT_SOURCE,
      CONSENT_SCRIPT_SOURCE,
      ENTRY_LOADER_SCRIPT_SOURCE,
      EARLY_EVENTS_SCRIPT_SOURCE,
      'https://js.stripe.com',
    ]);
    expect(csp['frame-src']).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://breach.example.org', 'https://api.stripe.com']);
  });

  it('ignores an API URL that is not an http(s) origin', () => {
    expect(directives({ VITE_API_BASE_URL: 'javascript:alert(1)' })['connect-src']).toEqual([
      "'self'",
      'https://api.pwnedpasswords.com',
    ]);
  });

  it('sends the companions the reset link in the URL path needs', () => {
    const headers = securityHeaders({}, scripts);
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('writes a _headers file with long caching for hashed assets only', () => {
    const file = headersFile({}, scripts);
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'/);
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(file).toContain('/locales/*\n  Cache-Control: public, max-age=0, must-revalidate');
  });

  it('keeps the English versions of the unprefixed pages out of search results (fetched by the language script only)', () => {
    expect(headersFile({}, scripts)).toContain('\n/unprefixed-en/*\n  X-Robots-Tag: noindex\n');
  });
});

describe('the inline script hashes', () => {
  it('are the SHA-256 of the exact script texts the served pages carry', () => {
    for (const text of Object.values(scripts)) {
      expect(scriptSource(text)).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
    // The text the pages carry, byte for byte: a changed script is a changed hash.
    expect(scriptSource('consent();')).not.toBe(scriptSource('consent(); '));
  });
});

describe('the build refuses addresses that are not https', () => {
  it.each([
    ['VITE_SITE_URL', 'http://example.com'],
    ['VITE_SITE_URL', 'http://www.example.pt/'],
    ['VITE_SITE_URL', 'example.com'],
    ['VITE_API_BASE_URL', 'http://api.example.com'],
    ['VITE_BREACH_API_URL', 'http://api.pwnedpasswords.com/range'],
    ['VITE_INSTAGRAM_URL', 'http://www.instagram.com/x'],
    ['VITE_FACEBOOK_URL', 'javascript:alert(1)'],
    ['VITE_COMPLAINTS_BOOK_URL', 'http://www.livroreclamacoes.pt/'],
    ['VITE_INTERNATIONAL_ENROL_URL', 'ftp://example.org/'],
    ['VITE_PAYMENT_HOST', 'http://checkout.stripe.com'],
    ['VITE_PAYMENT_HOST', 'https://checkout.stripe.com/pay'],
    ['VITE_INSTAGRAM_URL', 'www.instagram.com'],
    ['VITE_CMS_AUTH_URL', 'http://auth.example.pt'],
    ['VITE_CMS_AUTH_URL', 'auth.example.pt'],
  ])('%s=%s stops the build, naming the variable', (name, value) => {
    const run = () => checkSecureUrls({ [name]: value });
    expect(run).toThrow(BuildConfigError);
    expect(run).toThrow(new RegExp(`^${name} `));
  });

  it('accepts https addresses, a payment host name, http on localhost only, and unset values', () => {
    expect(() =>
      checkSecureUrls({
        VITE_API_BASE_URL: 'https://api.example.com',
        VITE_BREACH_API_URL: 'https://api.pwnedpasswords.com/range',
        VITE_INSTAGRAM_URL: 'https://www.instagram.com/x',
        VITE_FACEBOOK_URL: '',
        VITE_COMPLAINTS_BOOK_URL: 'https://www.livroreclamacoes.pt/',
        VITE_PAYMENT_HOST: 'checkout.stripe.com',
      }),
    ).not.toThrow();
    expect(() => checkSecureUrls({ VITE_API_BASE_URL: 'http://localhost:4175' })).not.toThrow();
    expect(() => checkSecureUrls({ VITE_API_BASE_URL: 'http://127.0.0.1:8000' })).not.toThrow();
    expect(() => checkSecureUrls({ VITE_API_BASE_URL: 'http://localhost.evil.example' })).toThrow(/VITE_API_BASE_URL/);
    expect(() => checkSecureUrls({})).not.toThrow();
  });

  it("a site's public origin is https, or this machine's (the default, the local preview's, and the tests' builds)", () => {
    expect(() => checkSecureUrls({ VITE_SITE_URL: 'http://example.com' })).toThrow(
      'VITE_SITE_URL must be an https: address (got "http://example.com"); plain http: is accepted for localhost only.',
    );
    for (const origin of [
      'https://www.example.pt',
      'https://www.example.test/',
      'http://localhost:4173',
      'http://127.0.0.1:4173',
    ])
      expect(() => checkSecureUrls({ VITE_SITE_URL: origin }), origin).not.toThrow();
  });
});

describe("the admin's sign-in service is https too", () => {
  it('accepts an https sign-in service, and http on this machine only', () => {
    expect(() => checkSecureUrls({ VITE_CMS_AUTH_URL: 'https://auth.example.pt' })).not.toThrow();
    expect(() => checkSecureUrls({ VITE_CMS_AUTH_URL: 'http://localhost:8787' })).not.toThrow();
    expect(() => checkSecureUrls({ VITE_CMS_AUTH_URL: 'http://auth.example.pt' })).toThrow(
      'VITE_CMS_AUTH_URL must be an https: address (got "http://auth.example.pt"); plain http: is accepted for localhost only.',
    );
  });
});

describe('a build of the shop names its public origin', () => {
  it('stops a real-backend build without VITE_SITE_URL, saying what to set', () => {
    for (const env of [{}, { VITE_SITE_URL: '' }, { VITE_SITE_URL: '  ' }, { VITE_API_BASE_URL: 'https://api.example.com' }]) {
      const run = () => requireSiteUrl(env, false);
      expect(run, JSON.stringify(env)).toThrow(BuildConfigError);
      expect(run, JSON.stringify(env)).toThrow(
        /^VITE_SITE_URL is required for a build of the shop: .*https:\/\/www\.example\.pt/,
      );
    }
  });

  it('lets a build with its origin through, and the demo (a mock build) keep the local preview', () => {
    expect(() => requireSiteUrl({ VITE_SITE_URL: 'https://www.example.pt' }, false)).not.toThrow();
    expect(() => requireSiteUrl({ VITE_SITE_URL: 'http://localhost:4173' }, false)).not.toThrow();
    expect(() => requireSiteUrl({}, true)).not.toThrow();
  });
});

describe('Strict-Transport-Security and the script policy', () => {
  const ENVS: Record<string, string>[] = [
    {},
    { VITE_SITE_URL: 'https://www.example.pt' },
    { VITE_API_BASE_URL: 'https://api.example.com', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_x' },
    { VITE_USE_MOCKS: 'true', VITE_BREACH_API_URL: 'https://breach.example/range' },
  ];

  it('sends HSTS for a year or more, with subdomains, whenever the site is https', () => {
    const hsts = securityHeaders({ VITE_SITE_URL: 'https://www.example.pt' }, scripts)['Strict-Transport-Security'] ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toMatch(/;\s*includeSubDomains/);
    expect(headersFile({ VITE_SITE_URL: 'https://www.example.pt/' }, scripts)).toMatch(
      /^\/\*\n(?: {2}.*\n)* {2}Strict-Transport-Security: max-age=/,
    );
    // Not for a local preview over http (it would pin localhost to https in the browser).
    expect(securityHeaders({}, scripts)['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ VITE_SITE_URL: 'http://localhost:4173' }, scripts)['Strict-Transport-Security']).toBeUndefined();
  });

  it.each(ENVS)("script-src never allows 'unsafe-inline' or 'unsafe-eval' (%o)", (env) => {
    const csp = securityHeaders(env, scripts)['Content-Security-Policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/^\s*script-src /);
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'|'wasm-unsafe-eval'|\*|data:|blob:/);
    // And no other directive can stand in for it: no default fallback that allows them either.
    expect(csp).not.toMatch(/'unsafe-eval'/);
  });
});
