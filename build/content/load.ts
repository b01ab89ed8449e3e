import fs from 'node:fs';
import path from 'node:path';
import { checkEntry, checkPage, isObject } from '../../src/data/check.ts';
import { PAGE_NAMES, type PageName } from '../../src/data/pages.ts';
import { CONTENT_TYPES, type ContentTexts, type ContentType, type StructuredCatalogue } from '../../src/data/schema.ts';

/**
 * Reads and checks the catalogue's content files (content/<type>/<id>.json, see src/data/schema.ts). One loader
 * for the app build, the dev server, Storybook, the tests and the asset generators (build/vite/content.ts and
 * build/generators/load-catalog.mjs call it). Each file is checked on its own by src/data/check.ts (the check the
 * web admin applies before saving), then here against the disk and the rest of the catalogue. Every problem of
 * every file is collected, then thrown as one ContentError whose lines read `<file>: <field path>: <problem>`.
 */

/** The content folder: CONTENT_DIR when set (a build of another copy of the catalogue), else <root>/content. */
export function contentDir(root: string): string {
  return process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : path.join(root, 'content');
}

export type CatalogueTexts = { [T in ContentType]: Record<string, ContentTexts<T>> };

export interface Catalogue {
  /** The structured fields of every item, by type, in id order: no text. */
  data: StructuredCatalogue;
  /** Each language's texts, by type and id: the `catalog` subtree of the served translation files. */
  texts: Record<'pt' | 'en', CatalogueTexts>;
  /**
   * The educator's pages (content/pages/<page>.json), each language's texts with the page's structured fields
   * (a legal page's date), by page: merged into the served translation files at each page's place.
   */
  pages: Record<'pt' | 'en', Partial<Record<PageName, Json>>>;
  /** Every file read, for a dev server to watch. */
  files: string[];
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Os ficheiros de conteúdo do catálogo têm ${problems.length} problema(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

type Json = Record<string, unknown>;

/**
 * Reads and checks the catalogue under `dir`; file paths in messages are relative to `root` (the project), and
 * paths of images, PDFs and videos are looked up under `publicDir`.
 */
export function loadCatalogue(dir: string, options: { root: string; publicDir?: string }): Catalogue {
  const { problems, ...catalogue } = readCatalogue(dir, options);
  if (problems.length > 0) throw new ContentError(problems);
  return catalogue;
}

/**
 * The catalogue under `dir` with every problem found, for a dev server that keeps serving while the editor
 * fixes a file: the items that pass every check are in it; a file with a problem is left out and named in
 * `problems`.
 */
export function readCatalogue(dir: string, options: { root: string; publicDir?: string }): Catalogue & { problems: string[] } {
  const publicDir = options.publicDir ?? path.join(options.root, 'public');
  const shown = (file: string) => {
    const relative = path.relative(options.root, file);
    return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
  };
  const problems: string[] = [];
  const files: string[] = [];
  const data = {} as Record<ContentType, Json[]>;
  const texts = { pt: {}, en: {} } as Record<'pt' | 'en', Record<ContentType, Record<string, unknown>>>;
  if (!fs.existsSync(dir)) throw new ContentError([`${shown(dir)}: a pasta de conteúdo não existe`]);

  for (const type of CONTENT_TYPES) {
    const typeDir = path.join(dir, type);
    const items: { file: string; fields: Json }[] = [];
    // Every id read, even of a file with other problems: a related id names the item, not its validity.
    const known = new Set<unknown>();
    texts.pt[type] = {};
    texts.en[type] = {};
    const names = fs.existsSync(typeDir) ? fs.readdirSync(typeDir).filter((name) => name.endsWith('.json')) : [];
    if (names.length === 0) problems.push(`${shown(typeDir)}: nenhum ficheiro de conteúdo (${type} precisa de pelo menos um)`);
    for (const name of names) {
      const file = path.join(typeDir, name);
      files.push(file);
      const where = shown(file);
      const report = (field: string, message: string) => problems.push(located(where, field, message));
      const read = readJson(file, where, problems);
      if (!read) continue;
      const { raw } = read;
      const before = problems.length;
      const checked = checkEntry(type, raw);
      for (const { field, message } of checked.problems) report(field, message);
      if (isObject(raw) && isObject(raw.pt) && Number.isInteger(raw.pt.id)) known.add(raw.pt.id);
      if (!checked.fields) continue;

      const item = checked.fields;
      if (String(item.id) !== name.replace(/\.json$/, '')) report('pt.id', `tem de ser o nome do ficheiro (${name} tem o número ${item.id})`);
      for (const [field, address] of assetPaths(item)) {
        if (!fs.existsSync(path.join(publicDir, address))) report(`pt.${field}`, `não existe o ficheiro public${address}`);
      }
      if (problems.length === before && checked.texts) {
        items.push({ file: where, fields: item });
        texts.pt[type][String(item.id)] = checked.texts.pt;
        texts.en[type][String(item.id)] = checked.texts.en;
      }
    }

    items.sort((a, b) => (a.fields.id as number) - (b.fields.id as number));
    const seen = new Map<unknown, string>();
    const unique = items.filter(({ file, fields }) => {
      const first = seen.get(fields.id);
      if (first) problems.push(`${file}: pt.id: o número ${fields.id} já é de ${first}`);
      else seen.set(fields.id, file);
      return !first;
    });
    if (type === 'launches')
      unique.forEach(({ file, fields }, index) => {
        if (fields.id !== index)
          problems.push(`${file}: pt.id: os lançamentos são numerados 0, 1, 2... sem falhas (esperava-se ${index})`);
      });
    data[type] = unique.map((item) => item.fields);
    if (type === 'books') {
      for (const { file, fields } of unique)
        (fields.relatedBooks as number[]).forEach((related, i) => {
          if (related === fields.id) problems.push(`${file}: pt.relatedBooks[${i}]: um livro não é relacionado consigo mesmo`);
          else if (!known.has(related)) problems.push(`${file}: pt.relatedBooks[${i}]: não há livro com o número ${related}`);
        });
    }
  }
  const pages = readPages(path.join(dir, 'pages'), shown, problems, files);
  return { data: data as unknown as StructuredCatalogue, texts: texts as unknown as Catalogue['texts'], pages, files, problems };
}

/** The pages' files, each checked on its own; a page whose file has a problem is left out and named. */
function readPages(pagesDir: string, shown: (file: string) => string, problems: string[], files: string[]): Catalogue['pages'] {
  const pages: Catalogue['pages'] = { pt: {}, en: {} };
  for (const name of PAGE_NAMES) {
    const file = path.join(pagesDir, `${name}.json`);
    const where = shown(file);
    if (!fs.existsSync(file)) {
      problems.push(`${where}: falta o ficheiro da página`);
      continue;
    }
    files.push(file);
    const read = readJson(file, where, problems);
    if (!read) continue;
    const checked = checkPage(name, read.raw);
    for (const { field, message } of checked.problems) problems.push(located(where, field, message));
    if (!checked.texts) continue;
    pages.pt[name] = { ...checked.texts.pt, ...checked.fields };
    pages.en[name] = { ...checked.texts.en, ...checked.fields };
  }
  const known = new Set(PAGE_NAMES.map((name) => `${name}.json`));
  if (fs.existsSync(pagesDir))
    for (const name of fs.readdirSync(pagesDir))
      if (!known.has(name)) problems.push(`${shown(path.join(pagesDir, name))}: não é uma página do site (${PAGE_NAMES.join(', ')})`);
  return pages;
}

/** A problem as the editor reads it: `<file>: <field path>: <problem>`. */
const located = (where: string, field: string, message: string) => (field ? `${where}: ${field}: ${message}` : `${where}: ${message}`);

/** A file's JSON; when it is not JSON, nothing, with the problem reported. */
function readJson(file: string, where: string, problems: string[]): { raw: unknown } | undefined {
  try {
    return { raw: JSON.parse(fs.readFileSync(file, 'utf8')) as unknown };
  } catch (error) {
    problems.push(`${where}: não é JSON válido (${(error as Error).message})`);
    return undefined;
  }
}

/** The addresses of the files an item names (image, poster, video, PDFs), by field. */
export function assetPaths(item: Json): [string, string][] {
  const found: [string, string][] = [];
  for (const field of ['image', 'poster', 'src', 'file', 'previewLink'])
    if (typeof item[field] === 'string') found.push([field, item[field]]);
  if (typeof item.downloadUrl === 'string') found.push(['downloadUrl', `/pdfs/${item.downloadUrl}.pdf`]);
  return found;
}
