import fs from 'node:fs';
import path from 'node:path';
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { describe, expect, it } from 'vitest';
import { checkEntry } from '@/data/check';
import { savingProblems } from './checks';
import { adminConfig, backendFromEnv, collections, CONTENT_TYPES, ENTRY_ID_WIDGET, type ContentType } from './config';
import { schemaRules } from './rules';

/**
 * The admin's configuration against the content schema and the catalogue as shipped (CONTENT_DIR, which the
 * test set-up points at it): the admin has every field of the schema and no other, with the schema's rules;
 * its rules accept every file as it is; and whatever it lets the editor leave empty, the build accepts, or the
 * check before saving refuses with the build's words.
 */
const root = path.resolve(__dirname, '../..');
const contentRoot = process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : path.join(root, 'content');
type Part = Record<string, unknown>;
interface ContentFile {
  name: string;
  pt: Part;
  en: Part;
}

function files(type: ContentType): ContentFile[] {
  const dir = path.join(contentRoot, type);
  return fs.readdirSync(dir).map((name) => {
    const json = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { pt: Part; en: Part };
    return { name: `${type}/${name}`, pt: json.pt, en: json.en };
  });
}

const collectionOf = (type: ContentType) => collections.find((collection) => collection.name === type) as CmsCollection;
const fieldsOf = (type: ContentType) => collectionOf(type).fields ?? [];
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
type AnyField = CmsField & { min?: number; max?: number; options?: (string | { value: string })[]; fields?: CmsField[] };

/** Decap's own checks of one value, as the editor meets them when saving: what is wrong, or null. */
function problem(field: AnyField, value: unknown): string | null {
  if (isEmpty(value)) return field.required === false ? null : 'required';
  if (field.pattern && !new RegExp(field.pattern[0]).test(String(value))) return 'pattern';
  if (field.widget === 'number') {
    if (typeof value !== 'number') return 'not a number';
    if (field.min !== undefined && value < field.min) return 'below min';
    if (field.max !== undefined && value > field.max) return 'above max';
  }
  if (field.widget === 'select') {
    const values = (field.options ?? []).map((option) => (typeof option === 'string' ? option : option.value));
    if (!values.includes(String(value))) return 'not a choice';
  }
  if (field.widget === 'object' && value && typeof value === 'object') {
    for (const inner of field.fields ?? []) {
      const found = problem(inner as AnyField, (value as Part)[inner.name]);
      if (found) return `${inner.name}: ${found}`;
    }
  }
  return null;
}

/** Every field of a collection, nested ones by dotted name, with whether it is a text of both languages. */
function flatFields(
  fields: readonly CmsField[],
  prefix = '',
  inherited = false,
): { path: string; field: AnyField; i18n: boolean }[] {
  return fields.flatMap((field) => {
    const i18n = inherited || field.i18n === true;
    const own = { path: `${prefix}${field.name}`, field: field as AnyField, i18n };
    const inner = (field as AnyField).fields;
    return inner ? [own, ...flatFields(inner, `${own.path}.`, i18n)] : [own];
  });
}

/**
 * Fields the admin cannot require on their own, as they depend on another: a course with no price enrols
 * elsewhere; a video has a file and a poster, an image a picture. Left empty where the other does not allow
 * it, the check before saving refuses the entry.
 */
const DEPENDS_ON_ANOTHER: Partial<Record<ContentType, string[]>> = {
  courses: ['price'],
  media: ['src', 'poster', 'image'],
};

describe('the admin configuration', () => {
  it('has one folder collection per content type, JSON files named by id, both languages in one file', () => {
    expect(collections.map((collection) => collection.name).sort()).toEqual([...CONTENT_TYPES].sort());
    for (const collection of collections) {
      expect(collection).toMatchObject({
        folder: `content/${collection.name}`,
        format: 'json',
        extension: 'json',
        slug: '{{id}}',
        i18n: { structure: 'single_file', locales: ['pt', 'en'], default_locale: 'pt' },
      });
      expect(fs.existsSync(path.join(root, collection.folder!)), collection.name).toBe(true);
    }
  });

  it('knows every field of every content file, each in the language part it lives in', () => {
    const unknown: string[] = [];
    for (const type of CONTENT_TYPES) {
      const fields = new Map(fieldsOf(type).map((field) => [field.name, field as AnyField]));
      for (const file of files(type)) {
        for (const name of Object.keys(file.pt)) {
          const field = fields.get(name);
          if (!field) unknown.push(`${file.name}: pt.${name} is no field`);
          else if (field.widget === 'object') {
            const inner = new Set((field.fields ?? []).map((child) => child.name));
            for (const key of Object.keys(file.pt[name] as Part))
              if (!inner.has(key)) unknown.push(`${file.name}: pt.${name}.${key}`);
          }
        }
        // The English part holds texts only: the fields edited in both languages.
        for (const name of Object.keys(file.en)) {
          if (fields.get(name)?.i18n !== true) unknown.push(`${file.name}: en.${name} is no text of both languages`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('has every field of the content schema and no other, each with the rules the schema gives it', () => {
    const drift: string[] = [];
    for (const type of CONTENT_TYPES) {
      const admin = flatFields(fieldsOf(type));
      for (const part of ['fields', 'texts'] as const) {
        const rules = schemaRules(type, part);
        const mine = admin.filter(({ i18n, field }) => (part === 'texts') === i18n && field.widget !== 'object');
        for (const name of rules.keys()) {
          const rule = rules.get(name)!;
          if (name.includes('.') || !mine.some(({ path: at }) => at === name)) {
            if (!admin.some(({ path: at }) => at === name))
              drift.push(`${type}.${name}: in the schema (${part}), not in the admin`);
            continue;
          }
          const { field } = mine.find(({ path: at }) => at === name)!;
          const widget = field.widget ?? 'string';
          const ranged = ['number', 'list', ENTRY_ID_WIDGET].includes(widget);
          const options = (field.options ?? []).map((option) => (typeof option === 'string' ? option : option.value));
          const expected = {
            required: rule.required,
            ...(ranged ? { min: rule.min, max: rule.max } : {}),
            ...(['string', 'text'].includes(widget) ? { pattern: rule.pattern } : {}),
            ...(widget === 'number' ? { value_type: rule.valueType } : {}),
            ...(widget === 'select' ? { options: rule.values } : {}),
          };
          const actual = {
            required: field.required,
            ...(ranged ? { min: field.min, max: field.max } : {}),
            ...(['string', 'text'].includes(widget) ? { pattern: field.pattern } : {}),
            ...(widget === 'number' ? { value_type: (field as { value_type?: string }).value_type } : {}),
            ...(widget === 'select' ? { options } : {}),
          };
          if (JSON.stringify(expected) !== JSON.stringify(actual))
            drift.push(`${type}.${name}: admin ${JSON.stringify(actual)}, schema ${JSON.stringify(expected)}`);
        }
        for (const { path: at } of mine)
          if (!rules.has(at)) drift.push(`${type}.${at}: in the admin, not in the schema (${part})`);
      }
    }
    expect(drift).toEqual([]);
  });

  it('saves nothing the build refuses: each field it lets her leave empty, left empty, passes the build or is refused before saving', () => {
    const refusedByBuild: string[] = [];
    for (const type of CONTENT_TYPES) {
      const file = files(type)[0]!;
      for (const { path: at, field, i18n } of flatFields(fieldsOf(type))) {
        if (field.required !== false || at.includes('.')) continue;
        const entry = structuredClone({ pt: file.pt, en: file.en });
        const parts = i18n ? [entry.pt, entry.en] : [entry.pt];
        for (const part of parts) part[at] = field.widget === 'boolean' ? false : '';
        const build = checkEntry(type, entry).problems;
        const beforeSaving = savingProblems(type, entry, false);
        if (build.length === 0) continue;
        // The build refuses it: the admin must refuse it too, before saving, with the build's words.
        expect(beforeSaving, `${type}.${at}`).toEqual(build.map(({ field: name, message }) => `${name}: ${message}`));
        if (!DEPENDS_ON_ANOTHER[type]?.includes(at))
          refusedByBuild.push(`${type}.${at}: ${build.map((p) => p.message).join(', ')}`);
      }
    }
    expect(refusedByBuild).toEqual([]);
  });

  it("accepts every content file as it is, in both languages, by the admin's own rules", () => {
    const refused: string[] = [];
    for (const type of CONTENT_TYPES) {
      for (const file of files(type)) {
        for (const field of fieldsOf(type) as AnyField[]) {
          const found = problem(field, file.pt[field.name]);
          if (found) refused.push(`${file.name}: pt.${field.name} ${found}`);
          if (field.i18n === true) {
            const english = problem(field, file.en[field.name]);
            if (english) refused.push(`${file.name}: en.${field.name} ${english}`);
          }
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it('refuses the mistakes the build refuses: a negative price or stock, a bad ISBN or date, a missing title', () => {
    const field = (type: ContentType, name: string) => fieldsOf(type).find((candidate) => candidate.name === name) as AnyField;
    expect(problem(field('books', 'price'), -1)).toBe('below min');
    expect(problem(field('books', 'stock'), -3)).toBe('below min');
    expect(problem(field('courses', 'price'), -0.01)).toBe('below min');
    expect(problem(field('books', 'rating'), 5.5)).toBe('above max');
    expect(problem(field('testimonials', 'rating'), 0)).toBe('below min');
    expect(problem(field('books', 'isbn'), '978-989-8812-01-88-1')).toBe('pattern');
    expect(problem(field('books', 'publicationDate'), '04/10/2021')).toBe('pattern');
    // What no pattern can tell, the check before saving does, in the build's words.
    const book = files('books')[0]!;
    const saving = (change: Part) => savingProblems('books', { pt: { ...book.pt, ...change }, en: book.en }, false);
    expect(saving({ isbn: '978-989-8812-01' })).toEqual([
      'pt.isbn: tem de ser um ISBN-13 de 13 algarismos com o algarismo de controlo certo',
    ]);
    expect(saving({ isbn: '978-989-8812-01-9' })).toEqual([
      'pt.isbn: tem de ser um ISBN-13 de 13 algarismos com o algarismo de controlo certo',
    ]);
    expect(saving({ publicationDate: '2021-02-30' })).toEqual([
      'pt.publicationDate: tem de ser uma data que existe no calendário',
    ]);
    expect(problem(field('launches', 'price'), '297')).toBe('pattern');
    expect(problem(field('books', 'availability'), 'soon')).toBe('not a choice');
    for (const type of ['courses', 'books', 'launches', 'publications', 'media'] as const) {
      expect(problem(field(type, 'title'), ''), type).toBe('required');
    }
    expect(problem(field('courses', 'description'), { programme: '' }), 'a course section').toMatch(/^programme: required/);
  });

  it('uploads pictures into the public folder of their type and PDFs beside the publications', () => {
    for (const type of CONTENT_TYPES) {
      expect(collectionOf(type)).toMatchObject({ media_folder: `/public/images/${type}`, public_folder: `/images/${type}` });
    }
    expect(fieldsOf('publications').find((field) => field.name === 'file')).toMatchObject({
      widget: 'file',
      media_folder: '/public/pdfs/publications',
      public_folder: '/pdfs/publications',
    });
    // Every picture a file names is where an upload of its field goes.
    for (const file of files('books')) expect(file.pt.image).toMatch(/^\/images\/books\//);
    for (const file of files('publications')) expect(file.pt.file).toMatch(/^\/pdfs\/publications\/.+\.pdf$/);
  });
});

describe('the admin backend', () => {
  it('edits the working copy through the local backend on this machine, the git host in production', () => {
    const config = adminConfig(backendFromEnv({}), 'http://localhost:5173');
    expect(config.local_backend).toEqual({ url: 'http://localhost:5173/cms-backend/api/v1' });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.site_url).toBe('/');
    // On its own host, its links to the site go to the shop.
    expect(adminConfig(backendFromEnv({}), 'https://cms.example.pt', 'https://www.example.pt')).toMatchObject({
      site_url: 'https://www.example.pt',
      display_url: 'https://www.example.pt',
    });
    expect(config.load_config_file).toBe(false);
    expect(config.backend).toMatchObject({ name: 'github', branch: 'main' });
    expect(
      backendFromEnv({ VITE_CMS_BACKEND: 'gitlab', VITE_CMS_REPO: 'shop/site', VITE_CMS_AUTH_URL: 'https://auth.example.pt' }),
    ).toMatchObject({ name: 'gitlab', repo: 'shop/site', base_url: 'https://auth.example.pt', branch: 'main' });
    expect(backendFromEnv({ VITE_CMS_BACKEND: 'gitlab', VITE_CMS_REPO: 'shop/site', VITE_CMS_APP_ID: 'abc' })).toMatchObject({
      auth_type: 'pkce',
      app_id: 'abc',
    });
    expect(() => backendFromEnv({ VITE_CMS_BACKEND: 'ftp' })).toThrow(/VITE_CMS_BACKEND/);
  });
});
