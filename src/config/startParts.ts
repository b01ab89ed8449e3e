import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
}
type BundleLike = Record<string, ChunkLike | { type: 'asset' }>;

/** What the bundler knows of a module: its static and dynamic imports. */
interface ModuleInfoLike {
  readonly importedIds: readonly string[];
  readonly dynamicallyImportedIds: readonly string[];
}

/**
 * The modules the app starts with (#33): what the entry imports, statically or as its parts (src/main.tsx
 * imports its parts dynamically, to run each in a task of its own), and everything those import statically.
 * Not the entry itself, nor the pages the app imports on demand.
 */
export function startModuleIds(entry: string, info: (id: string) => ModuleInfoLike | null | undefined): Set<string> {
  const ids = new Set<string>();
  const visit = (id: string) => {
    if (ids.has(id) || id === entry) return;
    ids.add(id);
    info(id)?.importedIds.forEach(visit);
  };
  const root = info(entry);
  root?.importedIds.forEach(visit);
  root?.dynamicallyImportedIds.forEach(visit);
  return ids;
}

/**
 * The start-up code in one file (#33). Each file of the start cost the phone's main thread twice, in tasks of
 * their own: as its request was made (Chromium starts a fetch as the preload link goes in: 25 links were 27-37
 * ms of a start at 1x CPU) and as it arrived (module record, linking). One file is one request, compiled off
 * the main thread as it streams in (src/config/compileHints.ts); the bundler's runtime helpers (module wrappers,
 * interop, under 1 KB) stay a file of their own, which the bundler does not let a group take.
 *
 * The parts are still run one per task: with `strictExecutionOrder` every module of the file is wrapped
 * in an initialiser that runs when it is first imported, not when the file is, so the entry's `import()` of a
 * part runs only that part's modules not run yet, as before. Browser build only: the prerender's bundle runs once,
 * on the build machine.
 */
export function startChunk(entrySource: string): Plugin {
  let ssr = false;
  let ids = new Set<string>();
  return {
    name: 'start-chunk',
    apply: 'build',
    configResolved(resolved) {
      ssr = Boolean(resolved.build.ssr);
    },
    buildEnd() {
      if (!ssr) ids = startModuleIds(entrySource, (id) => this.getModuleInfo(id));
    },
    outputOptions(options) {
      if (ssr) return null;
      return {
        ...options,
        strictExecutionOrder: true,
        codeSplitting: { groups: [{ name: 'start', test: (id: string) => ids.has(id) }] },
      };
    },
  };
}

/**
 * The files the entry's parts need: each part the entry imports dynamically, and every file those import
 * statically, in a stable order, as addresses from the site's root. The entry itself is not in it. With the
 * start in one file (startChunk), that file.
 */
export function startPartFiles(bundle: BundleLike, entry: ChunkLike, base = '/'): string[] {
  const files: string[] = [];
  const seen = new Set<string>([entry.fileName]);
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk') return;
    chunk.imports.forEach(visit);
    files.push(`${base}${fileName}`);
  };
  entry.dynamicImports.forEach(visit);
  return files;
}
