import type {} from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';

/**
 * Vitest browser commands (run in Node, on the Playwright page that hosts the preview) used by the visual
 * baselines (capture.ts).
 */
declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Makes Vitest's own page big enough to show a preview of width x height at 100 % (not scaled down). */
    fitOuterViewport: (width: number, height: number) => Promise<void>;
  }
}

/** Room around the preview on Vitest's page. */
const MARGIN = 40;

const fitOuterViewport: BrowserCommand<[width: number, height: number]> = async (context, width, height) => {
  if (context.provider.name !== 'playwright') throw new Error('fitOuterViewport needs the Playwright provider');
  await context.page.setViewportSize({ width: width + MARGIN, height: height + MARGIN });
};

export const visualCommands = { fitOuterViewport };
