import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_KINDS } from '../../src/data/uploads';
import { UPLOAD_FOLDERS, uploadProblems } from './uploads';

const root = path.resolve(import.meta.dirname, '../..');
/** One real file of each kind the site serves, to copy under other names. */
const firstOf = (folder: string, extension: string) => {
  const found = fs.readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).find((file) => file.endsWith(extension));
  if (!found) throw new Error(`no ${extension} in ${folder}`);
  return path.join(root, folder, found);
};

describe('the upload folders', () => {
  it("hold only what each may: the site's own files pass", async () => {
    expect(await uploadProblems(root)).toEqual([]);
  });

  describe('a copy with what an upload could bring', () => {
    let copy = '';
    const put = (name: string, from: string | Buffer) => {
      const target = path.join(copy, name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      if (typeof from === 'string') fs.copyFileSync(from, target);
      else fs.writeFileSync(target, from);
    };

    beforeAll(() => {
      copy = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
      put('public/images/books/cover.webp', firstOf('public/images', '.webp'));
      put('public/images/books/cover.avif', firstOf('public/images', '.avif'));
      put('public/pdfs/publications/thesis.pdf', firstOf('public/pdfs', '.pdf'));
      put('public/media/clip.mp4', firstOf('public/media', '.mp4'));
      put('public/images/books/page.html', Buffer.from('<!doctype html><script>alert(1)</script>'));
      put('public/images/books/run.js', Buffer.from('alert(1)'));
      put('public/images/books/logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
      put('public/images/books/disguised.webp', Buffer.from('<!doctype html><script>alert(1)</script>'));
      put('public/pdfs/previews/sample.pdf', firstOf('public/images', '.webp'));
      put('public/media/clip.jpg', firstOf('public/pdfs', '.pdf'));
      put('public/pdfs/publications/huge.pdf', Buffer.concat([fs.readFileSync(firstOf('public/pdfs', '.pdf')), Buffer.alloc(UPLOAD_KINDS.document.maxBytes)]));
    });

    afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

    it('names every file that is not a picture, a PDF or a video where it lies, by extension and by content, and every file too large', async () => {
      const problems = await uploadProblems(copy);
      expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
        'public/images/books/disguised.webp',
        'public/images/books/logo.svg',
        'public/images/books/page.html',
        'public/images/books/run.js',
        'public/media/clip.jpg',
        'public/pdfs/previews/sample.pdf',
        'public/pdfs/publications/huge.pdf',
      ]);
      expect(problems.find((problem) => problem.startsWith('public/pdfs/publications/huge.pdf'))).toContain('more than the 10 MB');
      expect(problems.find((problem) => problem.startsWith('public/images/books/logo.svg'))).toContain('only .jpg');
      expect(problems.find((problem) => problem.startsWith('public/pdfs/previews/sample.pdf'))).toContain('image/webp');
    });
  });

  it('are the folders the admin uploads into', async () => {
    const { CONTENT_TYPES, adminConfig, backendFromEnv } = await import('../../src/admin/config');
    expect(CONTENT_TYPES.length).toBeGreaterThan(0);
    const folders = JSON.stringify(adminConfig(backendFromEnv({}), 'http://localhost:5173'))
      .match(/"media_folder":"[^"]+"/g)!
      .map((entry) => entry.slice('"media_folder":"'.length, -1).replace(/^\//, ''));
    for (const folder of folders) {
      expect(UPLOAD_FOLDERS.some(({ folder: upload }) => folder === upload || folder.startsWith(`${upload}/`)), folder).toBe(true);
    }
  });
});
