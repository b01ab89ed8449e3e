/**
 * The entry. It imports nothing of the app's but a one-line helper: the app's code (about 200 KB of JavaScript, gzip) is evaluated in
 * parts, each in a task of its own, with the main thread given back in between. Imported from here in one
 * piece, the whole module graph was evaluated in one task of ~80 ms on a fast laptop (~300 ms with the CPU
 * slowed 4x, as on a phone), during which a tap could not even be recorded (#33).
 *
 * The build writes in the files of every part (src/config/startParts.ts): they are all asked for at once
 * as `modulepreload` (downloaded and compiled, not run), so the parts come in parallel, and then run one
 * by one. The order is the dependency order: each part's own imports are parts already run, so each step
 * runs only its new modules. The last part is the app itself (src/app/start.tsx).
 */
import type { boot } from '@/app/start';
import { yieldToMain } from '@/lib/yieldToMain';

const PART_FILES: readonly string[] = ['__START_PART_FILES__'];

// App modules, not libraries: importing a library's whole namespace would keep every export of it (React
// Router's alone is ~30 KB gzip more); each module here keeps only what the app uses of its libraries. The
// exceptions are small libraries the app uses nearly all of (@xstate/react).
const parts = [
  () => import('react-dom/client'),
  () => import('@/theme'),
  // Before styled-components is evaluated: the served rules are set aside for it to take over as they are,
  // instead of reading them back and inserting them again (src/theme/servedStyles.ts).
  () => import('@/theme/servedStyles').then((styles) => styles.prepareStyleHandOver()),
  // styled-components, its first sheet reading the served groups and names (rehydration), a task of its own.
  () => import('@/app/AppProviders'),
  () => import('@/i18n'),
  () => import('@/app/router'),
  () => import('@/components/ui'),
  // XState (its own chunk) before the features whose machines it runs.
  () => import('@xstate/react'),
  () => import('@/features/auth'),
  () => import('@/features/commerce'),
  () => import('@/components/layout'),
  () => import('@/app/App'),
  () => import('@/app/routes'),
  () => import('@/app/start'),
] as const;

/**
 * How many preload links one task adds. Each costs the main thread about half a millisecond (Chromium starts
 * its fetch as the element is inserted): all 25 at once were a single 17-34 ms task at 1x CPU, in the
 * middle of the start (#33). In batches the fetches still start within a few milliseconds of each other.
 */
const PRELOADS_PER_TASK = 3;

/** Asks for every part's file now, a few per task (not in the dev server, which has no list). */
async function preloadParts() {
  if (PART_FILES.some((file) => file.startsWith('__'))) return;
  for (let first = 0; first < PART_FILES.length; first += PRELOADS_PER_TASK) {
    const links = document.createDocumentFragment();
    for (const file of PART_FILES.slice(first, first + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      // The entry is fetched with CORS (crossorigin="anonymous"): its imports reuse a preload only in the same mode.
      link.crossOrigin = 'anonymous';
      link.href = file;
      links.append(link);
    }
    document.head.append(links);
    await yieldToMain();
  }
}

async function start() {
  // The first batch holds the first part's files (the list is in the order the parts run).
  void preloadParts();
  let app: unknown;
  for (const load of parts) {
    app = await load();
    await yieldToMain();
  }
  await (app as { boot: typeof boot }).boot();
}

void start();
