import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteTexts, type Language } from '../../build/content/translations.ts';

/**
 * The two locale files, as served (the interface's texts with the catalogue's from content/ merged in), must
 * hold the same keys, and every literal key the code passes to t() must exist in both. (Keys built at run time — `${book.key}.title` — are covered by the data tests.)
 */
const root = path.resolve(__dirname, '../..');
const load = (lng: string) => siteTexts(root, lng as Language);

/** Dotted paths of every string leaf; array items are addressed by index (`about.highlights.0.title`). */
function flatten(node: unknown, prefix = ''): string[] {
  if (node && typeof node === 'object') {
    return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => flatten(value, `${prefix}${key}.`));
  }
  return [prefix.slice(0, -1)];
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const pt = load('pt');
const en = load('en');
const ptKeys = new Set(flatten(pt));
const enKeys = new Set(flatten(en));

/** Plural and context variants resolve through their base key. */
function exists(keys: Set<string>, key: string): boolean {
  if (keys.has(key)) return true;
  const prefix = `${key}.`;
  for (const k of keys) if (k.startsWith(prefix) || k.startsWith(`${key}_`)) return true;
  return false;
}

describe('translations', () => {
  it('pt and en have the same keys', () => {
    expect(
      [...ptKeys].filter((k) => !enKeys.has(k)),
      'only in pt',
    ).toEqual([]);
    expect(
      [...enKeys].filter((k) => !ptKeys.has(k)),
      'only in en',
    ).toEqual([]);
  });

  it('no translation is empty or holds HTML', () => {
    for (const [lng, keys, data] of [
      ['pt', ptKeys, pt],
      ['en', enKeys, en],
    ] as const) {
      for (const key of keys) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], data);
        expect(typeof text === 'string' && text.trim().length > 0, `${lng}:${key} is empty`).toBe(true);
        expect(/<\/?[a-z][^>]*>/i.test(String(text)), `${lng}:${key} holds HTML`).toBe(false);
      }
    }
  });

  it('every literal key used in code exists in both files', () => {
    const files = [...walk(path.join(root, 'src')), ...walk(path.join(root, 'machines'))];
    const pattern = /\b(?:t|i18n\.t)\(\s*(['"])([A-Za-z0-9_.-]+)\1|i18nKey=(['"])([A-Za-z0-9_.-]+)\3/g;
    const missing: string[] = [];
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(pattern)) {
        const key = match[2] ?? match[4];
        if (!key) continue;
        if (!exists(ptKeys, key) || !exists(enKeys, key)) missing.push(`${path.relative(root, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
