import { describe, expect, it } from 'vitest';
import { composeDocument, composeShell, splitHoisted } from './document';
import type { InlineScripts } from '../inlineScripts';

const TEMPLATE = `<!doctype html>
<html lang="pt">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Default description" />
    <title>Default title</title>
    <link rel="manifest" href="/manifest.webmanifest" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const texts = { pt: '/assets/translation.pt.111.json', en: '/assets/translation.en.222.json' };

/** Stand-ins for the compiled inline scripts (build/inlineScripts.ts compiles the real ones). */
const scripts: InlineScripts = {
  language: 'language();',
  consent: 'consent();',
  earlyEvents: 'earlyEvents();',
  entryLoader: 'entryLoader();',
};

describe('splitHoisted', () => {
  it("separates the tags React hoisted from the page's markup", () => {
    const html =
      '<link rel="preload" as="image" href="/a.webp"/><title>Livro · Helena</title><meta name="description" content="x"/><div class="a"><h1>Livro</h1><title>svg</title></div>';
    expect(splitHoisted(html)).toEqual({
      head: '<link rel="preload" as="image" href="/a.webp"/><title>Livro · Helena</title><meta name="description" content="x"/>',
      body: '<div class="a"><h1>Livro</h1><title>svg</title></div>',
    });
  });

  it('leaves markup without hoisted tags alone', () => {
    expect(splitHoisted('<div>x</div>')).toEqual({ head: '', body: '<div>x</div>' });
  });
});

describe('composeDocument', () => {
  const page = {
    path: '/book/1',
    head: '<title>Livro · Helena</title><meta name="description" content="Sobre o livro"/><link rel="canonical" href="https://x.pt/book/1"/>',
    body: '<div><h1>Livro</h1></div>',
    styles: '<style data-styled="active">.a{color:red}</style>',
    texts,
    noscript: 'Lê-se sem JavaScript; para comprar, ative-o.',
  };

  it('opens <body> with the line for visitors without JavaScript, as text', () => {
    const html = composeDocument(TEMPLATE, { lang: 'pt', ...page, noscript: 'Compras <b>& contas</b>' }, scripts);
    expect(html).toContain('<body><noscript>Compras &lt;b&gt;&amp; contas&lt;/b&gt;</noscript>');
    expect(html.match(/<noscript>/g)).toHaveLength(1);
  });

  it("puts the page's head tags in place of the template's title and description, with its styles", () => {
    const html = composeDocument(TEMPLATE, { lang: 'pt', ...page }, scripts);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Livro · Helena</title>');
    expect(html).not.toContain('Default description');
    expect(html).toContain('<meta name="description" content="Sobre o livro"/>');
    expect(html).toContain('.a{color:red}');
    expect(html.indexOf('data-styled')).toBeLessThan(html.indexOf('</head>'));
  });

  it('marks #root with the language and path it was rendered for', () => {
    const html = composeDocument(TEMPLATE, { lang: 'en', ...page }, scripts);
    expect(html).toContain('<div id="root" data-prerendered="en" data-path="/book/1"><div><h1>Livro</h1></div></div>');
    expect(html).toContain('<html lang="en"');
  });

  it('preloads the translation file of its language only', () => {
    const pt = composeDocument(TEMPLATE, { lang: 'pt', ...page }, scripts);
    expect(pt).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${texts.pt}">`);
    expect(pt).not.toContain(`href="${texts.en}"`);
    expect(pt).toContain(`data-texts-en="${texts.en}"`);
  });

  it('carries the language script before anything paints on Portuguese pages only', () => {
    const pt = composeDocument(TEMPLATE, { lang: 'pt', ...page }, scripts);
    expect(pt.indexOf(scripts.language)).toBeGreaterThan(pt.indexOf('<meta charset="UTF-8" />'));
    expect(pt.indexOf(scripts.language)).toBeLessThan(pt.indexOf('<div id="root"'));
    expect(composeDocument(TEMPLATE, { lang: 'en', ...page }, scripts)).not.toContain(scripts.language);
  });

  it("names a Portuguese page's English version for the language script, when it has one", () => {
    expect(composeDocument(TEMPLATE, { lang: 'pt', ...page, englishPage: '/en/book/1' }, scripts)).toMatch(
      /<html lang="pt" data-texts-en="[^"]*" data-page-en="\/en\/book\/1">/,
    );
    expect(composeDocument(TEMPLATE, { lang: 'pt', ...page }, scripts)).not.toContain('data-page-en');
  });

  it('starts the entry module from the end of the body, after the first paint (at once for a hidden page)', () => {
    const html = composeDocument(TEMPLATE, { lang: 'pt', ...page }, scripts);
    expect(html).not.toContain('<script type="module"');
    const loader = html.indexOf(`<script data-entry="/assets/index-abc.js">${scripts.entryLoader}</script>`);
    expect(loader).toBeGreaterThan(html.indexOf('</div>', html.indexOf('<div id="root"')));
    expect(loader).toBeLessThan(html.indexOf('</body>'));
  });

  it('hands every entry module to the loader in the order they run: the parts of the start, then the app', () => {
    const template = TEMPLATE.replace(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<script type="module" crossorigin src="/assets/start-react-dom-1.js"></script><script type="module" crossorigin src="/assets/start-styles-2.js"></script><script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    const html = composeDocument(template, { lang: 'pt', ...page }, scripts);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      `<script data-entry="/assets/start-react-dom-1.js /assets/start-styles-2.js /assets/index-abc.js">${scripts.entryLoader}</script></body>`,
    );
  });

  it('carries the consent script before anything paints, in both languages', () => {
    for (const lang of ['pt', 'en'] as const) {
      const html = composeDocument(TEMPLATE, { lang, ...page }, scripts);
      expect(html.indexOf(scripts.consent)).toBeGreaterThan(html.indexOf('<meta charset="UTF-8" />'));
      expect(html.indexOf(scripts.consent)).toBeLessThan(html.indexOf('<div id="root"'));
      expect(composeShell(TEMPLATE, lang, texts, 'x', scripts)).toContain(scripts.consent);
    }
  });

  it('holds early taps and sends from the head on, in both languages (a shell has nothing to tap)', () => {
    for (const lang of ['pt', 'en'] as const) {
      const html = composeDocument(TEMPLATE, { lang, ...page }, scripts);
      expect(html.indexOf(scripts.earlyEvents)).toBeGreaterThan(html.indexOf('<meta charset="UTF-8" />'));
      expect(html.indexOf(scripts.earlyEvents)).toBeLessThan(html.indexOf('</head>'));
      expect(composeShell(TEMPLATE, lang, texts, 'x', scripts)).not.toContain(scripts.earlyEvents);
    }
  });

  it("links the manifest of the page's language space, pages and shells alike", () => {
    for (const lang of ['pt', 'en'] as const) {
      const href = lang === 'en' ? '/en/manifest.webmanifest' : '/manifest.webmanifest';
      for (const html of [
        composeDocument(TEMPLATE, { lang, ...page }, scripts),
        composeShell(TEMPLATE, lang, texts, 'x', scripts),
      ]) {
        expect(html.match(/<link rel="manifest" href="([^"]*)"/g)).toEqual([`<link rel="manifest" href="${href}"`]);
      }
    }
  });

  it('keeps the template title when the page has none', () => {
    const html = composeDocument(TEMPLATE, { lang: 'pt', ...page, head: '' }, scripts);
    expect(html).toContain('<title>Default title</title>');
  });

  it('refuses a template it cannot fill', () => {
    expect(() => composeDocument('<html><head></head><body></body></html>', { lang: 'pt', ...page }, scripts)).toThrow(
      /charset|root/,
    );
  });
});

describe('composeShell', () => {
  it('is the template in its language, with nothing to hydrate', () => {
    const en = composeShell(TEMPLATE, 'en', texts, 'This site needs JavaScript.', scripts);
    expect(en).toContain('<html lang="en"');
    expect(en).toContain('<div id="root"></div>');
    expect(en).toContain(`href="${texts.en}"`);
    expect(en).toContain('<body><noscript>This site needs JavaScript.</noscript>');
    expect(en).not.toContain(scripts.language);
    expect(composeShell(TEMPLATE, 'pt', texts, 'x', scripts)).toContain(scripts.language);
  });
});
