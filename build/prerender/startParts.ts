/**
 * The app's start in parts, a task each. A phone's main thread must not be held for long by one task, and
 * evaluating all of the app's modules at once was the longest task a page had. The largest libraries are
 * therefore entries of their own, run before the app's entry (src/main.tsx) as module scripts in order: each
 * evaluates its modules in a task of its own, the browser fetches them all at once, and the app's entry then
 * evaluates only what they have not. In the order they run; the bundler names each entry's file after its key.
 * src/app/boot/parts holds the parts; build/realBuild.test.ts checks the order and the share of each.
 */
export const START_PARTS = {
  'start-react-dom': 'src/app/boot/parts/reactDom.ts',
  'start-styles': 'src/app/boot/parts/styles.ts',
} as const;

/**
 * A module script of the built page template as Vite writes it (the parts of the start, then the app's entry,
 * in the order they run), with the white space after it; the address is the first group.
 */
export const MODULE_SCRIPTS = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;

/** The files of the parts' entries in a bundle, in the order they run. */
export function startPartFiles(bundle: Record<string, { type: string; fileName: string; name?: string; isEntry?: boolean }>) {
  return Object.keys(START_PARTS).map((name) => {
    const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry && output.name === name);
    if (!chunk) throw new Error(`The bundle has no entry ${name}`);
    return chunk.fileName;
  });
}
