/**
 * The web admin (/admin/, Decap CMS; src/admin/) as a build of its own: the site's build never sees its code,
 * so no chunk a visitor loads carries any of it, and the site's chunks stay what they were. After the site's
 * bundle is written, Vite's public `build()` bundles src/admin/ into `<outDir>/admin/`; the dev server
 * (`npm start`, `npm run cms`) serves it at /admin/ from the sources, and the preview server under the admin's
 * own headers (build/deploy.ts). Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { build, type Connect, type Plugin } from 'vite';
import { ADMIN_PATH, adminSecurityHeaders, type BuildEnv } from '../deploy.ts';
import { localeUrls } from '../prerender/plugin.ts';
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
        await build({
          configFile: false,
          root: sourceDir,
          base: ADMIN_PATH,
          mode: options.mode,
          envDir: options.root,
          logLevel: 'warn',
          publicDir: false,
          // The previews draw the site's components, which read the catalogue through src/data.
          plugins: [react(), content({ root: options.root, writeAssets: false })],
          resolve: { alias: projectAliases(options.root) },
          define: {
            // The admin loads the site's translation files the build has just written, for its previews.
            __LOCALE_URLS__: JSON.stringify(localeUrls(options.root)),
            __USE_MOCKS__: 'false',
          },
          build: {
            outDir: path.join(outDir, ADMIN_PATH.slice(1)),
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
    configurePreviewServer(server) {
      // The admin's page under its own headers (before the preview's, which are the public pages').
      server.middlewares.use((request, response, next) => {
        if ((request.method !== 'GET' && request.method !== 'HEAD') || !(request.url ?? '').startsWith(ADMIN_PATH.slice(0, -1)))
          return next();
        response.setHeader('X-Robots-Tag', 'noindex');
        const page = path.join(outDir, ADMIN_PATH.slice(1), 'index.html');
        if (!isAdminPage(request.url) || !fs.existsSync(page)) return next();
        send(response, fs.readFileSync(page, 'utf8'), { ...adminSecurityHeaders(options.env), 'Cache-Control': 'no-store' });
      });
    },
  };
}
