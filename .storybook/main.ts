import type { StorybookConfig } from '@storybook/react-vite';
import type { ServerApp } from 'storybook/internal/types';
import remarkGfm from 'remark-gfm';
import { LANGUAGES, siteTexts, type Language } from '../build/content/translations.ts';

const root = new URL('..', import.meta.url).pathname;

// `experimental_devServer` is a preset property Storybook applies to its dev server, not yet in the config's type.
const config: StorybookConfig & { experimental_devServer: (app: ServerApp) => ServerApp } = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    // GitHub-flavoured Markdown in the MDX pages (tables, e.g. the token table of stories/Introduction.mdx).
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // Storybook's dev server answers its static folders (public/) before Vite's middlewares, so the served
  // translation files (the interface's texts with the catalogue's from content/, as the site's dev server and
  // build serve them: build/vite/content.ts) are answered here, ahead of public/'s interface-only copies.
  // A static build writes the merged files over the copies (the content plugin, kept below).
  experimental_devServer: (app) =>
    app.use((req, res, next) => {
      const lng = /^\/locales\/(pt|en)\/translation\.json(?:\?|$)/.exec(req.url ?? '')?.[1] as Language | undefined;
      if (!lng || !LANGUAGES.includes(lng)) return next();
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(siteTexts(root, lng)));
    }),
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // Storybook always runs on the mock backend (msw-storybook-addon), in dev and in a static build alike;
  // the site's deploy files (headers, the real build's worker stub and service worker, prerendered pages,
  // hashed translation files) do not belong in it.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    define: { ...viteConfig.define, __USE_MOCKS__: 'true', __LOCALE_URLS__: '{}' },
    plugins: (viteConfig.plugins ?? []).flat().filter(
      (plugin) =>
        !(
          plugin &&
          'name' in plugin &&
          (['deploy-files', 'prerender', 'host-rules', 'styled-component-ids', 'app-shell-chunks'].includes(plugin.name) ||
            // The real build's service worker: Storybook runs the mock backend's.
            plugin.name.startsWith('vite-plugin-pwa'))
        ),
    ),
  }),
};

export default config;
