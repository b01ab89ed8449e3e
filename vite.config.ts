import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { VitePWA } from 'vite-plugin-pwa';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import {
  checkSecureUrls,
  headersFile,
  resolveMocks,
  securityHeaders,
  SELF_REMOVING_WORKER,
  type BuildEnv,
} from './build/deploy.ts';
import { devManifests, localeFiles, prerender } from './build/prerender/plugin.ts';
import { hostRules } from './build/vite/previewServer.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Files a static host needs beside the bundle: `_headers` (security and cache headers), and for a
 * real-backend build a self-removing worker in place of the mock service worker copied from public/.
 */
function deployFiles(env: BuildEnv, useMocks: boolean): Plugin {
  let outDir = '';
  return {
    name: 'deploy-files',
    apply: 'build',
    configResolved(resolved) {
      outDir = path.resolve(resolved.root, resolved.build.outDir);
      resolved.logger.info(
        useMocks
          ? '\n  Demo build: mock backend compiled in, "Demo" ribbon on every page. Not for a real shop.\n'
          : `\n  Real-backend build: API at ${env.VITE_API_BASE_URL?.trim() || 'the same origin (/api/...)'}` +
              ' (VITE_API_BASE_URL). For the demo shop use `npm run build:demo`.\n',
      );
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(env) });
    },
    closeBundle() {
      const worker = path.join(outDir, 'mockServiceWorker.js');
      if (!useMocks && fs.existsSync(outDir)) fs.writeFileSync(worker, SELF_REMOVING_WORKER);
    },
  };
}

/**
 * The code the app starts with: the entry chunk and every chunk it imports statically, found in the browser
 * bundle. The real build's service worker precaches these (the app shell); page code is kept as a visitor
 * opens it (src/sw/sw.ts).
 */
function appShellChunks(shell: Set<string>): Plugin {
  let ssr = false;
  return {
    name: 'app-shell-chunks',
    apply: 'build',
    configResolved(resolved) {
      ssr = Boolean(resolved.build.ssr);
    },
    generateBundle(_, bundle) {
      if (ssr) return;
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (shell.has(file) || chunk?.type !== 'chunk') return;
        shell.add(file);
        chunk.imports.forEach(visit);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        visit(chunk.fileName);
      }
    },
  };
}

/**
 * The service worker of real builds (#39): Workbox through vite-plugin-pwa, from src/sw/sw.ts. Demo builds
 * have MSW's worker on the same scope and get none (`disable`). It writes no web app manifest (the prerender
 * writes one per language space) and injects no registration (src/app/boot/serviceWorker.ts registers it once
 * the page is live). It is built after the prerender (closeBundleOrder 'post'), whose app shells it precaches.
 */
function serviceWorker(useMocks: boolean): Plugin[] {
  const shell = new Set<string>();
  return [
    appShellChunks(shell),
    ...VitePWA({
      disable: useMocks,
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      integration: { closeBundleOrder: 'post' },
      injectManifest: {
        // The app shells of both spaces, the start-up code (below) and the fonts. Page code and translations are
        // kept as they are used (cache-first), images and pages as they are seen (stale-while-revalidate).
        globPatterns: ['app.html', 'en/app.html', 'assets/*.{js,css,woff2}'],
        manifestTransforms: [
          (entries) =>
            Promise.resolve({
              manifest: entries.filter((entry) => !/\.(js|css)$/.test(entry.url) || shell.has(entry.url)),
              warnings: [],
            }),
        ],
      },
    }),
  ];
}

async function styledComponentIds(): Promise<Plugin> {
  const plugin = await babel({
    include: /[\\/](src|stories)[\\/].*\.tsx?$/,
    plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]],
  });
  return { ...plugin, name: 'styled-component-ids' } as Plugin;
}

export default defineConfig(({ command, mode }) => {
  const env: BuildEnv = { ...loadEnv(mode, dirname, 'VITE_'), ...pickViteEnv(process.env) };
  const useMocks = resolveMocks(env, { command, mode });
  // A build sends visitors only to https: addresses (#34); the dev server may use any.
  if (command === 'build') checkSecureUrls(env);
  const localeUrls =
    command === 'build' ? Object.fromEntries(Object.entries(localeFiles(dirname)).map(([lang, file]) => [lang, file.url])) : {};
  return {
    plugins: [
      react(),
      // In builds: styled-components' ids from each component's file and name, not from the order modules
      // load in, so the prerendered HTML and the browser bundle name every class alike (#9, hydration).
      command === 'build' && styledComponentIds(),
      deployFiles(env, useMocks),
      serviceWorker(useMocks),
      prerender({ root: dirname, mode }),
      devManifests({ root: dirname }),
      hostRules(),
    ],
    define: {
      __USE_MOCKS__: JSON.stringify(useMocks),
      __LOCALE_URLS__: JSON.stringify(localeUrls),
    },
    resolve: {
      alias: {
        '@': path.resolve(dirname, 'src'),
        '@machines': path.resolve(dirname, 'machines'),
        '@mocks': path.resolve(dirname, 'mocks'),
      },
    },
    build: {
      // The supported browsers (package.json "browserslist", listed in the README).
      target: browserslistToEsbuild(),
      modulePreload: false,
    },
    // The prerender bundle (build/prerender) carries its dependencies: one self-contained file set, no Node
    // CommonJS interop (styled-components' default export).
    ssr: { noExternal: true },
    server: { port: 5173 },
    // `npm run preview` serves the build under the same headers as the shipped `_headers` file, so the
    // end-to-end suite runs under the real Content-Security-Policy.
    preview: { port: 4173, strictPort: true, headers: securityHeaders(env) },
  };
});

function pickViteEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => e[0].startsWith('VITE_') && typeof e[1] === 'string'),
  );
}
