import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRecord, responsiveImage } from '../content/images.ts';
import { SHIPPED_CATALOGUE_DIR } from '../content/shippedCatalogue.ts';
import { content } from './content.ts';

/**
 * The catalogue's Vite plugin: a bad content file stops the build at its start, naming file and field; the app's
 * module carries the structured fields and no text; the translation files carry the texts; images new to the
 * site get their responsive set once.
 */
const root = path.resolve(__dirname, '../..');
const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};
afterEach(() => vi.unstubAllEnvs());
afterAll(() => temporary.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'buildStart' | 'load') => plugin[name] as unknown as Hook;
const context = { addWatchFile: () => {} };

describe('the content plugin', () => {
  // The catalogue as shipped, whose values these tests read beside the plugin's output.
  beforeEach(() => vi.stubEnv('CONTENT_DIR', SHIPPED_CATALOGUE_DIR));

  it('fails the build at its start when a content file is bad, naming the file and the field', async () => {
    const copy = tempDir('content-');
    fs.cpSync(SHIPPED_CATALOGUE_DIR, copy, { recursive: true });
    const file = path.join(copy, 'books/3.json');
    const book = JSON.parse(fs.readFileSync(file, 'utf8')) as { pt: Record<string, unknown> };
    book.pt.price = -5;
    fs.writeFileSync(file, JSON.stringify(book, null, 2));
    vi.stubEnv('CONTENT_DIR', copy);
    await expect(hook(content({ root }), 'buildStart').call(context)).rejects.toThrow(
      `${path.join(copy, 'books/3.json')}: pt.price: tem de ser 0 ou mais`,
    );
  });

  it('gives the app the structured fields and images, and no text', async () => {
    const plugin = content({ root });
    await hook(plugin, 'buildStart').call(context);
    const load = (name: string) => hook(plugin, 'load').call(context, `\0virtual:content/${name}`) as Promise<string>;
    const code = (await load('books')) + (await load('images'));
    const book = JSON.parse(fs.readFileSync(path.join(SHIPPED_CATALOGUE_DIR, 'books/3.json'), 'utf8')) as {
      pt: { price: number; isbn: string; title: string; description: string };
      en: { title: string };
    };
    expect(code).toContain(`"isbn":"${book.pt.isbn}"`);
    expect(code).toContain(`"price":${book.pt.price}`);
    for (const text of [book.pt.title, book.en.title, book.pt.description]) expect(code).not.toContain(JSON.stringify(text));
    expect(code).toMatch(/"\/images\/books\/book-3\.webp":\{"width":\d+,"height":\d+,"srcSet"/);
  });

  it('serves the translation files with the catalogue merged into them', async () => {
    const plugin = content({ root });
    const source = (await hook(plugin, 'load').call(context, path.join(root, 'public/locales/en/translation.json'))) as string;
    const texts = JSON.parse(source) as { catalog: Record<string, Record<string, { title?: string }>>; nav: unknown };
    const book = JSON.parse(fs.readFileSync(path.join(SHIPPED_CATALOGUE_DIR, 'books/3.json'), 'utf8')) as {
      en: { title: string };
    };
    expect(texts.catalog.books!['3']!.title).toBe(book.en.title);
    // The interface's own texts are there too, with the section images' alt texts.
    expect(texts.nav).toBeTruthy();
    expect(texts.catalog.images).toBeTruthy();
  });
});

describe('responsive images', () => {
  it('uses the committed set of an unchanged image: no image is made', async () => {
    const { asset, made } = await responsiveImage(root, '/images/books/book-1.webp', readRecord(root));
    expect(made).toEqual([]);
    expect(asset).toMatchObject({
      src: '/images/books/book-1.webp',
      srcSet: readRecord(root)['/images/books/book-1.webp']!.srcSet,
    });
    expect(asset.width).toBeGreaterThan(0);
  });

  it('makes the set of a new image of any size once, then finds it in the cache', async () => {
    const site = tempDir('site-');
    vi.stubEnv('IMAGE_CACHE_DIR', path.join(site, 'cache'));
    fs.mkdirSync(path.join(site, 'public/images/books'), { recursive: true });
    await sharp({ create: { width: 1000, height: 1500, channels: 3, background: '#2a7' } })
      .jpeg()
      .toFile(path.join(site, 'public/images/books/upload.jpg'));

    const first = await responsiveImage(site, '/images/books/upload.jpg', {});
    expect(first.asset.width).toBe(1000);
    expect(first.asset.height).toBe(1500);
    const widths = first.asset.srcSet!.split(', ').map((candidate) => candidate.split(' ')[1]);
    expect(widths).toEqual(['400w', '800w', '1000w']);
    // Not a WebP: its own width is made too, and the largest WebP stands for the image.
    expect(first.asset.src).toMatch(/^\/images\/books\/upload-1000\.[0-9a-f]{8}\.webp$/);
    for (const copy of first.made) {
      const meta = await sharp(copy.file).metadata();
      expect(copy.address.endsWith(`.${meta.format === 'heif' ? 'avif' : meta.format}`)).toBe(true);
    }
    const times = first.made.map((copy) => fs.statSync(copy.file).mtimeMs);

    const again = await responsiveImage(site, '/images/books/upload.jpg', {});
    expect(again.asset).toEqual(first.asset);
    expect(again.made.map((copy) => fs.statSync(copy.file).mtimeMs)).toEqual(times);
  });
});
