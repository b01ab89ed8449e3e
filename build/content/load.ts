import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  CONTENT_TYPES,
  contentTypes,
  type ContentTexts,
  type ContentType,
  type StructuredCatalogue,
} from '../../src/data/schema.ts';

/**
 * Reads and checks the catalogue's content files (content/<type>/<id>.json, see src/data/schema.ts). One loader
 * for the app build, the dev server, Storybook, the tests and the asset generators (build/vite/content.ts and
 * build/generators/load-catalog.mjs call it). Every problem of every file is collected, then thrown as one
 * ContentError whose lines read `<file>: <field path>: <problem>`.
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
  /** Every file read, for a dev server to watch. */
  files: string[];
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The catalogue's content files have ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A zod issue's path as the editor reads it: `pt.description.programme`, `en.tags[2]`. */
function fieldPath(prefix: string, issuePath: readonly PropertyKey[]): string {
  return issuePath.reduce<string>(
    (acc, part) => (typeof part === 'number' ? `${acc}[${part}]` : `${acc}.${String(part)}`),
    prefix,
  );
}

function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required';
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  return issue.message;
}

/**
 * Reads and checks the catalogue under `dir`; file paths in messages are relative to `root` (the project), and
 * paths of images, PDFs and videos are looked up under `publicDir`.
 */
export function loadCatalogue(dir: string, options: { root: string; publicDir?: string }): Catalogue {
  const publicDir = options.publicDir ?? path.join(options.root, 'public');
  const shown = (file: string) => {
    const relative = path.relative(options.root, file);
    return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
  };
  const problems: string[] = [];
  const files: string[] = [];
  const data = {} as Record<ContentType, Json[]>;
  const texts = { pt: {}, en: {} } as Record<'pt' | 'en', Record<ContentType, Record<string, unknown>>>;
  if (!fs.existsSync(dir)) throw new ContentError([`${shown(dir)}: the content folder does not exist`]);

  for (const type of CONTENT_TYPES) {
    const schema = contentTypes[type];
    const typeDir = path.join(dir, type);
    const items: { file: string; fields: Json }[] = [];
    // Every id read, even of a file with other problems: a related id names the item, not its validity.
    const known = new Set<unknown>();
    texts.pt[type] = {};
    texts.en[type] = {};
    const names = fs.existsSync(typeDir) ? fs.readdirSync(typeDir).filter((name) => name.endsWith('.json')) : [];
    if (names.length === 0) problems.push(`${shown(typeDir)}: no content file (${type} needs at least one)`);
    for (const name of names) {
      const file = path.join(typeDir, name);
      files.push(file);
      const where = shown(file);
      const report = (field: string, message: string) => problems.push(`${where}: ${field}: ${message}`);
      let raw: unknown;
      try {
        raw = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch (error) {
        problems.push(`${where}: not valid JSON (${(error as Error).message})`);
        continue;
      }
      if (!isObject(raw)) {
        problems.push(`${where}: must be an object with "pt" and "en"`);
        continue;
      }
      const before = problems.length;
      const pt = isObject(raw.pt) ? raw.pt : undefined;
      const en = isObject(raw.en) ? raw.en : undefined;
      if (!pt) report('pt', 'required (the Portuguese fields and texts)');
      if (!en) report('en', 'required (the English translation)');
      if (!pt || !en) continue;

      if (Number.isInteger(pt.id)) known.add(pt.id);
      // With the input in each issue: a wrong value and a missing one read differently.
      const fields = schema.fields.safeParse(pt, { reportInput: true });
      const ptTexts = schema.texts.safeParse(pt, { reportInput: true });
      const enTexts = schema.texts.safeParse(en, { reportInput: true });
      for (const [result, prefix] of [
        [fields, 'pt'],
        [ptTexts, 'pt'],
        [enTexts, 'en'],
      ] as const) {
        if (!result.success) for (const issue of result.error.issues) report(fieldPath(prefix, issue.path), issueMessage(issue));
      }
      if (ptTexts.success && enTexts.success) compareLanguages(ptTexts.data, enTexts.data, '', report);
      if (!fields.success) continue;

      const item = fields.data as Json;
      if (String(item.id) !== name.replace(/\.json$/, '')) report('pt.id', `must match the file name (${name} holds id ${item.id})`);
      for (const [field, address] of assetPaths(item)) {
        if (!fs.existsSync(path.join(publicDir, address))) report(`pt.${field}`, `no file public${address}`);
      }
      if (type === 'courses' && item.price === null && item.externalEnrolment !== true)
        report('pt.price', 'required (only a course with external enrolment may have no price)');
      if (problems.length === before && ptTexts.success && enTexts.success) {
        items.push({ file: where, fields: item });
        texts.pt[type][String(item.id)] = ptTexts.data;
        texts.en[type][String(item.id)] = enTexts.data;
      }
    }

    items.sort((a, b) => (a.fields.id as number) - (b.fields.id as number));
    const seen = new Map<unknown, string>();
    for (const { file, fields } of items) {
      const first = seen.get(fields.id);
      if (first) problems.push(`${file}: pt.id: id ${fields.id} is already used by ${first}`);
      else seen.set(fields.id, file);
    }
    if (type === 'launches')
      items.forEach(({ file, fields }, index) => {
        if (fields.id !== index) problems.push(`${file}: pt.id: launches are numbered 0, 1, 2... without gaps (expected ${index})`);
      });
    data[type] = items.map((item) => item.fields);
    if (type === 'books') {
      for (const { file, fields } of items)
        (fields.relatedBooks as number[]).forEach((related, i) => {
          if (related === fields.id) problems.push(`${file}: pt.relatedBooks[${i}]: a book is not related to itself`);
          else if (!known.has(related)) problems.push(`${file}: pt.relatedBooks[${i}]: no book with id ${related}`);
        });
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return { data: data as unknown as StructuredCatalogue, texts: texts as unknown as Catalogue['texts'], files };
}

/** The addresses of the files an item names (image, poster, video, PDFs), by field. */
export function assetPaths(item: Json): [string, string][] {
  const found: [string, string][] = [];
  for (const field of ['image', 'poster', 'src', 'file', 'previewLink'])
    if (typeof item[field] === 'string') found.push([field, item[field]]);
  if (typeof item.downloadUrl === 'string') found.push(['downloadUrl', `/pdfs/${item.downloadUrl}.pdf`]);
  return found;
}

/** The English texts must have what the Portuguese ones have: the same optional texts, lists of the same length. */
function compareLanguages(pt: unknown, en: unknown, at: string, report: (field: string, message: string) => void) {
  if (Array.isArray(pt) && Array.isArray(en)) {
    if (pt.length !== en.length) report(`en${at}`, `has ${en.length} item(s) where pt has ${pt.length}`);
    return;
  }
  if (!isObject(pt) || !isObject(en)) return;
  for (const key of new Set([...Object.keys(pt), ...Object.keys(en)])) {
    if (pt[key] === undefined && en[key] === undefined) continue;
    if (en[key] === undefined) report(`en${at}.${key}`, 'missing translation (pt has it)');
    else if (pt[key] === undefined) report(`pt${at}.${key}`, 'missing (en has it)');
    else compareLanguages(pt[key], en[key], `${at}.${key}`, report);
  }
}
