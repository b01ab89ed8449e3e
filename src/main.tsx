import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/figtree';
import '@fontsource-variable/fraunces';
import { initI18n } from '@/i18n';
import { App } from '@/app/App';

/**
 * Starts the mock backend only when mocks are on. The dynamic import keeps MSW and the handlers
 * out of any build made for a real backend (checked by src/app/realBuild.test.ts).
 */
async function enableMocking() {
  if (!__USE_MOCKS__) return;
  const { startWorker } = await import('../mocks/browser');
  await startWorker();
}

async function boot() {
  await enableMocking();
  await initI18n({ debug: import.meta.env.DEV });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
