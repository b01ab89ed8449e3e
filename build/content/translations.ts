import fs from 'node:fs';
import path from 'node:path';
import { contentDir, loadCatalogue, type Catalogue } from './load.ts';

/**
 * The translation files as the site serves them: public/locales/<lng>/translation.json (the interface's texts)
 * with the catalogue's texts from content/ merged under `catalog`, beside the site's own `catalog.images`.
 * The dev server, the build, Storybook and every test that reads the texts get them from here, so a
 * `t('catalog.books.1.title')` finds the same text everywhere.
 */
export type Language = 'pt' | 'en';
export const LANGUAGES: readonly Language[] = ['pt', 'en'];

/** The interface's own texts (no catalogue), as the file under public/locales holds them. */
export function interfaceTexts(root: string, lng: Language): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(root, 'public/locales', lng, 'translation.json'), 'utf8')) as Record<
    string,
    unknown
  >;
}

/** The served texts of a language: the interface's, with the catalogue's under `catalog`. */
export function mergeCatalogue(ui: Record<string, unknown>, catalogue: Catalogue, lng: Language): Record<string, unknown> {
  const own = (ui.catalog ?? {}) as Record<string, unknown>;
  return { ...ui, catalog: { ...JSON.parse(JSON.stringify(catalogue.texts[lng])), ...own } };
}

/**
 * The served texts of a language, read now. A folder without content/ (a test's stand-in site) has no
 * catalogue: its interface texts come back as they are.
 */
export function siteTexts(root: string, lng: Language, catalogue?: Catalogue): Record<string, unknown> {
  const ui = interfaceTexts(root, lng);
  const dir = contentDir(root);
  if (!catalogue && !fs.existsSync(dir)) return ui;
  return mergeCatalogue(ui, catalogue ?? loadCatalogue(dir, { root }), lng);
}
