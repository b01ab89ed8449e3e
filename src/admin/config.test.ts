import fs from 'node:fs';
import path from 'node:path';
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { describe, expect, it } from 'vitest';
import { adminConfig, backendFromEnv, collections, CONTENT_TYPES, type ContentType } from './config';

/**
 * The admin's configuration against the content it edits: every field of every file of content/ is a field of
 * its collection (in the language part it lives in), the fields every item fills are required, and the admin's
 * own rules (required, patterns, ranges, choices) accept every file as it is and refuse the mistakes the
 * build refuses.
 */
const root = path.resolve(__dirname, '../..');
type Part = Record<string, unknown>;
interface ContentFile {
  name: string;
  pt: Part;
  en: Part;
}

function files(type: ContentType): ContentFile[] {
  const dir = path.join(root, 'content', type);
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

/**
 * Fields every item fills today that stay optional: a boolean is a choice, not a missing value (and Decap counts
 * `false` as empty); a book may have no subtitle, no sample and no related books; a testimonial's role is empty.
 */
const OPTIONAL_BY_DESIGN: Partial<Record<ContentType, string[]>> = {
  books: ['subtitle', 'previewLink', 'relatedBooks'],
  testimonials: ['role'],
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

  it('requires the fields every item fills', () => {
    const loose: string[] = [];
    for (const type of CONTENT_TYPES) {
      const all = files(type);
      for (const field of fieldsOf(type)) {
        const alwaysSet = all.every((file) => !isEmpty(file.pt[field.name]));
        if (!alwaysSet || field.widget === 'boolean' || OPTIONAL_BY_DESIGN[type]?.includes(field.name)) continue;
        if (field.required === false) loose.push(`${type}.${field.name}`);
      }
    }
    expect(loose).toEqual([]);
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
    expect(problem(field('books', 'isbn'), '978-989-8812-01')).toBe('pattern');
    expect(problem(field('books', 'isbn'), '978-989-8812-01-88')).toBe('pattern');
    expect(problem(field('books', 'publicationDate'), '2021-13-04')).toBe('pattern');
    expect(problem(field('books', 'publicationDate'), '04/10/2021')).toBe('pattern');
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
