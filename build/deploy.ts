/**
 * Build- and host-time rules, used by vite.config.ts (Node) and tested in the unit project.
 * Nothing here runs in the browser.
 */

import { createHash } from 'node:crypto';
import { loadEnv } from 'vite';
import { UNPREFIXED_ENGLISH_DIR } from '../src/app/boot/inline/contract.ts';
import { UPLOAD_FOLDERS } from './content/uploads.ts';
import type { InlineScripts } from './inlineScripts.ts';

/**
 * The CSP source allowing one inline script of the served pages (build/inlineScripts.ts) by its hash, so no
 * other inline script can run.
 */
export const scriptSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The order of the inline scripts' hashes in `script-src`. */
const SCRIPT_ORDER = ['language', 'consent', 'entryLoader', 'earlyEvents'] as const satisfies readonly (keyof InlineScripts)[];

export type BuildEnv = Record<string, string | undefined>;

/**
 * The build's settings: the `VITE_*` variables of the `.env` files of the mode, overridden by those of the
 * process environment (a deployer's or CI's).
 */
export function buildEnv(root: string, mode: string): BuildEnv {
  const fromProcess = Object.entries(process.env).filter(
    (entry): entry is [string, string] => entry[0].startsWith('VITE_') && typeof entry[1] === 'string',
  );
  return { ...loadEnv(mode, root, 'VITE_'), ...Object.fromEntries(fromProcess) };
}

export class BuildConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BuildConfigError';
  }
}

/**
 * Whether the mock backend is compiled in. Fails closed: a production build includes the mocks only when
 * asked for (`--mode demo`, i.e. `npm run build:demo`, or `VITE_USE_MOCKS=true`); the dev server
 * (`npm start`), Storybook and the tests run them unless a real API is configured.
 * Asking for mocks together with an API URL is a mistake and stops the build.
 */
export function resolveMocks(env: BuildEnv, context: { command: 'build' | 'serve'; mode: string }): boolean {
  const raw = env.VITE_USE_MOCKS?.trim();
  const flag = raw ? raw.toLowerCase() : undefined;
  if (flag !== undefined && flag !== 'true' && flag !== 'false') {
    throw new BuildConfigError(`VITE_USE_MOCKS must be "true" or "false" (got "${raw}").`);
  }
  const apiUrl = env.VITE_API_BASE_URL?.trim();
  const asked = flag === 'true' || (context.mode === 'demo' && flag !== 'false');
  if (asked && apiUrl) {
    throw new BuildConfigError(
      `The mock backend was asked for (${flag === 'true' ? 'VITE_USE_MOCKS=true' : '--mode demo'}) but VITE_API_BASE_URL is set ` +
        `("${apiUrl}"). A build talks to one backend: unset VITE_API_BASE_URL for the demo, or drop the mock flag for the real site.`,
    );
  }
  if (asked) return true;
  if (flag === 'false' || apiUrl) return false;
  return context.command === 'serve';
}

/** Hosts a build may reach over plain http: (a developer's machine, the test suite's stand-in API). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The settings holding an address the visitor's browser is sent to or talks to: each must be https: (plain
 * http: only on this machine). `VITE_PAYMENT_HOST` is a host name: the browser goes to https:// on it.
 * `VITE_SITE_URL` is the site's own public origin: a deployment over http: would also ship without HSTS
 * (securityHeaders sends it only for an https: origin), so it stops instead. `VITE_CMS_AUTH_URL` signs the
 * editor in to the git host: over http: her token could be read on the way.
 */
export const SECURE_URL_VARIABLES = [
  'VITE_SITE_URL',
  'VITE_CMS_AUTH_URL',
  'VITE_API_BASE_URL',
  'VITE_BREACH_API_URL',
  'VITE_INSTAGRAM_URL',
  'VITE_FACEBOOK_URL',
  'VITE_COMPLAINTS_BOOK_URL',
  'VITE_INTERNATIONAL_ENROL_URL',
  'VITE_PAYMENT_HOST',
] as const;

/**
 * Stops a build whose public origin, API, payment host or link settings are not https:, with a message naming
 * the variable; http: is accepted for localhost only (the default public origin is the local preview's).
 * Unset or empty settings keep their defaults.
 */
export function checkSecureUrls(env: BuildEnv): void {
  for (const name of SECURE_URL_VARIABLES) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    if (name === 'VITE_PAYMENT_HOST') {
      // A host name: the browser is only ever sent to https:// on it (product §7).
      if (/^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i.test(raw)) continue;
      throw new BuildConfigError(
        `${name} must be a host name such as checkout.stripe.com, which is reached over https: only (got "${raw}").`,
      );
    }
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new BuildConfigError(`${name} must be an https: address (got "${raw}").`);
    }
    if (url.protocol === 'https:' && url.hostname) continue;
    if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) continue;
    throw new BuildConfigError(`${name} must be an https: address (got "${raw}"); plain http: is accepted for localhost only.`);
  }
}

/**
 * Stops a real-backend build that does not name the shop's public origin: canonical and alternate links, Open
 * Graph, `sitemap.xml` and `robots.txt` would otherwise point at the local preview, and nothing would say so
 * until a search engine had read them. The demo (a mock build) is no shop and keeps the local preview's origin.
 */
export function requireSiteUrl(env: BuildEnv, useMocks: boolean): void {
  if (useMocks || env.VITE_SITE_URL?.trim()) return;
  throw new BuildConfigError(
    'VITE_SITE_URL is required for a build of the shop: its public https: origin, such as https://www.example.pt ' +
      '(canonical links, Open Graph, sitemap.xml and robots.txt are written with it). ' +
      'For a local try-out set VITE_SITE_URL=http://localhost:4173, or build the demo with `npm run build:demo`.',
  );
}

/** One year, the least the HSTS preload list accepts. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** Origin of an absolute URL, or undefined for '' and relative paths. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export const DEFAULT_BREACH_API_URL = 'https://api.pwnedpasswords.com/range';
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/**
 * The security headers of every HTML page and asset, built from the same environment as the bundle:
 * only the origins the site really talks to (its API, the breach lookup, the card provider when a key is
 * set). `style-src 'unsafe-inline'` is needed by styled-components, which injects its rules at run time.
 */
export function securityHeaders(env: BuildEnv, scripts: InlineScripts): Record<string, string> {
  const stripe = Boolean(env.VITE_STRIPE_PUBLISHABLE_KEY?.trim());
  const connect = new Set(["'self'"]);
  const api = originOf(env.VITE_API_BASE_URL?.trim());
  if (api) connect.add(api);
  const breach = originOf(env.VITE_BREACH_API_URL?.trim() || DEFAULT_BREACH_API_URL);
  if (breach) connect.add(breach);
  if (stripe) connect.add(STRIPE_API);
  const script = ["'self'", ...SCRIPT_ORDER.map((name) => scriptSource(scripts[name])), ...(stripe ? [STRIPE_SCRIPT] : [])];
  const frames = stripe ? STRIPE_FRAMES : ["'none'"];
  const csp = [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src ${[...connect].join(' ')}`,
    `frame-src ${frames.join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    // Once a browser has seen the site over https, it never asks for it over http again: only when
    // the site's public origin is https (a local preview over http must not pin localhost).
    ...(siteIsHttps(env) ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` } : {}),
  };
}

function siteIsHttps(env: BuildEnv): boolean {
  try {
    return new URL(env.VITE_SITE_URL?.trim() ?? '').protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Where the dev server (`npm start`, `npm run cms`) serves the web admin (Decap CMS, src/admin/) from its
 * sources. A production build puts it in an output of its own, served at the root of its own host name
 * (build/vite/admin.ts): the shop never serves it.
 */
export const ADMIN_PATH = '/admin/';

/** What the admin talks to on each git host it can edit the repository through (src/admin/config.ts). */
const CMS_HOSTS: Record<string, { api: string[]; images: string[] }> = {
  github: { api: ['https://api.github.com'], images: ['https://avatars.githubusercontent.com'] },
  gitlab: { api: ['https://gitlab.com'], images: ['https://gitlab.com', 'https://secure.gravatar.com'] },
};

/**
 * The admin's own headers: what Decap needs and nothing the public pages would ever get.
 * - `script-src 'unsafe-eval'`: Decap validates its configuration with Ajv, which compiles the schema into a
 *   function at run time; the admin's code is the build's own files, never inline.
 * - `connect-src`: the git host's API, and the files Decap holds as blob: addresses (it reads them back); the
 *   local backend of `npm run cms` is on the admin's own origin; `img-src`: the editor's avatar from the git
 *   host, and those blob: files.
 * - The editor signs in to the git host in a pop-up whose answer comes back by `postMessage`: the opener must
 *   stay reachable (`same-origin-allow-popups`). Decap draws previews in a same-origin frame (`frame-src 'self'`,
 *   `SAMEORIGIN`).
 * - `noindex`: the admin is no page of the site.
 */
export function adminSecurityHeaders(env: BuildEnv): Record<string, string> {
  const host = CMS_HOSTS[env.VITE_CMS_BACKEND?.trim() || 'github'] ?? CMS_HOSTS.github!;
  const csp = [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${host.images.join(' ')}`,
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src 'self' blob: ${host.api.join(' ')}`,
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    'X-Robots-Tag': 'noindex',
    ...(siteIsHttps(env) ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` } : {}),
  };
}

/** The `_headers` file of the admin's own site: its headers on every path, its page never stored. */
export function adminHeadersFile(env: BuildEnv): string {
  const lines = ['/*', ...Object.entries(adminSecurityHeaders(env)).map(([name, value]) => `  ${name}: ${value}`)];
  lines.push('', '/', '  Cache-Control: no-store', '', '/index.html', '  Cache-Control: no-store');
  lines.push('', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable');
  return `${lines.join('\n')}\n`;
}

/** The addresses of the upload folders (build/content/uploads.ts), as the host serves them: `/images/` … */
export const UPLOAD_PATHS: readonly string[] = UPLOAD_FOLDERS.map(({ folder }) => `${folder.replace(/^public/, '')}/`);

/** Whether a path is a file of the upload folders. */
export const isUploadPath = (pathname: string): boolean => UPLOAD_PATHS.some((prefix) => pathname.startsWith(prefix));

/**
 * The policy of every file of the upload folders, in place of the pages' one. What the editor uploads is only
 * ever shown (a picture, a video, a PDF in the browser's own viewer); should a page or a script get there
 * anyway, it must not run as the shop's own: no source of script at all, and `sandbox` gives such a document
 * an opaque origin, without the shop's storage, cookies or service worker. The browser's PDF viewer still
 * shows a PDF under it (docs/decisions/0040-admin-own-origin-upload-folders-sandboxed.md).
 */
export const UPLOAD_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
  'X-Content-Type-Options': 'nosniff',
};

/** The public headers the upload folders' rule replaces with its own (a `_headers` rule adds to the `/*` one). */
const UPLOAD_REPLACED = ['Content-Security-Policy'] as const;

/**
 * A `_headers` file (the format of Netlify and Cloudflare Pages) for `dist/`: the security headers on
 * every path, hashed assets cached for a year, HTML and translations revalidated on every visit, the English
 * versions of the unprefixed pages kept out of search results, and the upload folders sandboxed.
 */
export function headersFile(env: BuildEnv, scripts: InlineScripts): string {
  const publicHeaders = securityHeaders(env, scripts);
  const lines = ['/*', ...Object.entries(publicHeaders).map(([name, value]) => `  ${name}: ${value}`)];
  lines.push('', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable');
  // The English versions of the unprefixed pages, fetched by the language script: not addresses of their own.
  lines.push('', `${UNPREFIXED_ENGLISH_DIR}/*`, '  X-Robots-Tag: noindex');
  lines.push('', '/locales/*', '  Cache-Control: public, max-age=0, must-revalidate');
  lines.push('', '/mockServiceWorker.js', '  Cache-Control: no-cache');
  // The real build's service worker: asked again at every visit, so a new deploy is found at once.
  lines.push('', '/sw.js', '  Cache-Control: no-cache');
  // The upload folders: their own policy in place of the pages' (`! Name` detaches a header an earlier rule set,
  // Cloudflare Pages' syntax; docs/deploy.md says what other hosts need); a header the pages already send with
  // the same value is not sent twice.
  for (const prefix of UPLOAD_PATHS) {
    lines.push('', `${prefix}*`, ...UPLOAD_REPLACED.map((name) => `  ! ${name}`));
    lines.push(
      ...Object.entries(UPLOAD_HEADERS)
        .filter(([name, value]) => publicHeaders[name] !== value || (UPLOAD_REPLACED as readonly string[]).includes(name))
        .map(([name, value]) => `  ${name}: ${value}`),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * What a real build serves at /mockServiceWorker.js: a worker that removes itself, so a visitor who
 * once opened a demo deployment on the same origin is no longer answered by its mock backend.
 */
export const SELF_REMOVING_WORKER = `// This deployment talks to the real backend. A service worker left here by an earlier demo
// deployment is replaced by this one, which unregisters itself and reloads the open pages.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.registration
      .unregister()
      .then(() => self.clients.matchAll({ type: 'window' }))
      .then((clients) => Promise.all(clients.map((client) => client.navigate(client.url)))),
  );
});
`;
