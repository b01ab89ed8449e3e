#!/usr/bin/env node
/**
 * `npm run test:flaky-check`: three consecutive full runs of the browser suites with retries off, so a test
 * that passes only on its retry fails here. Run it before you stop.
 */
import { spawnSync } from 'node:child_process';

const runs = Number(process.env.FLAKY_RUNS ?? 3);
const env = process.env;
for (let i = 1; i <= runs; i += 1) {
  for (const [name, command, args] of [
    ['stories', 'npm', ['run', '--silent', 'test:stories']],
    ['e2e', 'npx', ['playwright', 'test', '--retries=0']],
  ]) {
    const started = performance.now();
    const { status } = spawnSync(command, args, { stdio: 'inherit', env });
    console.log(`run ${i}/${runs} ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s, exit ${status}`);
    if (status !== 0) {
      console.error(`Flaky or failing: ${name} failed on run ${i} with no retry.`);
      process.exit(1);
    }
  }
}
console.log(`flaky-check: ${runs} passed, 0 failed`);
