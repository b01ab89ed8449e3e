import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that starts with this comment has every function
 * compiled as the file is loaded, on a background thread while it streams in, instead of each one on the main
 * thread the first time it is called. Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface ChunkLike {
  type: 'chunk';
  code: string;
  map?: { mappings: string } | null;
}
type BundleLike = Record<string, ChunkLike | { type: 'asset' }>;

/** Puts the hint at the top of every JavaScript chunk of the bundle (once); a source map gets the extra line too. */
export function hintChunks(bundle: BundleLike): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = COMPILE_HINT + chunk.code;
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  }
}

/**
 * Every chunk of the browser build gets the hint (#33). A file this site loads is run at once: the start-up
 * parts as the page starts (src/main.tsx), a page's or a feature's chunk when it is asked for. Compiled lazily,
 * the start's functions were compiled on the main thread as each was first called: about 140 ms of the main
 * thread at 1x CPU on the home page (V8.CompileCode and V8.ParseFunction in a trace), inside the tasks that
 * hydrate it; with the hint, about 16 ms, the rest done on a background thread while the files download.
 * The cost is bytecode for functions that never run (memory), and background work. The prerender's server
 * build is left as it is.
 */
export function compileHints(): Plugin {
  let ssr = false;
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (!ssr) hintChunks(bundle as unknown as BundleLike);
    },
  };
}
