#!/usr/bin/env node
/**
 * The production builds the tests look at, made once per `npm test` and shared:
 *   demo  `npm run build:demo`: served to the e2e suite (mock backend), checked by build/realBuild.test.ts,
 *         with the web admin's site beside it (VITE_CMS_REPO set: `demo-admin`), served to the admin's e2e test
 *   api   a real build for `VITE_API_BASE_URL=http://localhost:4175` on an https public origin (VITE_SITE_URL,
 *         so its _headers carry HSTS): served to the real-backend e2e smoke (its API answered by Playwright
 *         routes), checked by realBuild.test.ts
 *   plain `npm run build` with only what a deployer must set (VITE_SITE_URL, here the local preview's origin),
 *         no admin: checked by realBuild.test.ts only
 * Each is built with source maps (realBuild.test.ts reads them too) into `node_modules/.cache/test-sites/<name>`,
 * from the catalogue as shipped (build/content/shippedCatalogue.ts), not the educator's live content/: what the
 * tests expect of the pages is the spec's starting catalogue, and her edits must not change it.
 * The consumers read the directory named by TEST_SITES, which only this script's caller (.ci/scripts/test.mjs)
 * sets, right after a successful build; run on their own they build for themselves (the e2e web servers each
 * its own; build/realBuild.test.ts by running this script first).
 *
 *   node .ci/scripts/test-sites.mjs            builds the three, two at a time
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHIPPED_CATALOGUE_DIR } from '../../build/content/shippedCatalogue.ts';

export const TEST_SITES_DIR = path.resolve(fileURLToPath(import.meta.url), '../../../node_modules/.cache/test-sites');
/** The real-backend e2e smoke's API origin (src/e2e/real.spec.ts answers it with routes). */
export const REAL_API = 'http://localhost:4175';

/** The repository the demo's admin is built for: a name only, as the e2e test edits through the local backend. */
export const TEST_CMS_REPO = 'example/ot-educator-site';

/** Each site is made by the README's own script (`npm run build`, `npm run build:demo`), so CI runs them as documented. */
export const SITES = {
  demo: { script: 'build:demo', env: { VITE_CMS_REPO: TEST_CMS_REPO } },
  api: { script: 'build', env: { VITE_API_BASE_URL: REAL_API, VITE_SITE_URL: 'https://www.example.test' } },
  plain: { script: 'build', env: { VITE_SITE_URL: 'http://localhost:4173' } },
};

function buildOne(name) {
  const { script, env } = SITES[name];
  const outDir = path.join(TEST_SITES_DIR, name);
  const childEnv = { ...process.env, ...env, CONTENT_DIR: SHIPPED_CATALOGUE_DIR };
  // A variable left in the caller's shell must not leak into the plain or demo build.
  for (const key of ['VITE_API_BASE_URL', 'VITE_USE_MOCKS', 'VITE_SITE_URL', 'VITE_CMS_REPO'])
    if (!(key in env)) delete childEnv[key];
  return new Promise((resolve) => {
    const child = spawn(
      'npm',
      ['run', '--silent', script, '--', '--outDir', outDir, '--emptyOutDir', '--sourcemap', '--logLevel', 'error'],
      { stdio: ['ignore', 'pipe', 'pipe'], env: childEnv },
    );
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('close', (code) => {
      if (code !== 0) process.stderr.write(`build ${name} failed (exit ${code}):\n${Buffer.concat(out)}`);
      resolve(code ?? 1);
    });
  });
}

export async function buildTestSites() {
  fs.mkdirSync(TEST_SITES_DIR, { recursive: true });
  const [demo, api] = await Promise.all([buildOne('demo'), buildOne('api')]);
  const plain = await buildOne('plain');
  return demo || api || plain;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(await buildTestSites());
}
