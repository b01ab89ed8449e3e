import fs from 'node:fs';
import path from 'node:path';
import { isObject } from '../../src/data/check.ts';
import { pages, type PageName } from '../../src/data/pages.ts';
import { contentDir, loadCatalogue, type Catalogue } from './load.ts';

/**
 * The translation files as the site serves them: public/locales/<lng>/translation.json (the interface's texts)
 * with the catalogue's texts from content/ merged under `catalog`, beside the site's own `catalog.images`, and
 * the educator's pages from content/pages merged at their places.
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

/**
 * The served texts of a language: the interface's, with the catalogue's under `catalog` and each of the
 * educator's pages at its place (src/data/pages.ts), beside the interface's words for that page. A text the
 * interface and a page both hold is an error: one of the two would silently win.
 */
export function mergeCatalogue(ui: Record<string, unknown>, catalogue: Catalogue, lng: Language): Record<string, unknown> {
  const own = (ui.catalog ?? {}) as Record<string, unknown>;
  const merged: Json = { ...structuredClone(ui), catalog: { ...structuredClone(catalogue.texts[lng]), ...own } };
  for (const [name, texts] of Object.entries(catalogue.pages[lng]) as [PageName, Json][]) {
    const target = pages[name].target.split('.');
    let node = merged;
    for (const key of target) node = isObject(node[key]) ? node[key] : (node[key] = {});
    mergeInto(node, structuredClone(texts), `${lng}: ${pages[name].target}`);
  }
  return merged;
}

type Json = Record<string, unknown>;

function mergeInto(into: Json, from: Json, at: string) {
  for (const [key, value] of Object.entries(from)) {
    if (isObject(into[key]) && isObject(value)) mergeInto(into[key], value, `${at}.${key}`);
    else if (key in into)
      throw new Error(
        `${at}.${key} is both in public/locales and in the page's content file (content/pages): keep it in one of them`,
      );
    else into[key] = value;
  }
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
