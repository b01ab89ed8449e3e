import type { Plugin } from 'vite';

/** What src/main.tsx holds in place of the list of files, until the build writes the list in. */
export const START_PARTS_PLACEHOLDER = '__START_PART_FILES__';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  /** The modules in the chunk (the HTML entry's chunk has index.html as its facade, src/main.tsx inside). */
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  code: string;
}
type BundleLike = Record<string, ChunkLike | { type: 'asset' }>;

/**
 * The files the entry's parts need (#33): each part the entry imports dynamically, and every file those
 * import statically, in a stable order, as addresses from the site's root. The entry itself is not in it.
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

/**
 * Writes into the entry chunk (src/main.tsx) the addresses of the files of its parts, so that it can ask
 * for all of them at once (modulepreload: fetched and compiled, not run) and then run them one task at a
 * time. Without the list (dev server) each part is fetched when its turn comes.
 */
export function startPartsPreload(entrySource: string): Plugin {
  return {
    name: 'start-parts-preload',
    apply: 'build',
    generateBundle(options, bundle) {
      if (options.format !== 'es') return;
      const chunks = bundle as unknown as BundleLike;
      const entry = Object.values(chunks).find(
        (chunk): chunk is ChunkLike => chunk.type === 'chunk' && chunk.isEntry && chunk.moduleIds.includes(entrySource),
      );
      if (!entry) return;
      const placeholder = new RegExp(`\\[\\s*(["'\`])${START_PARTS_PLACEHOLDER}\\1\\s*\\]`);
      if (!placeholder.test(entry.code)) this.error(`The entry ${entry.fileName} has no ${START_PARTS_PLACEHOLDER} list.`);
      entry.code = entry.code.replace(placeholder, JSON.stringify(startPartFiles(chunks, entry)));
    },
  };
}
