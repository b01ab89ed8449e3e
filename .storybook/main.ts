import type { StorybookConfig } from '@storybook/react-vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remarkGfm from 'remark-gfm';
import { designTokensFile } from '../build/tokens/tokensFile.ts';
import { storybookTexts, storybookTextsUrls } from '../build/vite/content.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    // GitHub-flavoured Markdown in the MDX pages (tables, e.g. the token table of stories/Introduction.mdx).
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
    // Hover, focus and active drawn without a pointer: the component grids force them on chosen cells
    // (stories/support/Matrix.tsx, `parameters.pseudo`).
    'storybook-addon-pseudo-states',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // Storybook always runs on the mock backend (msw-storybook-addon), in dev and in a static build alike;
  // the site's deploy files (headers, the real build's worker stub and service worker, prerendered pages,
  // hashed translation files) do not belong in it. The translation files come with the catalogue's texts
  // merged, from addresses of Storybook's own (build/vite/content.ts).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    define: { ...viteConfig.define, __USE_MOCKS__: 'true', __LOCALE_URLS__: JSON.stringify(storybookTextsUrls) },
    plugins: [
      ...(viteConfig.plugins ?? []).flat().filter(
        (plugin) =>
          !(
            plugin &&
            'name' in plugin &&
            (['deploy-files', 'prerender', 'host-rules', 'styled-component-ids', 'app-shell-chunks', 'admin-build'].includes(
              plugin.name,
            ) ||
              // The real build's service worker: Storybook runs the mock backend's.
              plugin.name.startsWith('vite-plugin-pwa'))
          ),
      ),
      // The theme as a DTCG token file at /design-tokens.json, for design tools (linked from Foundations).
      designTokensFile(root),
      storybookTexts({ root }),
    ],
  }),
};

export default config;
