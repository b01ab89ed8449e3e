import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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
 * The service worker of real builds: Workbox through vite-plugin-pwa, from src/sw/sw.ts. Demo builds have
 * MSW's worker on the same scope and get none (`disable`). It writes no web app manifest (the prerender
 * writes one per language space) and injects no registration (src/app/boot/serviceWorker.ts registers it once
 * the page is live). It is built after the prerender (closeBundleOrder 'post'), whose app shells it precaches
 * and whose pages are the only ones it may keep: `pages` gives their addresses (both language spaces), written
 * into the worker as `__OWN_PAGES__`, so the worker carries the list and none of the app's code.
 */
export function serviceWorker(useMocks: boolean, pages: () => readonly string[] | undefined): Plugin[] {
  const shell = new Set<string>();
  /** What stopped the build before the worker's turn (a content or upload problem): the worker repeats it. */
  let failure: Error | undefined;
  return [
    appShellChunks(shell),
    {
      name: 'ot:sw-build-failure',
      buildEnd(error) {
        failure = error;
      },
    },
    ...VitePWA({
      disable: useMocks,
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      integration: {
        closeBundleOrder: 'post',
        configureCustomSWViteBuild(config) {
          // The build failed already: its own error is the one to read, not the missing pages that follow from it.
          if (failure) throw failure;
          const addresses = pages();
          // Without the list the worker would keep no page: a build that lost it stops instead of shipping that.
          if (!addresses?.length)
            throw new Error('The service worker is built after the prerender, which names its pages; it named none.');
          config.define = { ...config.define, __OWN_PAGES__: JSON.stringify(addresses) };
        },
      },
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
