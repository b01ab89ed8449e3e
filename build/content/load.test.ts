import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError, loadCatalogue, readCatalogue } from './load.ts';
import { SHIPPED_CATALOGUE_DIR } from './shippedCatalogue.ts';

/**
 * The content check (src/data/schema.ts through build/content/load.ts): each kind of bad file is refused with
 * a message that names the file and the field, and the catalogue as shipped passes. The bad files are made
 * from the catalogue as shipped, whose items and values stay put; the live content/ is the educator's
 * (liveCatalogue.test.ts).
 */
const root = path.resolve(__dirname, '../..');
const sites: string[] = [];
afterAll(() => sites.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A copy of the catalogue as shipped under a project-like folder (its own root), with one file changed by `edit`. */
function catalogueWith(file: string, edit: (item: { pt: Record<string, unknown>; en: Record<string, unknown> }) => void) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
  sites.push(site);
  fs.cpSync(SHIPPED_CATALOGUE_DIR, path.join(site, 'content'), { recursive: true });
  const target = path.join(site, 'content', file);
  const item = JSON.parse(fs.readFileSync(target, 'utf8')) as { pt: Record<string, unknown>; en: Record<string, unknown> };
  edit(item);
  fs.writeFileSync(target, JSON.stringify(item, null, 2));
  return site;
}

/** The problems reported for a site whose content has one edited file. */
function problemsOf(file: string, edit: Parameters<typeof catalogueWith>[1]): string[] {
  const site = catalogueWith(file, edit);
  try {
    loadCatalogue(path.join(site, 'content'), { root: site, publicDir: path.join(root, 'public') });
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toContain((error as ContentError).problems[0]);
    return (error as ContentError).problems;
  }
  throw new Error(`content/${file} was accepted`);
}

describe('the content check', () => {
  it('accepts the catalogue as shipped, with the counts of every type', () => {
    const { data, texts } = loadCatalogue(SHIPPED_CATALOGUE_DIR, { root });
    expect(Object.fromEntries(Object.entries(data).map(([type, items]) => [type, items.length]))).toEqual({
      courses: 5,
      books: 8,
      launches: 4,
      publications: 18,
      testimonials: 8,
      media: 9,
    });
    // Texts are kept apart from the structured fields.
    expect(data.books[0]).not.toHaveProperty('title');
    expect(texts.en.books['1']).toMatchObject({ title: expect.any(String) });
    expect(texts.pt.books['1']).not.toHaveProperty('price');
  });

  it.each<[string, string, Parameters<typeof catalogueWith>[1], string]>([
    ['a missing title', 'books/3.json', (item) => delete item.pt.title, 'content/books/3.json: pt.title: obrigatório'],
    [
      'a missing English translation',
      'courses/2.json',
      (item) => delete item.en.title,
      'content/courses/2.json: en.title: obrigatório',
    ],
    [
      'an optional text in Portuguese only',
      'books/5.json',
      (item) => delete item.en.fileSize,
      'content/books/5.json: en.fileSize: falta a tradução',
    ],
    ['a blank text', 'publications/4.json', (item) => (item.en.description = '  '), 'content/publications/4.json: en.description: não pode ficar vazio'],
    ['a negative price', 'books/3.json', (item) => (item.pt.price = -1), 'content/books/3.json: pt.price: tem de ser 0 ou mais'],
    ['a negative stock', 'books/2.json', (item) => (item.pt.stock = -4), 'content/books/2.json: pt.stock: tem de ser 0 ou mais'],
    ['a stock that is not whole', 'books/2.json', (item) => (item.pt.stock = 1.5), 'content/books/2.json: pt.stock: tem de ser um número inteiro'],
    [
      'a malformed date',
      'books/1.json',
      (item) => (item.pt.publicationDate = '04/10/2021'),
      'content/books/1.json: pt.publicationDate: escreva a data como AAAA-MM-DD',
    ],
    [
      'a date that does not exist',
      'books/1.json',
      (item) => (item.pt.publicationDate = '2023-02-30'),
      'content/books/1.json: pt.publicationDate: tem de ser uma data que existe no calendário',
    ],
    ['a month out of range', 'publications/2.json', (item) => (item.pt.date_month = 13), 'content/publications/2.json: pt.date_month: tem de ser um mês de 1 a 12'],
    ['a malformed ISBN', 'books/4.json', (item) => (item.pt.isbn = '978-989-8812-04-0'), 'content/books/4.json: pt.isbn: tem de ser um ISBN-13'],
    ['a rating out of range', 'testimonials/3.json', (item) => (item.pt.rating = 6), 'content/testimonials/3.json: pt.rating: tem de ser 5 ou menos'],
    [
      'an unknown related book',
      'books/1.json',
      (item) => (item.pt.relatedBooks = [3, 42]),
      'content/books/1.json: pt.relatedBooks[1]: não há livro com o número 42',
    ],
    [
      'a missing image file',
      'courses/1.json',
      (item) => (item.pt.image = '/images/courses/course-99.webp'),
      'content/courses/1.json: pt.image: não existe o ficheiro public/images/courses/course-99.webp',
    ],
    [
      'a missing PDF',
      'publications/1.json',
      (item) => (item.pt.file = '/pdfs/publications/none.pdf'),
      'content/publications/1.json: pt.file: não existe o ficheiro public/pdfs/publications/none.pdf',
    ],
    ['an id that is not the file name', 'testimonials/2.json', (item) => (item.pt.id = 7), 'content/testimonials/2.json: pt.id: tem de ser o nome do ficheiro'],
    [
      'a course without a price that is enrolled here',
      'courses/3.json',
      (item) => (item.pt.price = null),
      'content/courses/3.json: pt.price: obrigatório (só um curso com inscrição externa pode ficar sem preço)',
    ],
    [
      'lists of different lengths',
      'launches/1.json',
      (item) => (item.en.benefits = (item.en.benefits as string[]).slice(1)),
      'content/launches/1.json: en.benefits: tem',
    ],
  ])('refuses %s, naming the file and the field', (_kind, file, edit, message) => {
    const problems = problemsOf(file, edit);
    expect(problems.some((problem) => problem.startsWith(message)), problems.join('\n')).toBe(true);
  });

  it('lists every problem of every file in one error', () => {
    const problems = problemsOf('books/6.json', (item) => {
      item.pt.price = -2;
      item.pt.stock = -1;
      delete item.en.title;
    });
    // Only this file's problems: the books that name it as related still find it.
    expect(problems.sort()).toEqual([
      'content/books/6.json: en.title: obrigatório',
      'content/books/6.json: pt.price: tem de ser 0 ou mais',
      'content/books/6.json: pt.stock: tem de ser 0 ou mais',
    ]);
  });

  it('refuses a file that is not JSON, naming it', () => {
    const site = catalogueWith('media/2.json', () => {});
    fs.writeFileSync(path.join(site, 'content/media/2.json'), '{ "pt": ');
    expect(() => loadCatalogue(path.join(site, 'content'), { root: site, publicDir: path.join(root, 'public') })).toThrow(
      /content\/media\/2\.json: não é JSON válido/,
    );
  });

  it('accepts every field the admin lets her leave empty, left empty', () => {
    const site = catalogueWith('books/3.json', (item) => {
      for (const field of ['originalPrice', 'discount', 'previewLink', 'downloadUrl']) item.pt[field] = '';
      item.pt.relatedBooks = [];
      item.pt.subtitle = '';
      item.en.subtitle = '';
      item.pt.fileSize = '';
      item.en.fileSize = '';
    });
    const edit = (file: string, change: (item: { pt: Record<string, unknown>; en: Record<string, unknown> }) => void) => {
      const target = path.join(site, 'content', file);
      const item = JSON.parse(fs.readFileSync(target, 'utf8')) as { pt: Record<string, unknown>; en: Record<string, unknown> };
      change(item);
      fs.writeFileSync(target, JSON.stringify(item, null, 2));
    };
    edit('testimonials/2.json', (item) => {
      item.pt.role = '';
      delete item.en.role;
    });
    edit('courses/2.json', (item) => {
      for (const field of ['months', 'mode', 'externalEnrolment']) item.pt[field] = null;
    });
    expect(() => loadCatalogue(path.join(site, 'content'), { root: site, publicDir: path.join(root, 'public') })).not.toThrow();
  });
});

describe('the catalogue for a dev server (readCatalogue)', () => {
  it('keeps every item that passes and names the one that does not', () => {
    const site = catalogueWith('testimonials/3.json', (item) => (item.pt.rating = 9));
    const { data, problems } = readCatalogue(path.join(site, 'content'), { root: site, publicDir: path.join(root, 'public') });
    expect(problems).toEqual(['content/testimonials/3.json: pt.rating: tem de ser 5 ou menos']);
    expect(data.testimonials.map((item) => item.id)).not.toContain(3);
    expect(data.testimonials.length).toBeGreaterThan(1);
    expect(data.books.length).toBeGreaterThan(1);
  });

  it('keeps the first of two files that claim one number', () => {
    const site = catalogueWith('testimonials/2.json', () => {});
    const copy = JSON.parse(fs.readFileSync(path.join(site, 'content/testimonials/2.json'), 'utf8')) as { pt: { id: number } };
    fs.writeFileSync(path.join(site, 'content/testimonials/2-1.json'), JSON.stringify(copy));
    const { data, problems } = readCatalogue(path.join(site, 'content'), { root: site, publicDir: path.join(root, 'public') });
    expect(problems).toEqual(['content/testimonials/2-1.json: pt.id: tem de ser o nome do ficheiro (2-1.json tem o número 2)']);
    expect(data.testimonials.filter((item) => item.id === 2)).toHaveLength(1);
  });
});
