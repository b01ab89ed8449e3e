import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { localeFiles } from './plugin';

const roots: string[] = [];
afterEach(() => vi.unstubAllEnvs());
/** A stand-in site of interface texts only: its own content folder, which it has not, and so no catalogue. */
function siteWith(texts: Record<'pt' | 'en', object>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
  roots.push(root);
  vi.stubEnv('CONTENT_DIR', path.join(root, 'content'));
  for (const [lang, content] of Object.entries(texts)) {
    fs.mkdirSync(path.join(root, 'public/locales', lang), { recursive: true });
    fs.writeFileSync(path.join(root, 'public/locales', lang, 'translation.json'), JSON.stringify(content));
  }
  return root;
}

describe('localeFiles (translation URLs that change with their content)', () => {
  afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

  it('names each language file by a hash of its content, under the long-cached assets', () => {
    const files = localeFiles(siteWith({ pt: { a: 'Olá' }, en: { a: 'Hello' } }));
    expect(files.pt.url).toMatch(/^\/assets\/translation\.pt\.[0-9a-f]{10}\.json$/);
    expect(files.en.url).toMatch(/^\/assets\/translation\.en\.[0-9a-f]{10}\.json$/);
    expect(JSON.parse(files.pt.source)).toEqual({ a: 'Olá' });
  });

  it('gives a changed text a new URL and an unchanged one the same', () => {
    const before = localeFiles(siteWith({ pt: { a: 'Olá' }, en: { a: 'Hello' } }));
    const after = localeFiles(siteWith({ pt: { a: 'Olá!' }, en: { a: 'Hello' } }));
    expect(after.pt.url).not.toBe(before.pt.url);
    expect(after.en.url).toBe(before.en.url);
  });
});
