import fs from 'node:fs';
import path from 'node:path';
import type { CmsCollectionFile, CmsField } from 'decap-cms-core';
import { describe, expect, it } from 'vitest';
import { checkPage } from '@/data/check';
import { PAGE_NAMES, pageSchemas, type PageName } from '@/data/pages';
import { isoDay, pageSavingProblems } from './checks';
import { pageCollection } from './config';
import { rulesOfSchema } from './rules';

/**
 * The admin's "Páginas" against the pages' schema and the pages as shipped (CONTENT_DIR): one entry per page, every
 * field of the schema and no other with its rules, every page file accepted as it is, and whatever the admin lets
 * her leave empty either accepted by the build or refused before saving in the build's words.
 */
const root = path.resolve(__dirname, '../..');
const contentRoot = process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : path.join(root, 'content');
type Part = Record<string, unknown>;
type AnyField = CmsField & { min?: number; max?: number; fields?: AnyField[]; field?: AnyField; i18n?: boolean };

const fileOf = (name: PageName) => (pageCollection.files ?? []).find((file) => file.name === name) as CmsCollectionFile;
const fieldsOf = (name: PageName) => fileOf(name).fields as AnyField[];
const shipped = (name: PageName) =>
  JSON.parse(fs.readFileSync(path.join(contentRoot, 'pages', `${name}.json`), 'utf8')) as { pt: Part; en: Part };

/** Every field by dotted path (a list's item fields under the list's name), with whether it is a text of both languages. */
function flatFields(fields: AnyField[], prefix = '', inherited = false): { path: string; field: AnyField; i18n: boolean }[] {
  return fields.flatMap((field) => {
    const i18n = inherited || field.i18n === true;
    const own = { path: `${prefix}${field.name}`, field, i18n };
    return field.fields ? [own, ...flatFields(field.fields, `${own.path}.`, i18n)] : [own];
  });
}

/** Decap's own checks of a value, as she meets them when saving: what is wrong, or null. */
function problem(field: AnyField, value: unknown): string | null {
  const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  if (empty) return field.required === false ? null : `${field.name}: required`;
  if (field.widget === 'list') {
    const items = value as unknown[];
    if (field.min !== undefined && items.length < field.min) return `${field.name}: too few`;
    for (const item of items) {
      const found = field.fields
        ? field.fields.map((inner) => problem(inner, (item as Part)[inner.name])).find(Boolean)
        : problem(field.field!, item);
      if (found) return `${field.name}: ${found}`;
    }
  }
  if (field.widget === 'object')
    return field.fields!.map((inner) => problem(inner, (value as Part)[inner.name])).find(Boolean) ?? null;
  return null;
}

describe("the admin's pages", () => {
  it('has one entry per page, each its file of content/pages, both languages in it', () => {
    expect(pageCollection).toMatchObject({ name: 'pages', label: 'Páginas', format: 'json' });
    expect(pageCollection.i18n).toEqual({ structure: 'single_file', locales: ['pt', 'en'], default_locale: 'pt' });
    expect((pageCollection.files ?? []).map((file) => file.name)).toEqual(PAGE_NAMES);
    for (const name of PAGE_NAMES) {
      expect(fileOf(name)).toMatchObject({ file: `content/pages/${name}.json`, i18n: true });
      expect(fs.existsSync(path.join(root, fileOf(name).file)), name).toBe(true);
    }
  });

  it("has every field of each page's schema and no other, each with the schema's rules", () => {
    const drift: string[] = [];
    for (const name of PAGE_NAMES) {
      const schemas = pageSchemas(name);
      const admin = flatFields(fieldsOf(name));
      for (const part of ['fields', 'texts'] as const) {
        const rules = rulesOfSchema(schemas[part]);
        const mine = admin.filter(({ i18n }) => (part === 'texts') === i18n);
        for (const [at, rule] of rules) {
          const field = mine.find(({ path: fieldPath }) => fieldPath === at)?.field;
          if (!field) drift.push(`${name}.${at}: in the schema (${part}), not in the admin`);
          else if (field.required !== rule.required)
            drift.push(`${name}.${at}: required ${field.required}, schema ${rule.required}`);
          else if (field.widget === 'list' && (field.min !== rule.min || field.max !== rule.max))
            drift.push(`${name}.${at}: ${field.min}-${field.max} items, schema ${rule.min}-${rule.max}`);
        }
        for (const { path: at } of mine)
          if (!rules.has(at)) drift.push(`${name}.${at}: in the admin, not in the schema (${part})`);
      }
    }
    expect(drift).toEqual([]);
  });

  it("accepts every page as shipped, in both languages, by the admin's own rules", () => {
    const refused: string[] = [];
    for (const name of PAGE_NAMES) {
      const file = shipped(name);
      for (const field of fieldsOf(name)) {
        const pt = problem(field, file.pt[field.name]);
        if (pt) refused.push(`${name}: pt.${pt}`);
        const en = field.i18n === true ? problem(field, file.en[field.name]) : null;
        if (en) refused.push(`${name}: en.${en}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('saves nothing the build refuses: a legal section left without paragraphs and list is refused before saving', () => {
    for (const name of PAGE_NAMES)
      for (const { path: at, field } of flatFields(fieldsOf(name))) {
        if (field.required !== false) continue;
        // The only fields she may leave empty are a legal section's paragraphs, list and closing paragraphs.
        expect(`${name}.${at}`).toMatch(/^(privacy|cookies|terms)\.sections\.(paragraphs|items|after)$/);
      }
    const terms = shipped('terms') as { pt: Part & { sections: Part[] }; en: Part & { sections: Part[] } };
    const entry = structuredClone(terms);
    for (const part of [entry.pt, entry.en]) part.sections[0] = { heading: part.sections[0]!.heading };
    const build = checkPage('terms', entry).problems.map(({ field, message }) => `${field}: ${message}`);
    expect(build.length).toBeGreaterThan(0);
    expect(pageSavingProblems('terms', entry)).toEqual(build);
    // Emptying the paragraphs of a section that has a list is fine for both.
    const withList = structuredClone(shipped('privacy')) as { pt: Part & { sections: Part[] }; en: Part & { sections: Part[] } };
    const listed = withList.pt.sections.findIndex((section) => Array.isArray(section.items));
    for (const part of [withList.pt, withList.en]) delete part.sections[listed]!.after;
    expect(pageSavingProblems('privacy', withList)).toEqual([]);
  });

  it("writes a legal page's date as the build reads it, on the editor's own calendar day", () => {
    expect(isoDay(new Date(2026, 10, 29, 23, 59))).toBe('2026-11-29');
    expect(isoDay(new Date(2027, 0, 3, 0, 1))).toBe('2027-01-03');
    const privacy = shipped('privacy');
    expect(pageSavingProblems('privacy', { pt: { ...privacy.pt, updated: isoDay(new Date()) }, en: privacy.en })).toEqual([]);
  });
});
