import fs from 'node:fs';

/**
 * Debian's Chromium, the whole browser: the one a visitor has. A test that needs what only the whole browser
 * has (the back/forward cache) launches it, as do QA's run of the built Storybook and the benchmarks.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium headless, quiet and off the network on these machines. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  // No page here draws with a GPU (--disable-gpu): the compositor's software process runs as a thread of the
  // browser process instead, which measured about 7% less CPU for the e2e suite (no process, no IPC hop).
  '--in-process-gpu',
  // Nothing leaves localhost: every other host name fails to resolve (net::ERR_NAME_NOT_RESOLVED), which the
  // e2e fixtures record as a problem. Cheaper than a catch-all `page.route`, which sends every request of
  // every page through the test runner (about a sixth of the e2e suite's time).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
];

/**
 * The browser `npm test` runs the e2e suite and the stories in: Debian's headless shell of the same Chromium
 * release (package `chromium-headless-shell`), the same engine (Blink, V8, the network stack, service workers)
 * without the whole browser's own layer (tabs, the omnibox, the profile's services), which every test's page
 * pays for in CPU (docs/decisions/0044-less-work-per-ci-run.md). It has no back/forward cache. Without the
 * package, or with CHROMIUM_PATH set, the whole browser.
 */
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const testChromiumPath =
  process.env.CHROMIUM_PATH === undefined && fs.existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : chromiumPath;
export const testChromiumArgs = [
  ...chromiumArgs,
  // The whole browser hints text as the machine's font settings say (fontconfig's default: slight); the
  // headless shell reads no such setting and takes this switch instead (the whole browser ignores it), so both
  // draw text alike and the visual baselines hold in either.
  '--font-render-hinting=slight',
];
