#!/usr/bin/env node
/**
 * `npm run test:changed`: the quick loop. Vitest on what the working tree changed (both projects, through
 * the import graph: `vitest run --changed`), then only the e2e specs that walk the changed pages.
 * Compares with HEAD by default; pass a ref to compare with another (`npm run test:changed -- main~3`).
 */
import { execFileSync, spawnSync } from 'node:child_process';

const ref = process.argv[2] ?? 'HEAD';
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')])];
if (changed.length === 0) {
  console.log('Nothing changed since', ref);
  process.exit(0);
}

/** Which e2e spec walks which part of the site. */
const SPECS = [
  [/^src\/pages\/(home|contact)\//, 'home.spec.ts'],
  [/^src\/pages\/(login|register|recovery|reset|profile)\/|^src\/components\/auth\/|^src\/app\/auth\//, 'accounts.spec.ts'],
  [
    /^src\/pages\/(cart|wishlist|payment|book|course|mock)\/|^src\/components\/commerce\/|^src\/app\/commerce\//,
    'commerce.spec.ts',
  ],
  [
    /^src\/pages\/(about|content|dashboard|immersion|launch|legal|mentorship|publications|sections|values|not-found)\//,
    'content.spec.ts',
  ],
  [/^src\/(app|components\/layout|components\/ui|theme|i18n)\/|^public\/locales\//, 'shell.spec.ts'],
  [/^src\/(api|config)\/|^vite\.config\.ts$/, 'real.spec.ts'],
];
const specs = new Set();
for (const file of changed) {
  if (file.startsWith('src/e2e/') && file.endsWith('.spec.ts')) specs.add(file.slice('src/e2e/'.length));
  for (const [pattern, spec] of SPECS) if (pattern.test(file)) specs.add(spec);
  // Every route's visit (heading, title, axe) lives in shell.spec.ts.
  if (file.startsWith('src/pages/')) specs.add('shell.spec.ts');
}
if (changed.some((f) => /^src\/e2e\/fixtures\.ts$|^playwright\.config\.ts$|^machines\//.test(f))) specs.add('*');

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
let status = run('npx', ['vitest', 'run', '--changed', ref, '--passWithNoTests']);
if (specs.size) {
  const files = specs.has('*') ? [] : [...specs].map((s) => `src/e2e/${s}`);
  console.log(`\ne2e: ${files.length ? files.join(' ') : 'every spec'}`);
  status = run('npx', ['playwright', 'test', ...files]) || status;
}
process.exit(status);
