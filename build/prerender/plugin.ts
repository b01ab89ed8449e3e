import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type * as EntryModule from './entry';
import type * as ManifestModule from './manifest';
import { UNPREFIXED_ENGLISH_DIR } from '../../src/app/boot/inline/contract.ts';
import type { InlineScripts } from '../inlineScripts.ts';
import { siteTexts } from '../content/translations.ts';
import { MODULE_SCRIPTS, START_PARTS, startPartFiles } from './startParts.ts';

/**
 * The build's second half: after the browser bundle is written, an SSR build of
 * build/prerender/entry.ts renders every public page once per language into dist/ as static HTML, plus
 * the two app shells, the two not-found pages, sitemap.xml, robots.txt, `_redirects` and the two web app
 * manifests; and each public page once more in English with the unprefixed space's links, for an English
 * visitor on a Portuguese address (UNPREFIXED_ENGLISH_DIR).
 * Also: the content-hashed translation files, and preloads of the two fonts in every page.
 */

type Language = 'pt' | 'en';
const LANGUAGES: Language[] = ['pt', 'en'];

/** The server bundle's exports (build/prerender/entry.ts). */
type Entry = typeof EntryModule;

/**
 * Content-hashed copies of the served translation files, by language: URL and source (the interface's texts of
 * public/locales/{lng}/translation.json with the catalogue's from content/, build/content/translations.ts).
 */
export function localeFiles(root: string): Record<Language, { url: string; fileName: string; source: string }> {
  const files = {} as Record<Language, { url: string; fileName: string; source: string }>;
  for (const lang of LANGUAGES) {
    const source = JSON.stringify(siteTexts(root, lang));
    const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 10);
    const fileName = `assets/translation.${lang}.${hash}.json`;
    files[lang] = { url: `/${fileName}`, fileName, source };
  }
  return files;
}

/** The translation files' URLs by language, as the browser bundle asks for them (`__LOCALE_URLS__`). */
export function localeUrls(root: string): Record<Language, string> {
  const files = localeFiles(root);
  return { pt: files.pt.url, en: files.en.url };
}

const FONT_FILES = [/figtree-latin-wght-normal.*\.woff2$/, /fraunces-latin-wght-normal.*\.woff2$/];

export function prerender(options: {
  root: string;
  mode: string;
  scripts: InlineScripts;
  /** Told the addresses of the pages written, in both language spaces (the service worker keeps only these). */
  onPages?: (addresses: string[]) => void;
}): Plugin {
  let resolved: ResolvedConfig;
  const locales = localeFiles(options.root);
  return {
    name: 'prerender',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    config() {
      // The page and the parts of the start (startParts.ts), each an entry of the browser bundle.
      const parts = Object.fromEntries(Object.entries(START_PARTS).map(([name, file]) => [name, path.join(options.root, file)]));
      return { build: { rolldownOptions: { input: { index: path.join(options.root, 'index.html'), ...parts } } } };
    },
    configResolved(config) {
      resolved = config;
    },
    generateBundle() {
      for (const lang of LANGUAGES) {
        this.emitFile({ type: 'asset', fileName: locales[lang].fileName, source: locales[lang].source });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) => FONT_FILES.some((font) => font.test(file)));
        const tags = fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
        if (!context.bundle) return tags;
        // The parts of the start, right before the app's entry (startParts.ts): module scripts run in document order.
        const parts = startPartFiles(context.bundle)
          .map((file) => `<script type="module" crossorigin src="/${file}"></script>`)
          .join('');
        // The template's only module script is the app's entry: the parts go before it.
        const entry = new RegExp(MODULE_SCRIPTS.source);
        if (!entry.test(html)) throw new Error('The built page template has no entry module script');
        return { html: html.replace(entry, (script) => `${parts}${script}`), tags };
      },
    },
    async closeBundle() {
      const outDir = path.resolve(resolved.root, resolved.build.outDir);
      const templatePath = path.join(outDir, 'index.html');
      if (!fs.existsSync(templatePath)) return;
      const started = Date.now();
      // Its own folder per build: builds may run side by side (the e2e suite builds two at once).
      const serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
      try {
        await build({
          root: resolved.root,
          mode: options.mode,
          configFile: resolved.configFile,
          logLevel: 'warn',
          build: {
            ssr: path.join(options.root, 'build/prerender/entry.ts'),
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            sourcemap: false,
            minify: false,
            // One file set run once by this plugin, never downloaded: its size does not matter.
            chunkSizeWarningLimit: 100_000,
          },
        });
        const entry = (await import(pathToFileURL(path.join(serverDir, 'entry.js')).href)) as Entry;
        const count = await renderSite(entry, outDir, fs.readFileSync(templatePath, 'utf8'));
        options.onPages?.(entry.pageAddresses());
        resolved.logger.info(
          `  Prerendered ${count} pages in ${Date.now() - started} ms (public origin ${entry.config.siteUrl}).`,
        );
      } finally {
        fs.rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };

  /** Writes every page of both languages, the shells, the not-found pages and the host files. */
  async function renderSite(entry: Entry, outDir: string, template: string): Promise<number> {
    const texts = Object.fromEntries(LANGUAGES.map((lang) => [lang, JSON.parse(locales[lang].source)])) as Record<
      Language,
      Record<string, unknown>
    >;
    const textUrls = { pt: locales.pt.url, en: locales.en.url };
    const write = (file: string, content: string) => {
      const target = path.join(outDir, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, content);
    };
    let count = 0;
    for (const lang of LANGUAGES) {
      const prefix = lang === 'en' ? '/en' : '';
      const dir = lang === 'en' ? 'en/' : '';
      // Each public page, then the not-found page (rendered at an address no route has).
      const pages = [
        ...entry.sitePages().map((page) => ({ path: page.path, file: entry.fileOf(`${prefix}${page.path}`) })),
        { path: '/404', file: `${dir}404.html` },
      ];
      for (const page of pages) {
        const rendered = await entry.renderPage(`${prefix}${page.path}`, lang, texts);
        const noscript = noscriptText(texts[lang], 'page');
        // A Portuguese public page names its English version at the same address, for an English visitor
        // (the language script): rendered in English with the unprefixed space's links, as the app renders it there.
        let englishPage: string | undefined;
        if (lang === 'pt' && page.path !== '/404') {
          englishPage = `${UNPREFIXED_ENGLISH_DIR}${page.path === '/' ? '/' : page.path}`;
          const english = await entry.renderPage(page.path, 'en', texts, null);
          write(
            entry.fileOf(englishPage),
            entry.composeDocument(
              template,
              {
                lang: 'en',
                path: page.path,
                ...english,
                texts: textUrls,
                noscript: noscriptText(texts.en, 'page'),
              },
              options.scripts,
            ),
          );
          count += 1;
        }
        write(
          page.file,
          entry.composeDocument(
            template,
            { lang, path: page.path, ...rendered, texts: textUrls, englishPage, noscript },
            options.scripts,
          ),
        );
        count += 1;
      }
      const shell = entry.composeShell(template, lang, textUrls, noscriptText(texts[lang], 'app'), options.scripts);
      write(`${dir}app.html`, shell);
    }
    const origin = entry.config.siteUrl;
    write('sitemap.xml', entry.sitemapXml(entry.sitePages(), origin));
    write('robots.txt', entry.robotsTxt(origin));
    write('_redirects', entry.redirectRules(entry.shellRoutes(entry.config.useMocks)));
    for (const lang of LANGUAGES) write(entry.manifestPath(lang).slice(1), entry.manifestFor(lang, texts[lang]));
    return count;
  }
}

/**
 * The translations' line for visitors without JavaScript: `page` on a prerendered page (readable, but buying,
 * signing in and sending need JavaScript), `app` in the app shell (nothing to read without it).
 */
function noscriptText(texts: Record<string, unknown>, kind: 'page' | 'app'): string {
  const group = texts.noscript;
  const text = typeof group === 'object' && group !== null ? (group as Record<string, unknown>)[kind] : undefined;
  if (typeof text !== 'string' || text === '') throw new Error(`The translations have no noscript.${kind}`);
  return text;
}

/**
 * The dev server's copy of the two web app manifests the build writes, so the template's
 * `<link rel="manifest">` is answered in `npm start` too.
 */
export function devManifests(options: { root: string }): Plugin {
  return {
    name: 'dev-manifests',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const lang = req.url === '/manifest.webmanifest' ? 'pt' : req.url === '/en/manifest.webmanifest' ? 'en' : null;
        if (!lang) return next();
        const texts = siteTexts(options.root, lang);
        server
          .ssrLoadModule('/build/prerender/manifest.ts')
          .then((mod) => {
            res.setHeader('Content-Type', 'application/manifest+json');
            res.end((mod as typeof ManifestModule).manifestFor(lang, texts as Record<string, unknown>));
          })
          .catch(next);
      });
    },
  };
}
