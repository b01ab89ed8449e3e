/**
 * Loads the catalogue (src/data, read from content/ by the build's content plugin) and the served texts for the
 * one-off asset generators (build/generators/generate-assets.mjs, build/generators/generate-pdfs.mjs), so they
 * share one source of truth with the app. Both are imported through Vite with the project's own config (its
 * aliases, defines and content plugin), exactly as the app and the prerender see them; no extra dependency.
 */
import path from 'node:path';
import { URL } from 'node:url';
import { loadConfigFromFile, runnerImport } from 'vite';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** A module of the project, imported with the dev server's aliases, compile-time constants and content plugin. */
async function importModule(file) {
  const loaded = await loadConfigFromFile({ command: 'serve', mode: 'development' }, path.join(root, 'vite.config.ts'), root);
  const { resolve, define, plugins = [] } = loaded?.config ?? {};
  const content = plugins.flat().filter((plugin) => plugin && plugin.name === 'content');
  const { module } = await runnerImport(path.join(root, file), { root, resolve, define, plugins: content, logLevel: 'warn' });
  return module;
}

export async function loadCatalog() {
  return importModule('src/data/index.ts');
}

/** A language's texts as the site serves them: the interface's with the catalogue's under `catalog`. */
export async function loadLocale(lng) {
  const { siteTexts } = await importModule('build/content/translations.ts');
  return siteTexts(root, lng);
}

/** Resolves a dotted key ('catalog.books.1.title') in a locale object. */
export function resolveKey(locale, key) {
  return key.split('.').reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), locale);
}
