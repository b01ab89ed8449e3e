import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './src/e2e/chromium.ts';

/** The Storybook build it looks at (the same one `npm run test:storybook-qa` makes), and its port. */
const STORYBOOK_DIR = process.env.STORYBOOK_QA_DIR ?? 'node_modules/.cache/storybook-qa';
const PORT = 6009;

/**
 * Visual baselines of the flow and page stories (.storybook/visual/visual.spec.ts, issue 12), in Debian's
 * Chromium: `npm run test:visual` compares, `npm run test:visual:update` rewrites the baselines. The HTML
 * report (`npx playwright show-report node_modules/.cache/visual-report`) shows expected, actual and diff of
 * every difference. Not part of `npm test` (see the README: the 5-minute budget of issue 11).
 */
export default defineConfig({
  testDir: './.storybook/visual',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  outputDir: 'node_modules/.cache/visual-results',
  timeout: 30 * 60_000,
  workers: 2,
  // Flows and pages are two tests of one file: side by side, one worker each.
  fullyParallel: true,
  reporter: [['list'], ['html', { outputFolder: 'node_modules/.cache/visual-report', open: 'never' }]],
  expect: {
    toHaveScreenshot: {
      // Anti-aliasing may differ by a pixel or two between runs; a moved or recoloured element differs by far more.
      maxDiffPixels: 20,
      // A pixel counts as changed from a small colour difference: at Playwright's default (0.2) a colour token
      // moved by 16 levels per channel passed unnoticed. The captures here are deterministic.
      threshold: 0.05,
    },
  },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  },
  webServer: {
    command: `node .storybook/qa/serve.mjs ${STORYBOOK_DIR} ${PORT}`,
    url: `http://localhost:${PORT}/index.json`,
    reuseExistingServer: false,
  },
});
