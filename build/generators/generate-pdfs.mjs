#!/usr/bin/env node
/**
 * One-off generator of the downloadable PDFs, with a tiny dependency-free PDF 1.4 writer
 * (standard Helvetica fonts, WinAnsiEncoding so Portuguese accents print, Flate-compressed pages).
 * The output under public/pdfs/ is committed: run by hand when the catalogue changes, never by `vite build`.
 *
 *   node build/generators/generate-pdfs.mjs
 *
 * Writes, from src/data and the locale files (see build/generators/load-catalog.mjs):
 *   public/pdfs/<downloadUrl>.pdf                  eBooks (ids 5-8): cover page + about-this-book page
 *   public/pdfs/previews/<slug>-amostra.pdf        printed books' previewLink: one-page presentation
 *   public/pdfs/publications/<slug>.pdf            articles and theses: title, author, date, abstract (pt + en)
 */
import fs from 'node:fs';
import path from 'node:path';
import { Buffer } from 'node:buffer';
import console from 'node:console';
import zlib from 'node:zlib';
import { loadCatalog, loadLocale, resolveKey, root } from './load-catalog.mjs';

// ---------------------------------------------------------------- text encoding and metrics
const WIN_ANSI_EXTRA = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

function winAnsiBytes(text) {
  const bytes = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    if ((cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff)) bytes.push(cp);
    else if (WIN_ANSI_EXTRA[ch]) bytes.push(WIN_ANSI_EXTRA[ch]);
    else bytes.push(0x3f); // '?'
  }
  return bytes;
}

const hex = (bytes) =>
  bytes
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();

// Advance widths (1/1000 em) of ASCII 32-126 in the standard Helvetica and Helvetica-Bold AFM files.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778,
  722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222,
  500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778,
  722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278,
  556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
const SPECIAL_WIDTH = {
  '–': 556,
  '—': 1000,
  '‘': 222,
  '’': 222,
  '“': 333,
  '”': 333,
  '…': 1000,
  '•': 350,
  '×': 584,
  '·': 278,
  º: 365,
  ª: 370,
  '€': 556,
};

function charWidth(ch, bold) {
  const table = bold ? HELVETICA_BOLD : HELVETICA;
  const cp = ch.codePointAt(0);
  if (cp >= 32 && cp <= 126) return table[cp - 32];
  if (SPECIAL_WIDTH[ch]) return SPECIAL_WIDTH[ch];
  const base = ch.normalize('NFD')[0];
  const bcp = base.codePointAt(0);
  return bcp >= 32 && bcp <= 126 ? table[bcp - 32] : 556;
}

const textWidth = (text, size, bold = false) => ([...text].reduce((w, ch) => w + charWidth(ch, bold), 0) * size) / 1000;

function wrap(text, maxWidth, size, bold = false) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size, bold) > maxWidth && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

// ---------------------------------------------------------------- page builder
const A4 = { w: 595.28, h: 841.89 };
const MARGIN = 64;
const FONTS = { regular: 'F1', bold: 'F2', italic: 'F3' };
const rgb = (hexColour) => {
  const n = parseInt(hexColour.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => (v / 255).toFixed(3)).join(' ');
};
const COLOURS = {
  ink: '#1F2A2E',
  muted: '#55625F',
  teal: '#2C6A5C',
  softTeal: '#DCEBE6',
  terra: '#B5552E',
  softTerra: '#F6E1D6',
  cream: '#FBF7F2',
};

class Page {
  constructor() {
    this.ops = [];
    this.y = A4.h - MARGIN;
  }
  rect(x, y, w, h, colour) {
    this.ops.push(`${rgb(colour)} rg ${x.toFixed(2)} ${y.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)} re f`);
  }
  line(x1, y1, x2, y2, colour, width = 1) {
    this.ops.push(`${rgb(colour)} RG ${width} w ${x1.toFixed(2)} ${y1.toFixed(2)} m ${x2.toFixed(2)} ${y2.toFixed(2)} l S`);
  }
  text(str, x, y, size, { font = 'regular', colour = COLOURS.ink } = {}) {
    this.ops.push(
      `BT /${FONTS[font]} ${size} Tf ${rgb(colour)} rg ${x.toFixed(2)} ${y.toFixed(2)} Td <${hex(winAnsiBytes(str))}> Tj ET`,
    );
  }
  /** Wrapped paragraph from the current y; moves y down. */
  para(
    str,
    size,
    { font = 'regular', colour = COLOURS.ink, leading = 1.45, x = MARGIN, width = A4.w - 2 * MARGIN, after = 10 } = {},
  ) {
    for (const l of wrap(str, width, size, font === 'bold')) {
      this.y -= size * leading;
      this.text(l, x, this.y, size, { font, colour });
    }
    this.y -= after;
  }
  gap(n) {
    this.y -= n;
  }
  content() {
    return this.ops.join('\n');
  }
}

function utf16Hex(str) {
  const bytes = [0xfe, 0xff];
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    bytes.push(c >> 8, c & 255);
  }
  return `<${hex(bytes)}>`;
}

/** Serialises pages into a PDF 1.4 file with a correct cross-reference table. */
function buildPdf(pages, { title, author, subject }) {
  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalogId = add(null);
  const pagesId = add(null);
  const fontIds = ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique'].map((base) =>
    add(`<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding /WinAnsiEncoding >>`),
  );
  const pageIds = [];
  for (const page of pages) {
    const data = zlib.deflateSync(Buffer.from(page.content(), 'latin1'));
    const contentId = add({ dict: `<< /Length ${data.length} /Filter /FlateDecode >>`, stream: data });
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${A4.w} ${A4.h}] /Resources << /Font << /F1 ${fontIds[0]} 0 R /F2 ${fontIds[1]} 0 R /F3 ${fontIds[2]} 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
    );
  }
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const infoId = add(
    `<< /Title ${utf16Hex(title)} /Author ${utf16Hex(author)} /Subject ${utf16Hex(subject)} /Producer (build/generators/generate-pdfs.mjs) /CreationDate (D:20250402120000Z) >>`,
  );

  const chunks = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets = [];
  objects.forEach((obj, i) => {
    offsets.push(offset);
    const parts =
      typeof obj === 'string'
        ? [Buffer.from(`${i + 1} 0 obj\n${obj}\nendobj\n`, 'latin1')]
        : [
            Buffer.from(`${i + 1} 0 obj\n${obj.dict}\nstream\n`, 'latin1'),
            obj.stream,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ];
    for (const p of parts) {
      chunks.push(p);
      offset += p.length;
    }
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  chunks.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(chunks);
}

// ---------------------------------------------------------------- documents
const data = await loadCatalog();
const pt = await loadLocale('pt');
const en = await loadLocale('en');
const t = (locale, key) => {
  const value = resolveKey(locale, key);
  if (value === undefined) throw new Error(`missing translation ${key}`);
  return value;
};
const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

function header(page, label, colour = COLOURS.teal) {
  page.rect(0, A4.h - 56, A4.w, 56, colour);
  page.text(label.toUpperCase(), MARGIN, A4.h - 34, 10, { font: 'bold', colour: COLOURS.cream });
  page.rect(A4.w - MARGIN - 18, A4.h - 38, 18, 18, COLOURS.terra);
  page.y = A4.h - 56 - 40;
}

function footer(page, text, pageNo, pageCount) {
  page.line(MARGIN, 62, A4.w - MARGIN, 62, COLOURS.softTeal, 1);
  page.text(text, MARGIN, 46, 8.5, { colour: COLOURS.muted });
  if (pageCount > 1) page.text(`${pageNo} / ${pageCount}`, A4.w - MARGIN - 20, 46, 8.5, { colour: COLOURS.muted });
}

function section(page, heading, body) {
  page.para(heading, 12.5, { font: 'bold', colour: COLOURS.teal, after: 2 });
  page.para(body, 11, { after: 16 });
}

function publicationPdf(pub) {
  const page = new Page();
  const titlePt = t(pt, `${pub.key}.title`);
  const titleEn = t(en, `${pub.key}.title`);
  header(page, pub.type === 'tese' ? 'Tese · Thesis' : 'Artigo · Article');
  page.para(titlePt, 19, { font: 'bold', leading: 1.3, after: 6 });
  page.para(titleEn, 12, { font: 'italic', colour: COLOURS.muted, after: 14 });
  page.para(`Autoria / Author: ${pub.author}`, 11, { font: 'bold', after: 2 });
  page.para(
    `Data / Date: ${MONTHS[pub.date_month - 1]} de ${pub.date_year} (${String(pub.date_month).padStart(2, '0')}/${pub.date_year})`,
    11,
    { colour: COLOURS.muted, after: 14 },
  );
  page.line(MARGIN, page.y, MARGIN + 80, page.y, COLOURS.terra, 3);
  page.gap(14);
  section(page, 'Resumo', t(pt, `${pub.key}.description`));
  section(page, 'Abstract', t(en, `${pub.key}.description`));
  footer(page, 'Resumo para consulta no catálogo de artigos e teses. Summary for the articles and theses catalogue.', 1, 1);
  return buildPdf([page], { title: titlePt, author: pub.author, subject: pub.type === 'tese' ? 'Tese' : 'Artigo' });
}

function bookDetails(book, locale) {
  const k = book.key;
  const year = book.publicationDate.slice(0, 4);
  const rows = [
    [locale === pt ? 'Autoria' : 'Author', book.author],
    [locale === pt ? 'Editora' : 'Publisher', `${book.publisher}, ${year}`],
    ['ISBN', book.isbn],
    [locale === pt ? 'Páginas' : 'Pages', String(book.pages)],
    [locale === pt ? 'Formato' : 'Format', t(locale, `${k}.format`)],
    [locale === pt ? 'Idioma' : 'Language', t(locale, `${k}.language`)],
  ];
  if (book.category === 'impresso') rows.push([locale === pt ? 'Dimensões' : 'Dimensions', t(locale, `${k}.dimensions`)]);
  return rows;
}

function detailsTable(page, rows) {
  for (const [label, value] of rows) {
    page.y -= 16;
    page.text(label, MARGIN, page.y, 10, { font: 'bold', colour: COLOURS.muted });
    page.text(value, MARGIN + 110, page.y, 10);
  }
  page.gap(18);
}

function ebookPdf(book) {
  const k = book.key;
  const titlePt = t(pt, `${k}.title`);
  const cover = new Page();
  cover.rect(0, 0, A4.w, A4.h, COLOURS.cream);
  cover.rect(0, A4.h * 0.42, A4.w, A4.h * 0.58, COLOURS.teal);
  cover.rect(MARGIN, A4.h - 120, 60, 5, COLOURS.terra);
  cover.y = A4.h - 130;
  cover.para(titlePt, 34, { font: 'bold', colour: COLOURS.cream, leading: 1.2, after: 8 });
  cover.para(t(pt, `${k}.subtitle`), 16, { colour: COLOURS.softTeal, after: 10 });
  cover.para(t(en, `${k}.title`), 12, { font: 'italic', colour: COLOURS.softTeal });
  cover.y = A4.h * 0.42 - 40;
  cover.para(book.author, 18, { font: 'bold' });
  cover.para(`${book.publisher} · ${book.publicationDate.slice(0, 4)} · ISBN ${book.isbn}`, 10, { colour: COLOURS.muted });
  cover.rect(MARGIN, 90, 70, 26, COLOURS.terra);
  cover.text('eBook', MARGIN + 17, 99, 12, { font: 'bold', colour: COLOURS.cream });

  const about = new Page();
  header(about, 'Sobre este livro · About this book');
  about.para(titlePt, 18, { font: 'bold', leading: 1.3, after: 12 });
  section(about, 'Apresentação', t(pt, `${k}.description`));
  section(about, 'Overview', t(en, `${k}.description`));
  about.para(`Temas: ${t(pt, `${k}.tags`).join(', ')}`, 10.5, { after: 2 });
  about.para(`Para quem: ${t(pt, `${k}.recommendedAge`)}`, 10.5, { after: 14 });
  detailsTable(about, bookDetails(book, pt));
  footer(about, `© ${book.publicationDate.slice(0, 4)} ${book.author}. Uso pessoal; não redistribuir. Personal use only.`, 2, 2);
  return buildPdf([cover, about], { title: titlePt, author: book.author, subject: 'eBook' });
}

function previewPdf(book) {
  const k = book.key;
  const titlePt = t(pt, `${k}.title`);
  const page = new Page();
  header(page, 'Amostra · Preview', COLOURS.terra);
  page.para(titlePt, 22, { font: 'bold', leading: 1.25, after: 4 });
  page.para(t(pt, `${k}.subtitle`), 13, { colour: COLOURS.muted, after: 4 });
  page.para(t(en, `${k}.title`), 11, { font: 'italic', colour: COLOURS.muted, after: 16 });
  section(page, 'Apresentação', t(pt, `${k}.description`));
  section(page, 'Overview', t(en, `${k}.description`));
  detailsTable(page, bookDetails(book, pt));
  footer(page, 'Amostra de apresentação do livro impresso. Presentation sample of the printed book.', 1, 1);
  return buildPdf([page], { title: `${titlePt} (amostra)`, author: book.author, subject: 'Preview' });
}

const out = [];
function write(publicPath, buffer) {
  const file = path.join(root, 'public', publicPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, buffer);
  out.push([publicPath, buffer.length]);
}

for (const book of data.books) {
  if (book.category === 'ebook') write(`/pdfs/${book.downloadUrl}.pdf`, ebookPdf(book));
  else if (book.previewLink) write(book.previewLink, previewPdf(book));
}
for (const pub of data.publications) write(pub.file, publicationPdf(pub));
for (const [p, size] of out) console.log(`${(size / 1024).toFixed(1).padStart(5)} KB  ${p}`);
