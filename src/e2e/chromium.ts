/** Debian's Chromium, and flags that keep it headless, quiet and off the network on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
