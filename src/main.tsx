/**
 * The entry. It imports nothing of the app's but a one-line helper: the app's code (about 210 KB of JavaScript, gzip) is evaluated in
 * parts, each in a task of its own, with the main thread given back in between. Imported from here in one
 * piece, the whole module graph was evaluated in one task of ~80 ms on a fast laptop (~300 ms with the CPU
 * slowed 4x, as on a phone), during which a tap could not even be recorded (#33).
 *
 * The parts' code is one file (src/config/startParts.ts, startChunk), fetched once and compiled as it streams
 * in; each module in it runs when first imported. The order is the dependency order: each part's own imports
 * are parts already run, so each step runs only its new modules. The last part is the app itself
 * (src/app/start.tsx).
 */
import type { boot } from '@/app/start';
import { yieldToMain } from '@/lib/yieldToMain';

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

async function start() {
  let app: unknown;
  for (const load of parts) {
    app = await load();
    await yieldToMain();
  }
  await (app as { boot: typeof boot }).boot();
}

void start();
