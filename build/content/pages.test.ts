import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError, loadCatalogue, readCatalogue } from './load.ts';
import { SHIPPED_CATALOGUE_DIR } from './shippedCatalogue.ts';
import { interfaceTexts, mergeCatalogue } from './translations.ts';
import { IMMERSION_GALLERY_SIZE, PAGE_NAMES } from '../../src/data/pages.ts';
import { immersionGalleryNames } from '../../src/data/images.ts';

/**
 * The educator's pages (content/pages, src/data/pages.ts): each kind of bad page file is refused with the file and
 * the field named, the pages as shipped pass, and their texts reach the served translation files at each page's
 * place, beside the interface's words and never over them.
 */
const root = path.resolve(__dirname, '../..');
const sites: string[] = [];
afterAll(() => sites.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

type PageFile = Record<string, unknown>;

/** Sets (or, with `undefined`, deletes) the value at `at` (`pt.faq[1].answer`) of a page file's JSON. */
function setAt(file: PageFile, at: string, value: unknown) {
  const keys = at.split(/\.|\[(\d+)\]/).filter(Boolean);
  const last = keys.pop()!;
  let node = file as Record<string, unknown>;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  if (value === undefined) delete node[last];
  else node[last] = value;
}

/** A copy of the content as shipped, with one page's file changed by `edit`. */
function contentWith(page: string, edit: (file: PageFile) => void): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-check-'));
  sites.push(site);
  const dir = path.join(site, 'content');
  fs.cpSync(SHIPPED_CATALOGUE_DIR, dir, { recursive: true });
  const file = path.join(dir, 'pages', `${page}.json`);
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as PageFile;
  edit(json);
  fs.writeFileSync(file, JSON.stringify(json, null, 2));
  return dir;
}

function problemsOf(page: string, edit: (file: PageFile) => void): string[] {
  const dir = contentWith(page, edit);
  try {
    loadCatalogue(dir, { root: path.dirname(dir), publicDir: path.join(root, 'public') });
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems;
  }
  throw new Error(`content/pages/${page}.json was accepted`);
}

describe('the pages check', () => {
  it('accepts every page as shipped, each language with the same texts', () => {
    const { pages: texts } = loadCatalogue(SHIPPED_CATALOGUE_DIR, { root });
    expect(Object.keys(texts.pt).sort()).toEqual([...PAGE_NAMES].sort());
    expect(Object.keys(texts.en).sort()).toEqual([...PAGE_NAMES].sort());
    expect(texts.pt.privacy).toMatchObject({ updated: '2025-04-02', sections: expect.any(Array) });
    expect(texts.en.privacy).toMatchObject({ updated: '2025-04-02' });
  });

  it.each<[string, string, string, unknown, string]>([
    ['a missing translation', 'mentorship', 'en.faqTitle', undefined, 'content/pages/mentorship.json: en.faqTitle: obrigatório'],
    ['an empty heading', 'values', 'pt.title', '  ', 'content/pages/values.json: pt.title: não pode ficar vazio'],
    [
      'a FAQ entry without an answer',
      'mentorship',
      'pt.faq[1]',
      { question: 'Quanto custa?' },
      'content/pages/mentorship.json: pt.faq[1].answer: obrigatório',
    ],
    [
      'a FAQ entry only in Portuguese',
      'mentorship',
      'pt.faq[6]',
      { question: 'Quanto custa?', answer: 'Depende do formato.' },
      'content/pages/mentorship.json: en.faq: tem 6 elemento(s) onde pt tem 7',
    ],
    [
      'a legal section with a list in one language only',
      'privacy',
      'en.sections[0].items',
      ['An item'],
      'content/pages/privacy.json: pt.sections[0].items: falta (en tem este texto)',
    ],
    [
      'a legal section with neither paragraphs nor a list',
      'terms',
      'pt.sections[0]',
      { heading: 'Objeto' },
      'content/pages/terms.json: pt.sections[0]: tem de ter parágrafos, uma lista ou ambos',
    ],
    ['a misspelt field', 'about', 'pt.bioo', ['x'], 'content/pages/about.json: pt: campo desconhecido: bioo'],
    [
      'raw HTML in a paragraph',
      'privacy',
      'pt.intro[0]',
      'Texto <script>alert(1)</script>',
      'content/pages/privacy.json: pt.intro[0]: não pode ter HTML (<script>)',
    ],
    [
      'a link to a script',
      'mentorship',
      'en.faq[0].answer',
      'See [here](javascript:alert(1)).',
      'content/pages/mentorship.json: en.faq[0].answer: a ligação para "javascript:alert(1)" não é permitida',
    ],
    [
      'a date that does not exist',
      'cookies',
      'pt.updated',
      '2025-02-30',
      'content/pages/cookies.json: pt.updated: tem de ser uma data que existe no calendário',
    ],
    ['a date in English', 'cookies', 'en.updated', '2025-04-02', 'content/pages/cookies.json: en: campo desconhecido: updated'],
  ])('refuses %s, naming file and field', (_, page, at, value, expected) => {
    expect(problemsOf(page, (file) => setAt(file, at, value))).toEqual(
      expect.arrayContaining([expect.stringContaining(expected)]),
    );
  });

  it("describes each of the gallery's photos, no more, no fewer", () => {
    expect(IMMERSION_GALLERY_SIZE).toBe(immersionGalleryNames.length);
    expect(problemsOf('immersion', (file) => setAt(file, 'en.gallery[6]', { alt: 'A seventh photo' }))).toEqual(
      expect.arrayContaining([
        'content/pages/immersion.json: en.gallery: tem de ter uma descrição para cada uma das 6 fotografias',
      ]),
    );
  });

  it('refuses a missing page file and a file that is no page', () => {
    const dir = contentWith('home', () => undefined);
    fs.rmSync(path.join(dir, 'pages', 'values.json'));
    fs.writeFileSync(path.join(dir, 'pages', 'blog.json'), '{}');
    const { problems, pages: texts } = readCatalogue(dir, { root: path.dirname(dir), publicDir: path.join(root, 'public') });
    expect(problems).toEqual([
      'content/pages/values.json: falta o ficheiro da página',
      expect.stringContaining('content/pages/blog.json: não é uma página do site'),
    ]);
    // A lenient read (a dev server) still serves the other pages.
    expect(Object.keys(texts.pt)).toContain('home');
    expect(Object.keys(texts.pt)).not.toContain('values');
  });

  it("merges each page's texts at its place, beside the interface's words for it", () => {
    const catalogue = loadCatalogue(SHIPPED_CATALOGUE_DIR, { root });
    for (const lng of ['pt', 'en'] as const) {
      type Namespace = Record<string, unknown> & { privacy: { sections: unknown[] } };
      const served = mergeCatalogue(interfaceTexts(root, lng), catalogue, lng) as Record<
        'mentorship' | 'legal' | 'home',
        Namespace
      >;
      expect(served.mentorship.faq).toEqual(catalogue.pages[lng].mentorship!.faq);
      expect(served.mentorship.cta).toEqual((interfaceTexts(root, lng).mentorship as Record<string, unknown>).cta);
      expect(served.legal.privacy.sections).toHaveLength(9);
      expect(served.legal.toc).toEqual((interfaceTexts(root, lng).legal as Record<string, unknown>).toc);
      expect(served.home.banner).toMatchObject({ title: expect.any(String), moreInfo: expect.any(String) });
    }
  });

  it('refuses a text that both the interface and a page hold', () => {
    const catalogue = loadCatalogue(SHIPPED_CATALOGUE_DIR, { root });
    const ui = { ...interfaceTexts(root, 'pt'), values: { cta: 'Ver cursos', title: 'Outro título' } };
    expect(() => mergeCatalogue(ui, catalogue, 'pt')).toThrow(/pt: values\.title is both in public\/locales and in the page/);
  });
});
