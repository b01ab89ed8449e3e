import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';
import { chromiumArgs, chromiumPath } from './src/e2e/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        projects: [
          {
            extends: true,
            test: {
              name: 'unit',
              environment: 'node',
              include: ['machines/**/*.test.ts', 'src/**/*.test.ts', 'mocks/**/*.test.ts'],
              setupFiles: ['./mocks/vitest.setup.ts'],
            // Node has no page origin: calls go to a localhost base URL, answered by MSW in Node.
            env: { VITE_API_BASE_URL: 'http://localhost:3999' },
            },
          },
          {
            extends: true,
            plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
            test: {
              name: 'storybook',
              testTimeout: 20000,
              browser: {
                enabled: true,
                headless: true,
                screenshotFailures: false,
                provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
                instances: [{ browser: 'chromium' }],
              },
            },
          },
        ],
      },
    }),
  ),
);
