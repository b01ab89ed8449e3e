/**
 * Loads the static catalogue (src/data) and the locale files for the one-off asset generators
 * (build/generators/generate-assets.mjs, build/generators/generate-pdfs.mjs), so they share one source of truth
 * with the app. The catalogue is imported through Vite with the project's own config (its aliases and defines),
 * exactly as the app and the prerender see it; no extra dependency is needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { URL } from 'node:url';
import { loadConfigFromFile, runnerImport } from 'vite';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export async function loadCatalog() {
  // The dev server's settings: the project's aliases and compile-time constants.
  const loaded = await loadConfigFromFile({ command: 'serve', mode: 'development' }, path.join(root, 'vite.config.ts'), root);
  const { resolve, define } = loaded?.config ?? {};
  const { module } = await runnerImport(path.join(root, 'src/data/index.ts'), { root, resolve, define, logLevel: 'warn' });
  return module;
}

export function loadLocale(lng) {
  return JSON.parse(fs.readFileSync(path.join(root, 'public/locales', lng, 'translation.json'), 'utf8'));
}

/** Resolves a dotted key ('catalog.books.1.title') in a locale object. */
export function resolveKey(locale, key) {
  return key.split('.').reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), locale);
}
