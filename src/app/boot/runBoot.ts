import { TIMINGS } from '@machines/shared';
import { withTimeout } from '@/lib/withTimeout';
import type { BootFailureKind } from './bootTexts';

export interface BootSteps {
  /** Starts the demo's mock service worker (a no-op without mocks). Bounded by TIMINGS.mockWorkerTimeout. */
  startMocks: () => Promise<void>;
  /** Loads the translations; bounded by itself (src/i18n loadTranslations, 8 s). */
  loadTranslations: () => Promise<void>;
  /** Hydrates or renders the app (src/app/start.tsx); may first load the page's code. */
  renderApp: () => void | Promise<void>;
  /** Shows the boot failure screen instead of a blank page. */
  renderFailure: (kind: BootFailureKind, error: unknown) => void;
}

/**
 * The start of the site, in order: the mock backend (demo builds), the translations, then the app.
 * A step that fails or hangs ends the start with the failure screen for that step; nothing is left blank.
 * Resolves with 'started' or the kind of failure shown.
 */
export async function runBoot(steps: BootSteps): Promise<'started' | BootFailureKind> {
  const attempt = async (kind: BootFailureKind, run: () => Promise<void> | void) => {
    try {
      await run();
      return null;
    } catch (error) {
      steps.renderFailure(kind, error);
      return kind;
    }
  };
  return (
    // Private windows and browsers with service workers turned off cannot start the mock backend.
    (await attempt('mocks', () =>
      withTimeout(steps.startMocks(), TIMINGS.mockWorkerTimeout, 'Starting the mock service worker'),
    )) ??
    (await attempt('translations', steps.loadTranslations)) ??
    (await attempt('generic', steps.renderApp)) ??
    'started'
  );
}
