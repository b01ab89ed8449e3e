import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  books,
  courses,
  getBook,
  getCourse,
  getPublication,
  icons,
  imageAltKey,
  images,
  immersionBackgroundNames,
  immersionGalleryNames,
  launches,
  media,
  publications,
  testimonials,
  type ImageAsset,
  type ImageName,
} from '../../src/data';
import { contentDir } from './load.ts';
import { SHIPPED_CATALOGUE_DIR } from './shippedCatalogue.ts';
import { siteTexts } from './translations.ts';

/*
 * The spec's starting catalogue (product §3), as the shop first shipped it: the committed copy named by
 * SHIPPED_CATALOGUE_DIR, read through the site's loader (src/data) as every test reads it. The items, their exact
 * prices, stock and texts, and the files under public/ they point at. The live content/ is the educator's to
 * change through the admin (a price, a sold-out book, a new thesis or testimonial); it is checked only against
 * the schema and the cross-file rules (liveCatalogue.test.ts), never against these values.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const publicFile = (src: string) => path.join(root, 'public', src.replace(/^\//, ''));

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
const locales = Object.fromEntries((['pt', 'en'] as const).map((lng) => [lng, siteTexts(root, lng) as Json])) as Record<
  'pt' | 'en',
  Json
>;

function resolve(locale: Json, key: string): Json | undefined {
  let node: Json | undefined = locale;
  for (const part of key.split('.')) {
    // A list element is addressed by its index, as i18next does (`immersion.gallery.0.alt`).
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, Json>)[part];
  }
  return node;
}

/** Asserts that `${key}.${field}` is a non-empty string (or a non-empty string array) in both locales. */
function expectText(key: string, field: string, kind: 'string' | 'array' = 'string') {
  for (const lng of ['pt', 'en'] as const) {
    const value = resolve(locales[lng], `${key}.${field}`);
    if (kind === 'array') {
      expect(Array.isArray(value), `${lng}: ${key}.${field} is an array`).toBe(true);
      const items = value as Json[];
      expect(items.length, `${lng}: ${key}.${field} not empty`).toBeGreaterThan(0);
      for (const item of items)
        expect(typeof item === 'string' && item.trim().length > 0, `${lng}: ${key}.${field}[]`).toBe(true);
    } else {
      expect(typeof value === 'string' && value.trim().length > 0, `${lng}: ${key}.${field}`).toBe(true);
    }
  }
}

/** Width and height from a WebP (VP8, VP8L or VP8X) or PNG header. */
function imageSize(file: string): { width: number; height: number } {
  const buf = fs.readFileSync(file);
  if (buf.toString('ascii', 1, 4) === 'PNG') return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  expect(buf.toString('ascii', 0, 4)).toBe('RIFF');
  expect(buf.toString('ascii', 8, 12)).toBe('WEBP');
  const chunk = buf.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = buf.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: 1 + buf.readUIntLE(24, 3), height: 1 + buf.readUIntLE(27, 3) };
  throw new Error(`unknown WebP chunk ${chunk} in ${file}`);
}

function expectImage(asset: ImageAsset, maxBytes = 80 * 1024) {
  const file = publicFile(asset.src);
  expect(fs.existsSync(file), `${asset.src} exists`).toBe(true);
  expect(asset.src).toMatch(/^\/.+\.(webp|png)$/);
  expect(imageSize(file), `${asset.src} size matches the data`).toEqual({ width: asset.width, height: asset.height });
  expect(fs.statSync(file).size, `${asset.src} is small`).toBeLessThanOrEqual(maxBytes);
}

/** Width of an AVIF file, from its image spatial extents ('ispe') property. */
function avifWidth(file: string): number {
  const buf = fs.readFileSync(file);
  expect(buf.toString('ascii', 4, 12)).toBe('ftypavif');
  const ispe = buf.indexOf('ispe', 0, 'ascii');
  expect(ispe, `${file} has an ispe box`).toBeGreaterThan(0);
  return buf.readUInt32BE(ispe + 8);
}

/** The candidates of a srcset ('<file> <width>w, ...') as [file, width] pairs. */
function candidates(srcSet: string): [string, number][] {
  return srcSet.split(', ').map((candidate) => {
    const [file, descriptor] = candidate.split(' ');
    expect(descriptor, candidate).toMatch(/^\d+w$/);
    return [file!, Number.parseInt(descriptor!, 10)];
  });
}

/**
 * A content image's copies: a WebP at every width of 400/800/1200/1600 below its own and its own file
 * last, each as wide as its descriptor says; the AVIF set, where there is one, at the same widths, each
 * smaller than its WebP.
 */
function expectSources(asset: ImageAsset) {
  expect(asset.srcSet, `${asset.src} has a srcset`).toBeDefined();
  const webp = candidates(asset.srcSet!);
  expect(webp.map(([, width]) => width)).toEqual([...[400, 800, 1200, 1600].filter((w) => w < asset.width), asset.width]);
  expect(webp.at(-1)![0]).toBe(asset.src);
  for (const [file, width] of webp) {
    expect(fs.existsSync(publicFile(file)), `${file} exists`).toBe(true);
    expect(imageSize(publicFile(file)).width, `${file} is ${width} px wide`).toBe(width);
  }
  if (!asset.avifSrcSet) return;
  const avif = candidates(asset.avifSrcSet);
  expect(avif.map(([, width]) => width)).toEqual(webp.map(([, width]) => width));
  avif.forEach(([file, width], i) => {
    expect(avifWidth(publicFile(file)), `${file} is ${width} px wide`).toBe(width);
    expect(fs.statSync(publicFile(file)).size, `${file} is smaller than its WebP`).toBeLessThan(
      fs.statSync(publicFile(webp[i]![0])).size,
    );
  });
}

function expectPdf(src: string) {
  const file = publicFile(src);
  expect(fs.existsSync(file), `${src} exists`).toBe(true);
  const buf = fs.readFileSync(file);
  expect(buf.toString('latin1', 0, 5)).toBe('%PDF-');
  expect(buf.toString('latin1', buf.length - 6).trim()).toBe('%%EOF');
}

function isbn13Valid(isbn: string): boolean {
  const digits = isbn.replace(/-/g, '');
  if (!/^\d{13}$/.test(digits)) return false;
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return sum % 10 === 0;
}

describe('the catalogue read', () => {
  it('is the catalogue as shipped, not the live content/', () => {
    expect(contentDir(root)).toBe(SHIPPED_CATALOGUE_DIR);
  });
});

describe('courses', () => {
  it('has the five courses of product §3 with the exact prices', () => {
    expect(courses.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(courses.map((c) => c.price)).toEqual([546, 350, 350, 350, null]);
  });

  it('course 5 is the 360 h, 18-month international programme with an external enrolment link', () => {
    const course = getCourse(5)!;
    expect(course.price).toBeNull();
    expect(course.hours).toBe(360);
    expect(course.months).toBe(18);
    expect(course.externalEnrolUrl).toMatch(/^https:\/\//);
    expect(courses.filter((c) => c.externalEnrolUrl)).toHaveLength(1);
  });

  it('course 2 is the 24 h course in Faro; course 1 in Rio de Janeiro; 3 and 4 to be defined', () => {
    expect(getCourse(2)!.hours).toBe(24);
    const location = (id: number, lng: 'pt' | 'en') => resolve(locales[lng], `catalog.courses.${id}.location`);
    expect(location(1, 'pt')).toMatch(/Brasil.*Rio de Janeiro/);
    expect(location(1, 'en')).toMatch(/Brazil.*Rio de Janeiro/);
    expect(location(2, 'pt')).toMatch(/Faro/);
    expect(location(2, 'en')).toMatch(/Faro/);
    expect(location(3, 'pt')).toBe('A definir');
    expect(location(4, 'en')).toBe('To be defined');
  });


  it('every course has all its texts in both languages', () => {
    for (const course of courses) {
      expect(course.key).toBe(`catalog.courses.${course.id}`);
      for (const field of ['title', 'summary', 'instructor', 'location', 'date']) expectText(course.key, field);
      for (const part of ['programme', 'trainers', 'audience', 'objectives', 'content', 'methodology'])
        expectText(course.key, `description.${part}`);
      expectText(course.key, 'learningOutcomes', 'array');
    }
  });
});

describe('books', () => {
  it('has eight books: ids 1-4 printed, 5-8 eBooks', () => {
    expect(books.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(books.filter((b) => b.category === 'impresso').map((b) => b.id)).toEqual([1, 2, 3, 4]);
    expect(books.filter((b) => b.category === 'ebook').map((b) => b.id)).toEqual([5, 6, 7, 8]);
  });

  it('has the exact prices of product §3', () => {
    expect(books.map((b) => b.price)).toEqual([14, 14.9, 16, 18, 9.99, 7.99, 8.99, 6.99]);
    expect(getBook(3)!.originalPrice).toBe(24.99);
    expect(getBook(3)!.discount).toBe(36);
  });

  it('eBook discounts are 30-33 % and consistent with the original price', () => {
    for (const book of books.filter((b) => b.category === 'ebook')) {
      expect(book.discount).toBeGreaterThanOrEqual(30);
      expect(book.discount).toBeLessThanOrEqual(33);
      expect(Math.round((1 - book.price / book.originalPrice!) * 100)).toBe(book.discount);
    }
    const three = getBook(3)!;
    expect(Math.round((1 - three.price / three.originalPrice!) * 100)).toBe(three.discount);
  });

  it('book 8 is out of stock and every availability label appears', () => {
    expect(getBook(8)!.stock).toBe(0);
    expect(getBook(8)!.availability).toBe('out-of-stock');
    expect(new Set(books.map((b) => b.availability))).toEqual(new Set(['in-stock', 'limited', 'pre-order', 'out-of-stock']));
    for (const book of books) if (book.availability !== 'out-of-stock') expect(book.stock).toBeGreaterThan(0);
  });

  it('has plausible, complete records', () => {
    for (const book of books) {
      expect(book.key).toBe(`catalog.books.${book.id}`);
      expect(book.rating).toBeGreaterThanOrEqual(1);
      expect(book.rating).toBeLessThanOrEqual(5);
      expect(book.reviews).toBeGreaterThan(0);
      expect(book.author.trim()).not.toBe('');
      expect(book.publisher.trim()).not.toBe('');
      expect(book.pages).toBeGreaterThan(0);
      expect(isbn13Valid(book.isbn), `${book.isbn} is a valid ISBN-13`).toBe(true);
      expect(Number.isNaN(Date.parse(book.publicationDate))).toBe(false);
      for (const id of book.relatedBooks) {
        expect(id).not.toBe(book.id);
        expect(getBook(id)).toBeDefined();
      }
      if (book.category === 'ebook') {
        expect(book.downloadUrl).toMatch(/^[a-z0-9-]+$/);
      } else {
        expect(book.downloadUrl).toBeUndefined();
      }
    }
    expect(new Set(books.map((b) => b.isbn)).size).toBe(books.length);
  });


  it('every book has all its texts in both languages', () => {
    for (const book of books) {
      for (const field of ['title', 'description', 'language', 'format', 'dimensions', 'weight', 'recommendedAge'])
        expectText(book.key, field);
      expectText(book.key, 'tags', 'array');
      if (book.category === 'ebook') expectText(book.key, 'fileSize');
    }
  });
});

describe('launches', () => {
  it('has the four launches in order with BRL prices and twelve installments', () => {
    expect(launches.map((l) => [l.price, l.installments])).toEqual([
      ['R$297,00', '12x R$24,75'],
      ['R$247,00', '12x R$20,58'],
      ['R$197,00', '12x R$16,42'],
      ['R$397,00', '12x R$33,08'],
    ]);
    const brl = (text: string) =>
      Number(
        text
          .replace(/^.*R\$/, '')
          .replace('.', '')
          .replace(',', '.'),
      );
    for (const launch of launches) expect(Math.abs(12 * brl(launch.installments) - brl(launch.price))).toBeLessThan(0.12);
  });

  it('titles follow product §3 order: Module 3, programmatic contents, Module 1, assessment course', () => {
    const title = (i: number) => resolve(locales.en, `catalog.launches.${i}.title`) as string;
    expect(title(0)).toMatch(/^Module 3/);
    expect(title(1)).toMatch(/^Programmatic Contents/);
    expect(title(2)).toMatch(/^Module 1/);
    expect(title(3)).toMatch(/Assessment/);
  });


  it('every launch has title, description and 4-6 benefits in both languages', () => {
    launches.forEach((launch, i) => {
      expect(launch.key).toBe(`catalog.launches.${i}`);
      expectText(launch.key, 'title');
      expectText(launch.key, 'description');
      expectText(launch.key, 'benefits', 'array');
      for (const lng of ['pt', 'en'] as const) {
        const benefits = resolve(locales[lng], `${launch.key}.benefits`) as string[];
        expect(benefits.length).toBeGreaterThanOrEqual(4);
        expect(benefits.length).toBeLessThanOrEqual(6);
      }
    });
  });
});

describe('publications', () => {
  it('has 18 items: 8 theses and 10 articles', () => {
    expect(publications).toHaveLength(18);
    expect(publications.filter((p) => p.type === 'tese')).toHaveLength(8);
    expect(publications.filter((p) => p.type === 'artigo')).toHaveLength(10);
    expect(new Set(publications.map((p) => p.id)).size).toBe(18);
    expect(getPublication('7')?.id).toBe(7);
  });

  it('has valid dates, authors, files and texts', () => {
    for (const pub of publications) {
      expect(pub.key).toBe(`catalog.publications.${pub.id}`);
      expect(pub.date_month).toBeGreaterThanOrEqual(1);
      expect(pub.date_month).toBeLessThanOrEqual(12);
      expect(pub.date_year).toBeGreaterThanOrEqual(2010);
      expect(pub.date_year).toBeLessThanOrEqual(2025);
      expect(pub.author).toMatch(/^\p{Lu}\p{L}+ /u);
      expect(pub.file).toMatch(/^\/pdfs\/publications\/[a-z0-9-]+\.pdf$/);
      expectText(pub.key, 'title');
      expectText(pub.key, 'description');
    }
    expect(new Set(publications.map((p) => p.file)).size).toBe(18);
  });
});

describe('testimonials', () => {
  it('has 8 testimonials rated 4 or 5 with a name, an empty role and a comment in both languages', () => {
    expect(testimonials).toHaveLength(8);
    for (const item of testimonials) {
      expect([4, 5]).toContain(item.rating);
      expect(item.name.trim()).not.toBe('');
      // Spec: role (empty). An empty role is read as none: nothing is shown under the name.
      expect(item.role).toBeUndefined();
      expectText(item.key, 'comment');
    }
  });
});

describe('media', () => {
  it('has 9 items, 7 videos and 2 images, in a mixed order', () => {
    expect(media).toHaveLength(9);
    expect(media.filter((m) => m.kind === 'video')).toHaveLength(7);
    expect(media.filter((m) => m.kind === 'image')).toHaveLength(2);
    const kinds = media.map((m) => m.kind).join(',');
    expect(kinds).not.toMatch(/^(video,){7}image,image$/);
    expect(kinds).not.toMatch(/^image,image,/);
    expect(new Set(media.map((m) => m.id)).size).toBe(9);
  });

  it('every item has a title and alt text in both languages', () => {
    for (const item of media) {
      expectText(item.key, 'title');
      expectText(item.key, 'alt');
    }
  });
});

describe('section images', () => {
  it('every image has alt text in both languages', () => {
    for (const name of Object.keys(images) as ImageName[]) {
      const key = imageAltKey(name);
      // The gallery's photos are described with the immersion page; the other images are the site's own.
      expect(key).toBe(
        (immersionGalleryNames as readonly string[]).includes(name)
          ? `immersion.gallery.${immersionGalleryNames.indexOf(name as (typeof immersionGalleryNames)[number])}.alt`
          : `catalog.images.${name}.alt`,
      );
      expectText(key.replace(/\.alt$/, ''), 'alt');
    }
  });

  it('has three immersion backgrounds and a gallery of six', () => {
    expect(immersionBackgroundNames).toHaveLength(3);
    expect(immersionGalleryNames).toHaveLength(6);
    for (const name of [...immersionBackgroundNames, ...immersionGalleryNames]) expect(images[name]).toBeDefined();
  });
});

describe('asset files under public/', () => {
  it('images exist, match their declared sizes and stay small', () => {
    for (const asset of Object.values(images)) expectImage(asset);
    for (const course of courses) {
      expectImage(course.image);
      expect(course.image).toMatchObject({ width: 800, height: 500 });
    }
    for (const book of books) {
      expectImage(book.image);
      expect(book.image).toMatchObject({ width: 600, height: 900 });
    }
    for (const launch of launches) expectImage(launch.image);
  });

  it('every content image has smaller copies for srcset, and AVIF ones only where smaller', () => {
    const content = [
      ...Object.values(images),
      ...courses.map((course) => course.image),
      ...books.map((book) => book.image),
      ...media.flatMap((item) => (item.kind === 'image' ? [item.image] : [])),
    ];
    for (const asset of content) expectSources(asset);
    expect(content.filter((asset) => asset.avifSrcSet).length).toBeGreaterThan(0);
  });

  it('videos are MP4 files with posters of the same size', () => {
    for (const item of media) {
      if (item.kind === 'image') {
        expectImage(item.image);
        continue;
      }
      const file = publicFile(item.src);
      expect(fs.existsSync(file), `${item.src} exists`).toBe(true);
      expect(fs.readFileSync(file).toString('ascii', 4, 8)).toBe('ftyp');
      expect(fs.statSync(file).size).toBeLessThanOrEqual(250 * 1024);
      expectImage(item.poster);
      expect(item.poster).toMatchObject({ width: item.width, height: item.height });
    }
  });

  it('eBook downloads, printed-book previews and publications are valid PDFs', () => {
    for (const book of books) {
      if (book.downloadUrl) expectPdf(`/pdfs/${book.downloadUrl}.pdf`);
      if (book.previewLink) expectPdf(book.previewLink);
    }
    for (const pub of publications) expectPdf(pub.file);
  });

  it('favicon and touch icon exist', () => {
    expect(fs.readFileSync(publicFile(icons.favicon), 'utf8')).toMatch(/^<svg /);
    expect(imageSize(publicFile(icons.appleTouchIcon))).toEqual({ width: 180, height: 180 });
  });
});

describe('catalog translations', () => {
  function shape(node: Json | undefined, prefix = ''): string[] {
    if (node === null || node === undefined || typeof node !== 'object') return [`${prefix}:${typeof node}`];
    if (Array.isArray(node)) return [`${prefix}:array`];
    return Object.entries(node).flatMap(([key, value]) => shape(value, `${prefix}.${key}`));
  }

  it('pt and en have the same catalog keys', () => {
    expect(shape(resolve(locales.pt, 'catalog'))).toEqual(shape(resolve(locales.en, 'catalog')));
  });

  it('contains no HTML and no placeholder other than {{name}}', () => {
    for (const lng of ['pt', 'en'] as const) {
      const text = JSON.stringify(resolve(locales[lng], 'catalog'));
      expect(text).not.toMatch(/<\/?[a-z][^>]*>/i);
      const placeholders = new Set(text.match(/\{\{[^}]*\}\}/g) ?? []);
      expect([...placeholders].every((p) => p === '{{name}}')).toBe(true);
    }
  });
});
