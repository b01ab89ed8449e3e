import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';
import { testChromiumArgs, testChromiumPath } from './src/e2e/chromium.ts';
import { visualCommands } from './.storybook/visual/commands.ts';
import { SHIPPED_CATALOGUE_DIR } from './build/content/shippedCatalogue.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Both projects (the unit tests, the stories with their visual baselines) read the catalogue as shipped, never
// the educator's live content/: set before the content plugin first loads, here and in every worker this
// process starts. The live content/ has a test of its own that reads it by path.
process.env.CONTENT_DIR = SHIPPED_CATALOGUE_DIR;

export default defineConfig(async (env) =>
  mergeConfig(
    await viteConfig(env),
    defineConfig({
      test: {
        projects: [
          {
            extends: true,
            test: {
              name: 'unit',
              environment: 'node',
              include: [
                'machines/**/*.test.ts',
                'src/**/*.test.ts',
                'build/**/*.test.ts',
                'mocks/**/*.test.ts',
                'stories/**/*.test.ts',
                '.storybook/**/*.test.ts',
                '.ci/**/*.test.mjs',
              ],
              setupFiles: ['./mocks/vitest.setup.ts'],
              // Files share a worker's module cache (half the time: MSW and the app's modules are loaded
              // once per worker, not once per file). Every file resets what it touches: MSW handlers and
              // the mock database after each test (the setup file), fake timers, stubbed globals.
              isolate: false,
              // Node has no page origin: calls go to a localhost base URL, answered by MSW in Node.
              env: { VITE_API_BASE_URL: 'http://localhost:3999' },
              // The source scans (no hard-coded text, import boundaries) read every file: within Vitest's default
              // alone, over it on a slower machine with every other step of `npm test` running. A budget for a
              // slow machine: a unit test waits on nothing.
              testTimeout: 30_000,
            },
          },
          {
            extends: true,
            plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
            // Pre-bundle every dependency the stories reach, so a cold run (CI) never re-optimises
            // mid-run and reloads the browser under a test.
            optimizeDeps: {
              include: [
                'react',
                'react-dom',
                'react-dom/client',
                'react/jsx-runtime',
                'react/jsx-dev-runtime',
                'react-router-dom',
                'styled-components',
                'xstate',
                '@xstate/react',
                'i18next',
                'react-i18next',
                'i18next-http-backend',
                'i18next-browser-languagedetector',
                'msw',
                'msw/browser',
                'msw-storybook-addon/csf3',
                'jwt-decode',
                'js-cookie',
                'canvas-confetti',
                'zod/mini',
                '@stripe/stripe-js',
                'storybook/test',
                '@storybook/addon-docs',
                '@storybook/addon-docs/blocks',
              ],
            },
            test: {
              name: 'storybook',
              setupFiles: ['./.storybook/vitest.setup.ts'],
              // A budget for a slow machine, not for a hang (a play waits for what it asserts, 10 s at most per
              // wait): the longest story, App/RouteTitles Portuguese (every route's title), comes near a smaller
              // budget on a slower machine with the rest of `npm test` running.
              testTimeout: 60_000,
              // One page for every story file: the preview (MSW worker, i18n, styles) boots once instead of
              // once per file (4-5x faster). Stories reset what they use (storage, MSW handlers) in their setup;
              // STORIES_ISOLATE=true brings back a fresh page per file to hunt a leak.
              isolate: process.env.STORIES_ISOLATE === 'true',
              browser: {
                enabled: true,
                headless: true,
                screenshotFailures: false,
                provider: playwright({ launchOptions: { executablePath: testChromiumPath, args: testChromiumArgs } }),
                instances: [{ browser: 'chromium' }],
                // Visual baselines of the flow and page stories: captured and compared by these commands
                // (.storybook/visual/capture.ts, commands.ts; issue 12).
                commands: visualCommands,
              },
            },
          },
        ],
      },
    }),
  ),
);
