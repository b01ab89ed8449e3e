import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/figtree';
import '@fontsource-variable/fraunces';
import { loadTranslations } from '@/i18n';
import { App } from '@/app/App';
import { BootFailure, bootTexts, detectBootLanguage, installPreloadRecovery, runBoot } from '@/app/boot';

/**
 * Starts the mock backend only when mocks are on. The dynamic import keeps MSW and the handlers
 * out of any build made for a real backend (checked by src/app/realBuild.test.ts).
 */
async function enableMocking() {
  if (!__USE_MOCKS__) return;
  const { startWorker } = await import('../mocks/browser');
  await startWorker();
}

function root(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  return container;
}

async function boot() {
  // A lazy chunk missing after a redeploy reloads the page once.
  installPreloadRecovery();
  await runBoot({
    startMocks: enableMocking,
    loadTranslations: () => loadTranslations({ debug: import.meta.env.DEV }),
    renderApp: () => {
      createRoot(root()).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    },
    // Instead of a blank page: a plain screen in the language the detector would pick, its texts bundled
    // from the `boot` group of the locale files (the translations may be what failed), and a reload button.
    renderFailure: (kind, error) => {
      console.error(`[boot] The site could not start (${kind}).`, error);
      const texts = bootTexts(detectBootLanguage(), kind);
      document.documentElement.lang = texts.lang;
      document.title = texts.title;
      createRoot(root()).render(
        <StrictMode>
          <BootFailure {...texts} onRetry={() => window.location.reload()} />
        </StrictMode>,
      );
    },
  });
}

void boot();
