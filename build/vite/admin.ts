/**
 * The web admin (Decap CMS; src/admin/) as a site of its own, for a host name of its own (`cms.<domain>`): the
 * shop's build never sees its code, and the shop's origin never serves it, so the git host's token Decap keeps
 * in the browser's storage and the policy Decap needs (`'unsafe-eval'`) stay off the shop. After the shop's
 * bundle is written, and only when a repository to edit is set, Vite's public `build()` bundles src/admin/
 * into `<outDir>-admin/` (`dist-admin/`) with its own `_headers` and its own copy of the translation files its
 * previews read. The dev server (`npm start`, `npm run cms`) serves it at /admin/ from the sources, and the
 * preview server serves its build on a port of its own, that is an origin of its own. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { build, preview, type Connect, type Plugin } from 'vite';
import { ADMIN_PATH, adminHeadersFile, adminSecurityHeaders, type BuildEnv } from '../deploy.ts';
import { localeFiles } from '../prerender/plugin.ts';
import { projectAliases } from './aliases.ts';
import { content } from './content.ts';

/** The admin's sources: its page, its entry and its previews. */
export const ADMIN_SOURCE_DIR = 'src/admin';

/** Whether a request names the admin's page itself (not one of its files). */
export function isAdminPage(url: string | undefined): boolean {
  const pathname = (url ?? '').split(/[?#]/)[0];
  return pathname === ADMIN_PATH.slice(0, -1) || pathname === ADMIN_PATH || pathname === `${ADMIN_PATH}index.html`;
}

type Send = (response: Parameters<Connect.NextHandleFunction>[1], html: string, headers: Record<string, string>) => void;
const send: Send = (response, html, headers) => {
  response.statusCode = 200;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.end(html);
};

/** The admin's build, beside the shop's: `dist` gives `dist-admin`. */
export function adminOutDir(outDir: string): string {
  return `${path.resolve(outDir)}-admin`;
}

/**
 * Whether a build makes the admin: only for a repository it can edit (`VITE_CMS_REPO`, read by
 * src/admin/config.ts); without one it could edit nothing but a working copy, which `npm run cms` does.
 */
export function buildsAdmin(env: BuildEnv): boolean {
  return Boolean(env.VITE_CMS_REPO?.trim());
}

/** Where `npm run preview` serves the admin's build: another port of localhost, that is another origin. */
export const ADMIN_PREVIEW_PORT = 4176;

/** Whether a request names the admin site's page itself (not one of its files). */
const isAdminSitePage = (url: string | undefined) => ['/', '/index.html'].includes((url ?? '').split(/[?#]/)[0]!);

/**
 * The files the admin's site serves beside its bundle: its `_headers`, and the site's translation files, which
 * its previews read (a copy of the shop's: the admin needs no other origin's files, and the shop no CORS rule).
 */
function adminSiteFiles(env: BuildEnv, locales: ReturnType<typeof localeFiles>): Plugin {
  return {
    name: 'admin-site-files',
    generateBundle() {
      for (const { fileName, source } of Object.values(locales)) this.emitFile({ type: 'asset', fileName, source });
      this.emitFile({ type: 'asset', fileName: '_headers', source: adminHeadersFile(env) });
    },
  };
}

export function adminBuild(options: { root: string; mode: string; env: BuildEnv }): Plugin {
  const sourceDir = path.join(options.root, ADMIN_SOURCE_DIR);
  let outDir = '';
  let building = false;
  return {
    name: 'admin-build',
    apply: (config, env) => env.command === 'serve' || !config.build?.ssr,
    configResolved(resolved) {
      outDir = path.resolve(resolved.root, resolved.build.outDir);
      // A dev server (and each Vitest project's) closes its bundle when it stops: only a build writes the admin.
      building = resolved.command === 'build';
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!building) return;
        const target = adminOutDir(outDir);
        if (!buildsAdmin(options.env)) {
          // An admin left there by an earlier build is not this build's: it must not be deployed beside it.
          fs.rmSync(target, { recursive: true, force: true });
          return;
        }
        const locales = localeFiles(options.root);
        await build({
          configFile: false,
          root: sourceDir,
          base: '/',
          mode: options.mode,
          envDir: options.root,
          logLevel: 'warn',
          publicDir: false,
          // The previews draw the site's components, which read the catalogue through src/data.
          plugins: [react(), content({ root: options.root, writeAssets: false }), adminSiteFiles(options.env, locales)],
          resolve: { alias: projectAliases(options.root) },
          define: {
            __LOCALE_URLS__: JSON.stringify(Object.fromEntries(Object.entries(locales).map(([lang, file]) => [lang, file.url]))),
            __USE_MOCKS__: 'false',
          },
          build: {
            outDir: target,
            emptyOutDir: true,
            target: browserslistToEsbuild(),
            // Decap is one large application, loaded by the editor only: its size does not reach a visitor.
            chunkSizeWarningLimit: 10_000,
            rolldownOptions: {
              onwarn(warning, warn) {
                // Decap's dependencies (front-matter and TOML parsers) call eval; nothing of the admin can change that.
                if (warning.code === 'EVAL') return;
                warn(warning);
              },
            },
          },
        });
      },
    },
    configureServer(server) {
      // /admin/ from the sources, as the build serves it: the page, with its entry at its place in the project.
      server.middlewares.use((request, response, next) => {
        if ((request.method !== 'GET' && request.method !== 'HEAD') || !isAdminPage(request.url)) return next();
        const page = fs
          .readFileSync(path.join(sourceDir, 'index.html'), 'utf8')
          .replace('src="./main.tsx"', `src="/${ADMIN_SOURCE_DIR}/main.tsx"`);
        server
          .transformIndexHtml(ADMIN_PATH, page)
          .then((html) => send(response, html, { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' }))
          .catch(next);
      });
    },
    async configurePreviewServer(server) {
      // The admin's build, when there is one, as its host name serves it: a second server, under its own headers.
      const site = adminOutDir(outDir);
      const page = path.join(site, 'index.html');
      if (!fs.existsSync(page)) return;
      const headers = adminSecurityHeaders(options.env);
      const logger = server.config.logger;
      try {
        const admin = await preview({
          configFile: false,
          // Beside it, not in it: Vite warns of a folder that is both its root and its output.
          root: path.dirname(site),
          logLevel: 'warn',
          build: { outDir: site },
          preview: { port: ADMIN_PREVIEW_PORT, strictPort: true, headers },
          plugins: [
            {
              name: 'admin-site-page',
              configurePreviewServer(adminServer) {
                adminServer.middlewares.use((request, response, next) => {
                  if ((request.method !== 'GET' && request.method !== 'HEAD') || !isAdminSitePage(request.url)) return next();
                  send(response, fs.readFileSync(page, 'utf8'), { ...headers, 'Cache-Control': 'no-store' });
                });
              },
            },
          ],
        });
        server.httpServer.once('close', () => void admin.close());
        logger.info(
          `\n  Web admin (${path.relative(process.cwd(), site)}, an origin of its own): http://localhost:${ADMIN_PREVIEW_PORT}/\n`,
        );
      } catch (error) {
        logger.warn(`\n  The web admin's build is not served: ${error instanceof Error ? error.message : String(error)}\n`);
      }
    },
  };
}
