#!/usr/bin/env node
/**
 * `npm run test:changed`: the quick loop. Vitest on what the working tree changed (both projects, through
 * the import graph: `vitest run --changed`), then only the e2e specs that walk what changed (the map in
 * `e2e-map.mjs`, kept honest by `e2e-map.test.mjs`).
 * Compares with HEAD by default; pass a ref to compare with another (`npm run test:changed -- main~3`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { specsFor } from './e2e-map.mjs';

const ref = process.argv[2] ?? 'HEAD';
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')])];
if (changed.length === 0) {
  console.log('Nothing changed since', ref);
  process.exit(0);
}

const specs = specsFor(changed);

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
let status = run('npx', ['vitest', 'run', '--changed', ref, '--passWithNoTests']);
if (specs.size) {
  const files = specs.has('*') ? [] : [...specs].map((s) => `src/e2e/${s}`);
  console.log(`\ne2e: ${files.length ? files.join(' ') : 'every spec'}`);
  status = run('npx', ['playwright', 'test', ...files]) || status;
}
process.exit(status);
