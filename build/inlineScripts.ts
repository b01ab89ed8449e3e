import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { projectAliases } from './vite/aliases.ts';

/**
 * The served page's inline scripts, written as TypeScript modules under src/app/boot/inline/ (each one's
 * default export runs with the page's window). The build compiles each into one minified classic script
 * (an IIFE); the prerender writes that text into the pages and the deploy headers allow exactly that text by
 * its SHA-256 in the Content-Security-Policy. vite.config.ts compiles them once and hands the same texts to
 * both, and `vite preview` hashes the same texts, so what is served and what the policy allows cannot drift.
 */
export const INLINE_SCRIPTS = {
  /** In the head of Portuguese pages and shells: an English visitor's page in English before it paints. */
  language: 'src/app/boot/inline/language.ts',
  /** In the head of every page and shell: the prerendered cookie banner shown to an undecided visitor. */
  consent: 'src/app/boot/inline/consent.ts',
  /**
   * In the head of every prerendered page: taps, sends and typing held until the app has started; images
   * that fail before their part of the page has hydrated get their stand-in or are hidden.
   */
  earlyEvents: 'src/app/boot/inline/earlyEvents.ts',
  /** At the end of every prerendered page's body: the app's entry module started after the first paint. */
  entryLoader: 'src/app/boot/inline/entryLoader.ts',
} as const;

export type InlineScriptName = keyof typeof INLINE_SCRIPTS;
export type InlineScripts = Record<InlineScriptName, string>;

/** Every inline script, compiled (independent builds, run side by side). */
export async function compileInlineScripts(root: string): Promise<InlineScripts> {
  const names = Object.keys(INLINE_SCRIPTS) as InlineScriptName[];
  const texts = await Promise.all(names.map((name) => compileInlineScript(root, INLINE_SCRIPTS[name])));
  return Object.fromEntries(names.map((name, i) => [name, texts[i]])) as InlineScripts;
}

/**
 * One module as a minified IIFE that calls its default export with `window`: a Vite library build of a small
 * entry that imports it, with the project's aliases and the app's browser targets, kept in memory.
 */
export async function compileInlineScript(root: string, file: string): Promise<string> {
  const module = path.resolve(root, file);
  // Not a file: the entry exists only in this build (the plugin below answers for it).
  const entry = `${module}?inline-script`;
  const runIt: Plugin = {
    name: 'inline-script-entry',
    enforce: 'pre',
    resolveId: (id) => (id === entry ? id : null),
    load: (id) => (id === entry ? `import run from ${JSON.stringify(module)};\nrun(window);\n` : null),
  };
  const result = await build({
    configFile: false,
    envDir: false,
    publicDir: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    resolve: { alias: projectAliases(root) },
    plugins: [runIt],
    build: {
      write: false,
      minify: true,
      target: browserslistToEsbuild(),
      reportCompressedSize: false,
      lib: { entry, formats: ['iife'], name: 'inlineScript' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files = outputs.flatMap((output) => output.output);
  const [chunk] = files;
  if (files.length !== 1 || chunk?.type !== 'chunk') {
    throw new Error(`${file}: an inline script must compile to one file of code, got ${files.map((f) => f.fileName).join(', ')}`);
  }
  return chunk.code.trim();
}
