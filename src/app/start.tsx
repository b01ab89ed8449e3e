import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { i18n, loadTranslations } from '@/i18n';
import { activeLanguage, basenameOf, pathLanguage } from '@/i18n/localePath';
import { App } from '@/app/App';
import { appRoutes } from '@/app/routes';
import { createAppRouter } from '@/app/router';
import { BootFailure, bootTexts, detectBootLanguage, installPreloadRecovery, runBoot } from '@/app/boot';
import { canHydrate, PRERENDERED_HEAD_TAGS } from '@/app/boot/hydration';
import { markInteractive } from '@/app/boot/FirstCommit';
import { discardEarlyEvents } from '@/app/boot/earlyEvents';
import { rememberedLanguage } from '@/app/layout/switchLanguage';
import { LANGUAGE_PENDING_CLASS } from '@/app/boot/inline/contract';
import { installFontFaces, installGlobalStyle } from '@/theme';
import { deferIslandHydration, wakeAllIslands, wakeIslandsWhenIdle } from '@/lib/Island';
import { registerServiceWorker } from '@/app/boot/serviceWorker';
import { yieldToMain } from '@/lib/yieldToMain';

/**
 * Starts the mock backend only when mocks are on. The dynamic import keeps MSW and the handlers
 * out of any build made for a real backend (checked by src/app/realBuild.test.ts).
 */
async function enableMocking() {
  if (!__USE_MOCKS__) return;
  const { startWorker } = await import('../../mocks/browser');
  await startWorker();
}

function root(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  return container;
}

/**
 * The lazy page module of the address is loaded before the router starts, so the first render has the
 * page (not the fallback) and can hydrate the prerendered markup (React Router's lazy + SSR rule). Asked for
 * as the start begins, so that it downloads while the mock backend and the translations get ready.
 */
function loadPageFirst(basename: string | undefined) {
  const routes = appRoutes();
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  const loaded = Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  // A failure is the render step's (runBoot shows it then), not an unhandled rejection meanwhile.
  loaded.catch(() => {});
  return { routes, loaded };
}

/** The served page's own head tags (title, description, canonical...): the app renders its own instead. */
function removePrerenderedHeadTags() {
  document.head.querySelectorAll(PRERENDERED_HEAD_TAGS).forEach((tag) => tag.remove());
}

/**
 * Hydrates the prerendered page when it is exactly what the app renders now (hydration.ts), otherwise
 * renders over it. Either way inside a transition, so the work is cut into short tasks.
 */
async function renderApp(space: 'en' | null, page: ReturnType<typeof loadPageFirst>) {
  await page.loaded;
  // Evaluating the page's modules, making the router and attaching the root: three tasks, not one.
  await yieldToMain();
  const container = root();
  const language = activeLanguage(i18n);
  const storage = (() => {
    try {
      return window.localStorage;
    } catch {
      return undefined;
    }
  })();
  const hydrating = canHydrate(container, window.location, language, storage);
  // Hydrating the served page: the visitor may have scrolled it already, and the router must not scroll on
  // its first render (it would send them back to the top, and force a layout inside the hydration's commit).
  // Hydration data, even empty, is React Router's word for "the page is already on screen": no scroll on the first
  // render, only a position saved for this entry restored (a reload). No loader data: the routes have no loaders.
  const router = createAppRouter(page.routes, { basename: basenameOf(space), ...(hydrating && { hydrationData: {} }) });
  await yieldToMain();
  const app = (
    <StrictMode>
      <App>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  if (hydrating) {
    // The English version the language script put in place of the Portuguese page (an English visitor on an
    // unprefixed address, the language script): the head still has the Portuguese page's own tags, which React
    // would add to, not replace. It renders its own.
    if ('swapped' in container.dataset) removePrerenderedHeadTags();
    startTransition(() => {
      hydrateRoot(container, app);
    });
    // Sections of the page stay served HTML until they are needed (Island): seen, touched, a navigation, or the
    // browser idle once the page is live. A navigation renders the page again (every link in a section reads the
    // location), which a section still served cannot take: they all hydrate as the first navigation starts,
    // before the router renders it, and on the browser's back and forward.
    deferIslandHydration();
    // Only a navigation wakes them: the router also reports updates of the served location (a scroll position
    // restored on a reload), which must leave the islands waiting.
    const served = router.state.location;
    const stopWatching = router.subscribe((state) => {
      if (state.location === served && state.navigation.state === 'idle') return;
      stopWatching();
      wakeAllIslands();
    });
    window.addEventListener('popstate', wakeAllIslands);
    wakeIslandsWhenIdle();
    return;
  }
  removePrerenderedHeadTags();
  // From here #root is the app's: the language script no longer swaps the English version into it.
  delete container.dataset.prerendered;
  const reactRoot = createRoot(container);
  startTransition(() => reactRoot.render(app));
}

/** Starts the app: mocks (demo builds), translations, then hydration or a fresh render. */
export async function boot() {
  // Real builds: pages once seen open offline; after `load`, when idle.
  registerServiceWorker();
  // A lazy chunk missing after a redeploy reloads the page once.
  installPreloadRecovery();
  // A prerendered page has its font faces and base rules already; the app shell and the dev server get them here.
  installFontFaces();
  installGlobalStyle();
  // On an `/en/` address the address decides the language; back to a page left with the language
  // switch, the language it was shown in; elsewhere product §1's detection.
  const space = pathLanguage(window.location.pathname);
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const decided = space ?? rememberedLanguage(window.history, navigation?.type);
  // The route table's first matching and the translations' start: two tasks, not one.
  await yieldToMain();
  const page = loadPageFirst(basenameOf(space));
  await yieldToMain();
  await runBoot({
    startMocks: enableMocking,
    loadTranslations: () => loadTranslations({ lng: decided, saveChoice: decided === undefined, debug: import.meta.env.DEV }),
    renderApp: () => renderApp(space, page),
    // Instead of a blank page: a plain screen in the language the detector would pick, its texts bundled
    // from the `boot` group of the locale files (the translations may be what failed), and a reload button.
    renderFailure: (kind, error) => {
      console.error(`[boot] The site could not start (${kind}).`, error);
      const texts = bootTexts(space ?? detectBootLanguage(), kind);
      document.documentElement.lang = texts.lang;
      document.documentElement.classList.remove(LANGUAGE_PENDING_CLASS);
      markInteractive();
      discardEarlyEvents();
      document.title = texts.title;
      const container = root();
      container.replaceChildren();
      createRoot(container).render(
        <StrictMode>
          <BootFailure {...texts} onRetry={() => window.location.reload()} />
        </StrictMode>,
      );
    },
  });
}
