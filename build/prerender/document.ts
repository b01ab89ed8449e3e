import type { Language } from '@/i18n/localePath';
import { manifestPath } from './manifest';
import { ENTRY_ATTRIBUTE, LANGUAGE_PENDING_CSS } from '@/app/boot/inline/contract';
import type { InlineScripts } from '../inlineScripts';
import { MODULE_SCRIPTS } from './startParts';

/**
 * Pure string work of the prerender: where React's hoisted head tags end, and how a page's parts go into
 * the built index.html. Unit-tested in document.test.ts.
 */

const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

/**
 * React's static render of a tree that is not a whole document starts with the tags it hoisted
 * (<title>, <meta>, <link>) and then the markup. Splits the two.
 */
export function splitHoisted(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

export interface DocumentParts {
  lang: Language;
  /** The router path the markup was rendered for (without `/en`), checked by the browser before hydrating. */
  path: string;
  head: string;
  body: string;
  styles: string;
  /** Content-hashed URLs of the two translation files. */
  texts: Record<Language, string>;
  /**
   * A Portuguese public page's English version for the same address (under UNPREFIXED_ENGLISH_DIR), shown at once
   * to an English visitor and hydrated by the app (the language script).
   */
  englishPage?: string;
  /** What a visitor without JavaScript reads first (the translations' `noscript.page`). */
  noscript: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The line a visitor without JavaScript reads, first in <body> (the template has none: its text is translated). */
const withNoscript = (html: string, text: string) =>
  replaceOnce(html, /<body>/, `<body><noscript>${escapeText(text)}</noscript>`, '<body> tag');

/** The template's web app manifest link, pointed at the manifest of the page's language space. */
const withManifest = (html: string, lang: Language) =>
  replaceOnce(
    html,
    /<link rel="manifest" href="[^"]*"\s*\/?>/,
    `<link rel="manifest" href="${manifestPath(lang)}" />`,
    'manifest link',
  );

/** The language script of a Portuguese page, with the rule that hides the page while it is pending. */
const languageHead = (scripts: InlineScripts) => `<style>${LANGUAGE_PENDING_CSS}</style><script>${scripts.language}</script>`;

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`The page template has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/**
 * A prerendered page: the built index.html with `lang`, the page's own head tags in place of the
 * template's title and description, its style rules, the preload of its translation file, and its
 * markup in #root (marked with the language and path it was rendered for), and its entry module started
 * after the first paint. A Portuguese page also carries the language script; an English one needs none (its
 * address decides). `scripts` are the compiled inline scripts (build/inlineScripts.ts).
 */
export function composeDocument(template: string, parts: DocumentParts, scripts: InlineScripts): string {
  let html = template;
  const englishPage = parts.englishPage ? ` data-page-en="${escapeAttribute(parts.englishPage)}"` : '';
  const htmlAttributes = `lang="${parts.lang}" data-texts-en="${escapeAttribute(parts.texts.en)}"${englishPage}`;
  html = replaceOnce(html, /<html\b[^>]*>/, `<html ${htmlAttributes}>`, '<html> tag');
  if (parts.head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>\s*/, '');
  if (parts.head.includes('name="description"')) html = html.replace(/<meta name="description"[^>]*>\s*/, '');
  const languageTags = parts.lang === 'pt' ? languageHead(scripts) : '';
  // Taps, sends and typing before the app has started are held for it (the early-events script).
  const consentTag = `<script>${scripts.consent}</script><script>${scripts.earlyEvents}</script>`;
  const preload = `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(parts.texts[parts.lang])}">`;
  html = replaceOnce(html, /<meta charset="UTF-8" \/>/i, `<meta charset="UTF-8" />${languageTags}${consentTag}`, 'charset meta');
  html = replaceOnce(html, /<\/head>/, `${preload}${parts.head}${parts.styles}</head>`, '</head>');
  html = withNoscript(html, parts.noscript);
  html = withManifest(html, parts.lang);
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${parts.lang}" data-path="${escapeAttribute(parts.path)}">${parts.body}</div>`,
    'empty #root',
  );
  // The entry modules start after the first paint (the entry loader), from the end of <body>, in their order.
  const entry = [...html.matchAll(MODULE_SCRIPTS)].map((match) => match[1]!).join(' ');
  if (!entry) throw new Error('The page template has no entry module script');
  html = html.replace(MODULE_SCRIPTS, '');
  return replaceOnce(
    html,
    /<\/body>/,
    `<script ${ENTRY_ATTRIBUTE}="${escapeAttribute(entry)}">${scripts.entryLoader}</script></body>`,
    '</body>',
  );
}

/**
 * The app shell of a language space, served for the visitor-dependent routes (profile, wishlist,
 * payment outcomes...): nothing to hydrate, the app renders in the browser. The Portuguese shell runs
 * the language script too, so an English visitor's texts start loading at once.
 */
export function composeShell(
  template: string,
  lang: Language,
  texts: Record<Language, string>,
  noscript: string,
  scripts: InlineScripts,
): string {
  let html = replaceOnce(
    template,
    /<html\b[^>]*>/,
    `<html lang="${lang}" data-texts-en="${escapeAttribute(texts.en)}">`,
    '<html> tag',
  );
  const languageTags = lang === 'pt' ? languageHead(scripts) : '';
  html = replaceOnce(
    html,
    /<meta charset="UTF-8" \/>/i,
    `<meta charset="UTF-8" />${languageTags}<script>${scripts.consent}</script>`,
    'charset meta',
  );
  html = withNoscript(html, noscript);
  html = withManifest(html, lang);
  return replaceOnce(
    html,
    /<\/head>/,
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(texts[lang])}"></head>`,
    '</head>',
  );
}
