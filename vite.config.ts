import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { buildEnv, checkSecureUrls, requireSiteUrl, resolveMocks, securityHeaders } from './build/deploy.ts';
import { compileInlineScripts } from './build/inlineScripts.ts';
import { devManifests, localeUrls, prerender } from './build/prerender/plugin.ts';
import { adminBuild } from './build/vite/admin.ts';
import { cmsBackend } from './build/vite/cmsBackend.ts';
import { uploadsCheck } from './build/vite/uploads.ts';
import { projectAliases } from './build/vite/aliases.ts';
import { content } from './build/vite/content.ts';
import { deployFiles } from './build/vite/deployFiles.ts';
import { hostRules } from './build/vite/previewServer.ts';
import { serviceWorker } from './build/vite/serviceWorker.ts';
import { styledComponentIds } from './build/vite/styledComponentIds.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The site's build, dev server and preview server, as a list of plugins; their code lives in build/. */
export default defineConfig(async ({ command, mode }): Promise<UserConfig> => {
  const env = buildEnv(root, mode);
  const useMocks = resolveMocks(env, { command, mode });
  // A build sends visitors only to https: addresses, and the shop's names its public origin; the dev server
  // may use any.
  if (command === 'build') {
    checkSecureUrls(env);
    // Storybook's static build reads this configuration too (its CLI sets STORYBOOK), and always runs on the
    // mock backend (.storybook/main.ts): it is no build of the shop.
    requireSiteUrl(env, useMocks || process.env.STORYBOOK === 'true');
  }
  // The served pages' inline scripts, compiled once: the prerender writes these texts, the headers hash them.
  const scripts = await compileInlineScripts(root);
  // The prerendered pages' addresses, named by the prerender once it has written them: the only pages the
  // service worker, built after it, may keep.
  let pageAddresses: readonly string[] | undefined;
  return {
    plugins: [
      react(),
      content({ root }),
      command === 'build' && styledComponentIds(),
      deployFiles(env, useMocks, scripts),
      serviceWorker(useMocks, () => pageAddresses),
      prerender({ root, mode, scripts, onPages: (addresses) => (pageAddresses = addresses) }),
      devManifests({ root }),
      // The web admin: a site of its own (dist-admin/, for its own host name), built after the shop when a
      // repository to edit is set; /admin/ on the dev server.
      adminBuild({ root, mode, env }),
      // `npm run cms`: the admin's local backend, on this dev server and nowhere else.
      cmsBackend({ root }),
      // Only pictures, PDFs and videos in the upload folders: anything else under public/ is served as the shop's own.
      uploadsCheck({ root }),
      hostRules(),
    ],
    define: {
      __USE_MOCKS__: JSON.stringify(useMocks),
      __LOCALE_URLS__: JSON.stringify(command === 'build' ? localeUrls(root) : {}),
    },
    resolve: { alias: projectAliases(root) },
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
    preview: { port: 4173, strictPort: true, headers: securityHeaders(env, scripts) },
  };
});
