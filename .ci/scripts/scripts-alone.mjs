#!/usr/bin/env node
/**
 * CI, after `npm test`: the README's cheap scripts, each run on its own as a newcomer runs it on a fresh clone: a
 * fresh process each, without the builds `npm test` shares (TEST_SITES unset), so a script that passes only
 * inside `npm test` fails here. One after another (each uses the machine's cores); every one runs even when
 * another failed, and the exit code is non-zero when any failed. The scripts to run may be named as arguments
 * (default: all of them); `typecheck` and `lint` are the very commands `npm test` runs, so CI names the others.
 */
import { spawnSync } from 'node:child_process';

const SCRIPTS = process.argv.length > 2 ? process.argv.slice(2) : ['typecheck', 'lint', 'build', 'build:demo', 'test:unit'];

const env = { ...process.env };
delete env.TEST_SITES;

const results = SCRIPTS.map((script) => {
  console.log(`::group::npm run ${script}`);
  const begun = performance.now();
  const { status } = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', env });
  const seconds = (performance.now() - begun) / 1000;
  console.log('::endgroup::');
  return { script, code: status ?? 1, seconds };
});

const width = Math.max(...results.map((r) => r.script.length));
console.log('\nScripts run alone');
for (const { script, code, seconds } of results)
  console.log(`  ${script.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s  ${code === 0 ? 'ok' : `FAILED (exit ${code})`}`);
const failed = results.filter((r) => r.code !== 0);
process.exit(failed.length ? 1 : 0);
