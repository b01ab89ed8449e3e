/**
 * Which end-to-end specs (src/e2e) walk which part of the site, for `npm run test:changed`. Each entry names
 * folders (ending in '/') or files, and the specs a change to anything under them starts; a file starts the
 * specs of every entry it falls under. '*' is every spec. The end-to-end specs reach the source through
 * addresses, not imports, so this map is written by hand; `e2e-map.test.mjs` keeps it honest: every path it
 * names exists, every spec it names exists and is named, and every source file (src/, build/, mocks/, machines/) is
 * either mapped or listed in NO_E2E, so a new folder fails the test until it is placed here.
 */

/** @type {Array<[string[], string[]]>} */
export const E2E_MAP = [
  // Anything shared by every page, or the test harness itself: every spec.
  [
    [
      'machines/',
      'src/lib/',
      'src/data/',
      'content/',
      'src/main.tsx',
      'mocks/browser.ts',
      'mocks/db.ts',
      'mocks/jwt.ts',
      'mocks/scenarios.ts',
      'mocks/handlers/index.ts',
      'src/e2e/fixtures.ts',
      'src/e2e/chromium.ts',
      'playwright.config.ts',
      'index.html',
      'package-lock.json',
    ],
    ['*'],
  ],
  // Every route's visit (heading, title, axe) lives in shell.spec.ts.
  [
    [
      'src/pages/',
      'src/app/',
      'src/components/layout/',
      'src/components/ui/',
      'src/features/consent/',
      'src/features/navigation/',
      'src/features/toasts/',
      'src/theme/',
      'src/i18n/',
      'src/seo/',
      'public/locales/',
    ],
    ['shell.spec.ts'],
  ],
  [
    [
      'src/pages/home/',
      'src/pages/contact/',
      'src/components/home/',
      'src/components/contact/',
      'src/features/contact/',
      'src/features/home/',
      'mocks/handlers/contact.ts',
    ],
    ['home.spec.ts'],
  ],
  [
    [
      'src/pages/login/',
      'src/pages/register/',
      'src/pages/recovery/',
      'src/pages/reset/',
      'src/pages/profile/',
      'src/pages/mock/',
      'src/components/auth/',
      'src/features/auth/',
      'mocks/handlers/auth.ts',
      'mocks/handlers/breach.ts',
      'mocks/handlers/mailbox.ts',
      'mocks/handlers/profile.ts',
    ],
    ['accounts.spec.ts'],
  ],
  [
    [
      'src/pages/login/',
      'src/pages/register/',
      'src/features/auth/',
      'src/api/',
      'src/i18n/',
      'mocks/handlers/auth.ts',
      'mocks/handlers/messages.ts',
    ],
    ['serverLanguage.spec.ts'],
  ],
  [
    [
      'src/pages/cart/',
      'src/pages/wishlist/',
      'src/pages/payment/',
      'src/pages/book/',
      'src/pages/course/',
      'src/pages/mock/',
      'src/components/commerce/',
      'src/components/catalog/',
      'src/features/commerce/',
      'src/features/catalogue/',
      'src/features/mockCheckout/',
      'src/features/toasts/',
      'mocks/handlers/payment.ts',
    ],
    ['commerce.spec.ts'],
  ],
  [
    [
      'src/pages/about/',
      'src/pages/book/',
      'src/pages/course/',
      'src/pages/dashboard/',
      'src/pages/immersion/',
      'src/pages/launch/',
      'src/pages/legal/',
      'src/pages/mentorship/',
      'src/pages/not-found/',
      'src/pages/publications/',
      'src/pages/values/',
      'src/components/catalog/',
      'src/components/content/',
      'src/features/content/',
    ],
    ['content.spec.ts'],
  ],
  [
    [
      'src/app/scroll/',
      'src/pages/mentorship/',
      'src/pages/publications/',
      'src/components/content/',
      'src/features/content/',
      'src/features/navigation/',
    ],
    ['navigation.spec.ts'],
  ],
  [
    [
      'build/prerender/',
      'src/seo/',
      'src/i18n/',
      'src/theme/',
      'src/app/boot/',
      'src/app/head/',
      'src/app/layout/',
      'public/locales/',
    ],
    ['languages.spec.ts'],
  ],
  [
    ['build/prerender/', 'src/app/boot/', 'src/lib/Island.tsx', 'src/components/auth/internal/', 'src/components/contact/'],
    ['firstTap.spec.ts'],
  ],
  // Page changes announced, print, the manifest, sharing.
  [
    [
      'src/app/announce/',
      'src/features/share/',
      'src/components/ui/ShareButton/',
      'build/prerender/manifest.ts',
      'src/theme/globalStyle.ts',
      'src/pages/legal/',
      'src/pages/payment/',
    ],
    ['phoneVisitor.spec.ts'],
  ],
  [['src/app/boot/', 'public/locales/'], ['boot.spec.ts']],
  // Works on a train: the offline page of a page whose code is not loaded, and the connection notice.
  [
    [
      'src/app/OfflineRoute.tsx',
      'src/app/ConnectionStatus.tsx',
      'src/app/routeTable.tsx',
      'src/app/boot/preloadRecovery.ts',
      'src/components/layout/OfflinePage/',
      'src/components/layout/ConnectionNotice/',
      'public/locales/',
    ],
    ['offline.spec.ts'],
  ],
  // A failed image replaced or hidden, from the served page's first paint to the hydrated app.
  [['src/components/ui/Image/', 'src/app/boot/inline/', 'src/data/', 'public/images/'], ['images.spec.ts']],
  // The web admin (/admin/): its configuration and previews, its build, and the content it edits into the pages.
  [['src/admin/', 'src/features/catalogue/', 'build/vite/admin.ts', 'content/'], ['admin.spec.ts']],
  // The real-backend build: the API client, the configuration, the build itself, its service worker and
  // the offline forms (the demo's mock worker answers offline, the real build's backend does not).
  [
    [
      'src/api/',
      'src/config/',
      'build/',
      'src/sw/',
      'src/app/boot/serviceWorker.ts',
      'src/main.tsx',
      'machines/',
      'vite.config.ts',
    ],
    ['real.spec.ts'],
  ],
];

/**
 * Source files no end-to-end spec can see: tests, type declarations, the mocks' Node and Vitest entry
 * points (the e2e builds load the mocks through mocks/browser.ts), the Storybook Network toolbar's
 * conditions (mocks/network.ts, only Storybook loads them), and the asset generators (build/generators: run by
 * hand, their output is committed under public/).
 */
export const NO_E2E = [
  /\.test\.tsx?$/,
  /\.d\.ts$/,
  /^mocks\/node\.ts$/,
  /^mocks\/vitest\.setup\.ts$/,
  /^mocks\/network\.ts$/,
  /^build\/generators\//,
];

const under = (file, path) => (path.endsWith('/') ? file.startsWith(path) : file === path);

/** The e2e specs (file names in src/e2e, or '*' for every spec) a list of changed files starts. */
export function specsFor(files) {
  const specs = new Set();
  for (const file of files) {
    if (NO_E2E.some((re) => re.test(file))) continue;
    if (file.startsWith('src/e2e/') && file.endsWith('.spec.ts')) specs.add(file.slice('src/e2e/'.length));
    for (const [paths, named] of E2E_MAP) if (paths.some((path) => under(file, path))) named.forEach((s) => specs.add(s));
  }
  return specs.has('*') ? new Set(['*']) : specs;
}
