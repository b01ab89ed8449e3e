import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { AppTheme } from '../../src/theme';
import { designTokensJson } from './designTokens.ts';
import { themeComments } from './themeComments.ts';

/** Where the file is served in Storybook (dev and build), and the committed copy the test compares. */
export const TOKENS_FILE_NAME = 'design-tokens.json';
export const THEME_PATH = 'src/theme/theme.ts';
export const COMMITTED_TOKENS_PATH = `src/theme/${TOKENS_FILE_NAME}`;

/**
 * The theme module, loaded through Vite outside any dev server. Its font module imports the font faces'
 * CSS as text (`?inline`), which only a browser build resolves; the token file needs the font stacks, not
 * the faces, so those imports read as empty text here.
 */
async function loadTheme(root: string): Promise<AppTheme> {
  const { module } = await runnerImport<{ theme: AppTheme }>(path.join(root, THEME_PATH), {
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [
      {
        name: 'design-tokens-no-font-faces',
        enforce: 'pre',
        resolveId: (id) => (id.endsWith('.css?inline') ? '\0design-tokens-empty-css' : undefined),
        load: (id) => (id === '\0design-tokens-empty-css' ? 'export default ""' : undefined),
      },
    ],
  });
  return module.theme;
}

/** The token file's text, from the theme as it is on disk now. */
export async function tokensFileText(root: string): Promise<string> {
  const theme = await loadTheme(root);
  return designTokensJson(theme, themeComments(readFileSync(path.join(root, THEME_PATH), 'utf8')));
}

/**
 * Storybook publishes the token file at `/design-tokens.json`: written into the build's output, and served
 * by the dev server, each time from the theme, so what a designer downloads is never older than the theme.
 */
export function designTokensFile(root: string): Plugin {
  return {
    name: 'design-tokens-file',
    configureServer(server) {
      server.middlewares.use(`/${TOKENS_FILE_NAME}`, (_request, response, next) => {
        tokensFileText(root).then((text) => {
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.end(text);
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: TOKENS_FILE_NAME, source: await tokensFileText(root) });
    },
  };
}
