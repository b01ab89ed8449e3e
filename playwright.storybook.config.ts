import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './src/e2e/chromium.ts';

/** Where `npm run test:storybook-qa` builds Storybook, and the port it is served on. */
export const STORYBOOK_QA_DIR = 'node_modules/.cache/storybook-qa';
const PORT = 6008;

/**
 * The built Storybook, checked as QA opens it (.storybook/qa/storybook-qa.spec.ts). Not part of `npm test`
 * (it builds Storybook, about 1.5 minutes, and runs every story in each language, the two languages side by
 * side: 786 stories each, about 3.5 minutes here); run before a release and after changing the preview,
 * the stories' setup or shared state.
 */
export default defineConfig({
  testDir: './.storybook/qa',
  timeout: 30 * 60_000,
  workers: 2,
  // The two languages are two tests of one file: side by side, one worker each.
  fullyParallel: true,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
  },
  webServer: {
    command: `node .storybook/qa/serve.mjs ${STORYBOOK_QA_DIR} ${PORT}`,
    url: `http://localhost:${PORT}/index.json`,
    reuseExistingServer: false,
  },
});
