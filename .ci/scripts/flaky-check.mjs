#!/usr/bin/env node
/**
 * `npm run test:flaky-check [-- stories|e2e]`: three consecutive runs of the browser suites (both, or the one
 * named) with retries off, so a test that passes only on its retry fails here. The stories run as `npm test`'s
 * stories step runs them, with their visual baselines. Run it before you stop. FLAKY_RUNS sets the count.
 */
import { spawnSync } from 'node:child_process';

const SUITES = {
  stories: ['node', ['.ci/scripts/visual.mjs', '--every-story']],
  e2e: ['npx', ['playwright', 'test', '--retries=0']],
};
const named = process.argv.slice(2);
const unknown = named.filter((name) => !(name in SUITES));
if (unknown.length) {
  console.error(`Unknown suite ${unknown.join(', ')}: name ${Object.keys(SUITES).join(' or ')}.`);
  process.exit(2);
}
const suites = Object.entries(SUITES).filter(([name]) => named.length === 0 || named.includes(name));

const runs = Number(process.env.FLAKY_RUNS ?? 3);
for (let i = 1; i <= runs; i += 1) {
  for (const [name, [command, args]] of suites) {
    const started = performance.now();
    const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
    console.log(`run ${i}/${runs} ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s, exit ${status}`);
    if (status !== 0) {
      console.error(`Flaky or failing: ${name} failed on run ${i} with no retry.`);
      process.exit(1);
    }
  }
}
console.log(`flaky-check: ${runs} passed, 0 failed`);
