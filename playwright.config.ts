import { defineConfig } from '@playwright/test';
import { SHIPPED_CATALOGUE_DIR } from './build/content/shippedCatalogue.ts';
import { testChromiumArgs, testChromiumPath } from './src/e2e/chromium.ts';

const PORT = 4173;
/** The real-backend build (no mocks), for the smoke suite in real.spec.ts; its API is answered by routes. */
const REAL_PORT = 4174;
const REAL_API = 'http://localhost:4175';
/**
 * The builds `npm test` made for this run (.ci/scripts/test-sites.mjs: demo, and api for REAL_API), served
 * as they are; without TEST_SITES each web server builds its own.
 */
const sites = process.env.TEST_SITES;
/**
 * The catalogue as shipped, never the educator's live content/: read by the web servers' own builds (as by the
 * shared ones) and copied by the admin's test, here and in every worker, which load this file too.
 */
process.env.CONTENT_DIR = SHIPPED_CATALOGUE_DIR;

/**
 * The whole browser (Chromium 156), when it runs the suite (a machine without Debian's headless shell,
 * src/e2e/chromium.ts), preloads the omnibox popup (a WebUI page in its own renderer) for every window, that
 * is for every test's context, headless or not; about a third of a second of CPU per test on these cores.
 * Chromium keeps only the last --disable-features switch, so Playwright's own list (as of 1.65) is
 * repeated here with the omnibox popup features added; check it when Playwright is upgraded
 * (chrome://version, or `ps` while a test runs, shows the switch).
 */
const DISABLED_FEATURES = [
  // Playwright 1.65's defaults.
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
  // The omnibox popup WebUI.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/** End-to-end tests against the production build with the mock backend, in Debian's Chromium (src/e2e/chromium.ts). */
export default defineConfig({
  testDir: './src/e2e',
  // Budgets for a slow, busy 2-core machine, not for a hang: a journey there can take several times what it
  // takes on a quiet one. A test that waits for something that never comes still fails, only later. One
  // budget for every test; the one test that makes a production build of its own (admin.spec.ts) is marked
  // slow (three budgets).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: testChromiumPath,
      args: [...testChromiumArgs, `--disable-features=${DISABLED_FEATURES.join(',')}`],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
  },
  // Every behaviour runs once, at 1280 px. The 390 px project runs only what differs on a phone: tests
  // tagged '@mobile' (phone only: mobile menu, touch swipe) and '@both' (layout, sticky header, axe where
  // the layout differs materially), so no test builds a context only to skip itself.
  // (Desktop first: its longer tests start early and the short phone tests fill the end of the run.)
  projects: [
    {
      name: 'desktop',
      testIgnore: /real\.spec\.ts/,
      grepInvert: /@mobile/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: /real\.spec\.ts/,
      grep: /@mobile|@both/,
      use: { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
    },
    {
      name: 'real',
      testMatch: /real\.spec\.ts/,
      use: { baseURL: `http://localhost:${REAL_PORT}`, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // The demo build (mock backend), served under the shipped security headers; with it, on a port of its own,
      // the web admin's site (built because a repository is named), which src/e2e/admin.spec.ts opens.
      command: sites
        ? `npx vite preview --outDir ${sites}/demo --port ${PORT} --strictPort`
        : `npx vite build --mode demo --logLevel warn && npx vite preview --port ${PORT} --strictPort`,
      url: `http://localhost:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // The settings .ci/scripts/test-sites.mjs builds its demo with.
      env: { VITE_CMS_REPO: 'example/ot-educator-site' },
    },
    {
      command: sites
        ? `npx vite preview --outDir ${sites}/api --port ${REAL_PORT} --strictPort`
        : `npx vite build --outDir dist-real --logLevel warn && ` +
          `npx vite preview --outDir dist-real --port ${REAL_PORT} --strictPort`,
      url: `http://localhost:${REAL_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // Those of test-sites.mjs' api build: a real build names its public origin.
      env: { VITE_API_BASE_URL: REAL_API, VITE_SITE_URL: 'https://www.example.test' },
    },
  ],
});
