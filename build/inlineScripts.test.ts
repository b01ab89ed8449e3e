import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSENT } from '@/config/constants';
import type { EarlyEvents } from '@/app/boot/inline/contract';
import { el, FakeDocument, fakeWindow } from '@/app/boot/inline/fakePage';
import { compileInlineScripts, INLINE_SCRIPTS, type InlineScripts } from './inlineScripts';

/**
 * The texts the pages carry and the policy hashes: each module compiled into one classic script that runs the
 * module with the page's window. The modules' behaviour is tested beside them (src/app/boot/inline); here, that
 * the compiled text still does it.
 */
const root = path.resolve(__dirname, '..');
let scripts: InlineScripts;

beforeAll(async () => {
  scripts = await compileInlineScripts(root);
}, 60_000);

/** Runs a compiled script as the browser runs an inline script, with this window as its only global. */
const run = (text: string, win: object) => new Function('window', text)(win);

describe('the compiled inline scripts', () => {
  it('are one minified classic script each: a function run at once, importing and exporting nothing', () => {
    expect(Object.keys(scripts).sort()).toEqual(Object.keys(INLINE_SCRIPTS).sort());
    for (const [name, text] of Object.entries(scripts)) {
      expect(text, name).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/);
      expect(text, name).not.toMatch(/\bimport\b|\bexport\b|\n/);
    }
  });

  it('compile to the same text every time, so their hashes are stable', async () => {
    expect(await compileInlineScripts(root)).toEqual(scripts);
  }, 60_000);

  it('the consent script marks an undecided visitor only', () => {
    const classes = (cookie: string) => {
      const document = new FakeDocument();
      document.cookie = cookie;
      run(scripts.consent, { document });
      return document.documentElement.classNames;
    };
    expect(classes('')).toEqual([CONSENT.undecidedClass]);
    expect(classes(`a=1; ${CONSENT.cookieName}=declined`)).toEqual([]);
  });

  it('the early-events script holds a tap on a control of the page', () => {
    const button = el('button', {}, 'Aceitar');
    const document = new FakeDocument({ body: [el('div', { id: 'root' }, button)] });
    const win: { document: FakeDocument; __earlyEvents?: EarlyEvents } = { document };
    run(scripts.earlyEvents, win);
    let held = 0;
    document.dispatchEvent({
      type: 'click',
      target: button,
      button: 0,
      preventDefault: () => held++,
      stopImmediatePropagation: () => held++,
    });
    expect(held).toBe(2);
    expect(win.__earlyEvents?.queue).toEqual([{ type: 'click', target: button, key: ['button', 0, 'Aceitar'] }]);
  });

  it('the early-events script swaps in the stand-in of an image that failed, and hides one with none', () => {
    const withDefault = el('img', { src: '/a.webp', srcset: '/a-400.webp 400w', 'data-fallback': '/default.webp' });
    const cover = el('img', { src: '/b.webp' });
    const document = new FakeDocument({ body: [el('div', { id: 'root' }, withDefault, cover)] });
    run(scripts.earlyEvents, { document });
    document.dispatchEvent({ type: 'error', target: withDefault });
    document.dispatchEvent({ type: 'error', target: cover });
    expect(Object.fromEntries(withDefault.attributes)).toEqual({
      src: '/default.webp',
      'data-fallback': '/default.webp',
      'data-failed': 'fallback',
    });
    expect(cover.hasAttribute('hidden')).toBe(true);
  });

  it('the language script marks an English visitor and asks for the English page', () => {
    const document = new FakeDocument({ html: { lang: 'pt', 'data-page-en': '/unprefixed-en/' } });
    const fetched: string[] = [];
    const { win } = fakeWindow(document, {
      localStorage: { getItem: () => 'en' },
      navigator: { languages: ['pt-PT'] },
      performance: { getEntriesByType: () => [] },
      history: { state: null },
      fetch: (url: string) => {
        fetched.push(url);
        return new Promise(() => {});
      },
      DOMParser: class {},
    });
    run(scripts.language, win);
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.classNames).toEqual(['lang-pending']);
    expect(fetched).toEqual(['/unprefixed-en/']);
  });

  it('the entry loader starts the entry named by its element after the first paint', () => {
    const loader = el('script', { 'data-entry': '/assets/index-abc.js' });
    const document = new FakeDocument({ body: [loader] });
    document.currentScript = loader;
    const { win, paint, elapse } = fakeWindow(document);
    run(scripts.entryLoader, win);
    expect(document.head.getElementsByTagName('script')).toEqual([]);
    paint();
    elapse(0);
    expect(document.head.getElementsByTagName('script').map((script) => script.src)).toEqual(['/assets/index-abc.js']);
  });
});
