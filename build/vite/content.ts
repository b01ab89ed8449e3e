import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { CONTENT_PROBLEMS_URL } from '../../src/admin/endpoints.ts';
import { ContentError, contentDir, loadCatalogue, readCatalogue, type Catalogue } from '../content/load.ts';
import { readRecord, imageSize, responsiveImage, type ImageAsset, type MadeFile } from '../content/images.ts';
import { LANGUAGES, interfaceTexts, mergeCatalogue, siteTexts, type Language } from '../content/translations.ts';

/**
 * The catalogue's one loader (content/, or CONTENT_DIR): in the app build, the dev server, Storybook (dev and
 * static), Vitest (both projects), the prerender and the asset generators alike.
 * - `virtual:content/<type>` and `virtual:content/images` (read by src/data): the structured fields only, and
 *   every responsive image's size and srcsets; the texts never enter the JavaScript.
 * - /locales/<lng>/translation.json: the interface's texts with the catalogue's merged under `catalog`, from a
 *   middleware in a dev server and as a written file in a build; an import of public/locales/<lng>/translation.json
 *   gets the same merged texts.
 * - The responsive copies made for new or changed images (build/content/images.ts): served by the dev server,
 *   written by the build at their addresses.
 * A content file that fails its check stops the build (buildStart) with every problem, file and field named. A
 * dev server for people (`npm start`, `npm run cms`, Storybook; not the test runners) keeps serving instead:
 * the files that pass, the problems printed in its terminal and listed at CONTENT_PROBLEMS_URL, which the web
 * admin shows, so a bad save is fixed where it was made rather than by hand in the file.
 */

/**
 * One module per content type (`virtual:content/books`...) and one for the images (`virtual:content/images`), so
 * the bundler puts each beside the pages that use it, as it did the data files they replace.
 */
const VIRTUAL_PREFIX = 'virtual:content/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;
const LOCALE_URL = /^\/locales\/(pt|en)\/translation\.json(?:\?.*)?$/;

interface State {
  catalogue: Catalogue;
  /** What a lenient read left out (empty in a build, which stops instead). */
  problems: string[];
  images: Record<string, ImageAsset>;
  made: Map<string, MadeFile>;
}

export function content(options: {
  root: string;
  /** Whether a build writes the served translation files and the made images (the site's build does; a build of the admin, which reads the site's, does not). */
  writeAssets?: boolean;
}): Plugin {
  const { root } = options;
  const localeFile = (lng: Language) => path.join(root, 'public/locales', lng, 'translation.json');
  let state: Promise<State> | undefined;
  let lenient = false;
  const load = () => (state ??= prepare(root, lenient));
  const merged = async (lng: Language) =>
    JSON.stringify(mergeCatalogue(interfaceTexts(root, lng), (await load()).catalogue, lng));
  let ssr = false;

  return {
    name: 'content',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      lenient = config.command === 'serve' && !process.env.VITEST;
    },
    async buildStart() {
      // A fresh read per build (and per dev server start): a bad file fails here, before anything is bundled.
      state = undefined;
      const { catalogue, problems } = await load();
      for (const file of catalogue.files) this.addWatchFile(file);
      if (problems.length) this.warn(problemsReport(problems));
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id.startsWith(RESOLVED_PREFIX)) {
        const { catalogue, images } = await load();
        const name = id.slice(RESOLVED_PREFIX.length);
        if (name === 'images') {
          // An image's address is its key: its `src` is written only where it differs (a made WebP).
          const compact = Object.fromEntries(
            Object.entries(images).map(([address, { src, ...rest }]) => [address, src === address ? rest : { src, ...rest }]),
          );
          return `export default ${JSON.stringify(compact)};\n`;
        }
        if (!(name in catalogue.data)) throw new Error(`${id.slice(1)}: no such content type`);
        return `export default ${JSON.stringify(catalogue.data[name as keyof typeof catalogue.data])};\n`;
      }
      const file = id.split('?')[0]!;
      const lng = LANGUAGES.find((candidate) => path.resolve(file) === localeFile(candidate));
      return lng ? await merged(lng) : undefined;
    },
    configureServer(server) {
      watchContent(server, () => {
        state = undefined;
        // Read again at once, so the terminal says what the change did to the catalogue.
        load()
          .then(({ problems }) => {
            if (problems.length) server.config.logger.warn(problemsReport(problems), { timestamp: true });
          })
          .catch((error: unknown) => server.config.logger.error(String(error)));
      });
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '';
        if (url.split('?')[0] === CONTENT_PROBLEMS_URL) {
          load()
            .then(({ problems }) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-store');
              res.end(JSON.stringify({ problems }));
            })
            .catch(next);
          return;
        }
        const locale = LOCALE_URL.exec(url);
        if (locale) {
          merged(locale[1] as Language)
            .then((body) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(body);
            })
            .catch(next);
          return;
        }
        if (!url.startsWith('/images/')) return next();
        load()
          .then(({ made }) => {
            const copy = made.get(decodeURIComponent(url.split('?')[0]!));
            if (!copy) return next();
            res.setHeader('Content-Type', copy.address.endsWith('.avif') ? 'image/avif' : 'image/webp');
            res.end(fs.readFileSync(copy.file));
          })
          .catch(next);
      });
    },
    async generateBundle() {
      if (ssr || options.writeAssets === false) return;
      // Over the copies of public/: the served translation files are the merged ones.
      for (const lng of LANGUAGES)
        this.emitFile({ type: 'asset', fileName: `locales/${lng}/translation.json`, source: await merged(lng) });
      for (const copy of (await load()).made.values())
        this.emitFile({ type: 'asset', fileName: copy.address.slice(1), source: fs.readFileSync(copy.file) });
    },
  };
}

/** The build's own report of the problems, and what the dev server does meanwhile. */
function problemsReport(problems: string[]): string {
  return `${new ContentError(problems).message}\nThe dev server serves the catalogue without these files until they are fixed.`;
}

/**
 * The catalogue, checked, and the size and responsive set of every image the site shows at several widths.
 * Lenient: the files that pass, and the problems of the others.
 */
async function prepare(root: string, lenient: boolean): Promise<State> {
  const { problems, ...catalogue } = lenient
    ? readCatalogue(contentDir(root), { root })
    : { ...loadCatalogue(contentDir(root), { root }), problems: [] };
  const record = readRecord(root);
  const responsive = new Set(Object.keys(record));
  const posters = new Set<string>();
  for (const items of Object.values(catalogue.data) as Record<string, unknown>[][])
    for (const item of items) {
      if (typeof item.image === 'string') responsive.add(item.image);
      if (typeof item.poster === 'string') posters.add(item.poster);
    }
  const images: Record<string, ImageAsset> = {};
  const made = new Map<string, MadeFile>();
  for (const address of [...responsive].sort()) {
    const result = await responsiveImage(root, address, record);
    images[address] = result.asset;
    for (const copy of result.made) made.set(copy.address, copy);
  }
  // A video's poster is its first frame, shown at the video's size: no smaller copies.
  for (const address of posters) images[address] = { src: address, ...(await imageSize(path.join(root, 'public', address))) };
  return { catalogue, problems, images, made };
}

/** A change under the content folder (an edit, an upload through the admin) reloads the catalogue and the page. */
function watchContent(server: ViteDevServer, reset: () => void) {
  const dir = contentDir(server.config.root);
  server.watcher.add(dir);
  const onChange = (file: string) => {
    if (!path.resolve(file).startsWith(dir + path.sep)) return;
    reset();
    const modules = [...server.moduleGraph.idToModuleMap.values()].filter((module) => module.id?.startsWith(RESOLVED_PREFIX));
    // The imports of the translation files (Storybook's texts) merge the catalogue too.
    for (const lng of LANGUAGES)
      modules.push(
        ...(server.moduleGraph.getModulesByFile(path.join(server.config.root, 'public/locales', lng, 'translation.json')) ?? []),
      );
    for (const module of modules) server.moduleGraph.invalidateModule(module);
    server.ws.send({ type: 'full-reload' });
  };
  server.watcher.on('change', onChange);
  server.watcher.on('add', onChange);
  server.watcher.on('unlink', onChange);
}

/** Where Storybook's preview fetches each language's served texts (its `__LOCALE_URLS__`). */
export const storybookTextsUrls = Object.fromEntries(LANGUAGES.map((lng) => [lng, `/storybook-texts/${lng}.json`]));

/**
 * Storybook's copy of the served translation files, at addresses of their own: Storybook serves and copies
 * public/ itself (the interface's texts only), so the merged texts live where public/ has nothing to shadow
 * or overwrite them. Read afresh on each request in dev, written once in a static build.
 */
export function storybookTexts(options: { root: string }): Plugin {
  const body = (lng: Language) => JSON.stringify(siteTexts(options.root, lng));
  return {
    name: 'storybook-texts',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const lng = LANGUAGES.find((candidate) => (req.url ?? '').split('?')[0] === storybookTextsUrls[candidate]);
        if (!lng) return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(body(lng));
      });
    },
    generateBundle() {
      for (const lng of LANGUAGES)
        this.emitFile({ type: 'asset', fileName: storybookTextsUrls[lng]!.slice(1), source: body(lng) });
    },
  };
}
