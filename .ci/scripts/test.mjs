#!/usr/bin/env node
/**
 * `npm test`: every check, spread over the machine's two cores, with the time of each step printed at the end.
 * The steps form a small graph, each starting as soon as what it needs is there:
 *   at once:              typecheck, lint, the format check, the production builds the tests share (test-sites.mjs),
 *                         every story as a test (Vitest browser mode, headless Chromium), the flow and page
 *                         stories compared with their visual baselines in the same pass (visual.mjs)
 *   after the builds:     unit tests (Node; realBuild.test.ts reads the builds), e2e (Playwright serves them),
 *                         and, when TEST_FLOOR_NODE names a Node binary (CI), the unit tests once more on it
 * The stories leave a core mostly idle (one page, timers, rendering), which the builds and then the e2e
 * workers fill; the steps that only compute run at a lower priority and take what the others leave. Every
 * step runs even when another failed, so one run reports every failure; the exit code is non-zero when any
 * step failed (a failed build fails the steps that need it).
 */
import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { TEST_SITES_DIR } from './test-sites.mjs';

const env = { ...process.env, TEST_SITES: TEST_SITES_DIR };
/**
 * Who gets a core first when both are busy (a niceness added to the caller's: lower runs first):
 *   0  the builds and the stories: the stories are the graph's long path, a chain of short bursts (render,
 *      play, capture) with waits between them, so each burst starts the moment it can;
 *   5  the e2e suite: long too, but two workers that keep a core busy on their own;
 *   10 the steps that only compute (types, lint, format, unit tests): they take what the others leave.
 */
const LATER = 5;
const LAST = 10;
const step = (name, command, args, { after, niceness = 0, stepEnv = env } = {}) => ({
  name,
  command,
  args,
  after,
  niceness,
  env: stepEnv,
});
const steps = [
  step('typecheck', 'npm', ['run', '--silent', 'typecheck'], { niceness: LAST }),
  step('lint', 'npm', ['run', '--silent', 'lint'], { niceness: LAST }),
  step('format', 'npm', ['run', '--silent', 'format:check'], { niceness: LAST }),
  step('builds', 'node', ['.ci/scripts/test-sites.mjs']),
  step('stories', 'node', ['.ci/scripts/visual.mjs', '--every-story']),
  step('unit', 'npx', ['vitest', 'run', '--project', 'unit'], { after: 'builds', niceness: LAST }),
  step('e2e', 'npx', ['playwright', 'test'], { after: 'builds', niceness: LATER }),
];

const floorNode = process.env.TEST_FLOOR_NODE;
if (floorNode) {
  // The floor Node's folder first and no node_modules/.bin (where npm puts the pinned Node): whatever the
  // unit tests start runs on the floor Node too.
  const PATH = [path.dirname(floorNode), ...(env.PATH ?? '').split(':').filter((dir) => !dir.endsWith('node_modules/.bin'))].join(
    ':',
  );
  const version = execFileSync(floorNode, ['--version'], { encoding: 'utf8' }).trim();
  steps.push(
    step(`unit on Node ${version}`, floorNode, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit'], {
      after: 'builds',
      niceness: LAST,
      stepEnv: { ...env, PATH, TEST_FLOOR_RUN: 'true' },
    }),
  );
}

function run({ name, command, args, env, niceness }) {
  const from = (performance.now() - started) / 1000;
  const begun = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    // Set before the child has started its own processes (npm takes a while to load), which inherit it.
    if (niceness && child.pid) {
      try {
        os.setPriority(child.pid, Math.min(19, os.getPriority() + niceness));
      } catch {
        // Gone already (it failed at once): its exit code says so below.
      }
    }
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - begun) / 1000;
      // Output is printed whole when the step ends, so parallel steps do not interleave.
      process.stdout.write(`\n===== ${name} (${seconds.toFixed(1)} s, exit ${code}) =====\n`);
      process.stdout.write(Buffer.concat(out));
      resolve({ name, code: code ?? 1, seconds, from });
    });
  });
}

const started = performance.now();
/** Each step's promise, by name; a step waits for the one it needs (listed before it). */
const running = new Map();
for (const s of steps) {
  const needed = s.after ? running.get(s.after) : Promise.resolve({ code: 0 });
  running.set(
    s.name,
    needed.then((before) => {
      if (before.code === 0) return run(s);
      process.stdout.write(`\n===== ${s.name}: not run, ${s.after} failed =====\n`);
      return { name: s.name, code: 1, seconds: 0, from: 0 };
    }),
  );
}
const results = await Promise.all(running.values());
const total = (performance.now() - started) / 1000;

const width = Math.max(...results.map((r) => r.name.length));
console.log('\nStep times');
for (const { name, code, seconds, from } of results)
  console.log(
    `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s  (from ${from.toFixed(0).padStart(3)} s)  ${code === 0 ? 'ok' : `FAILED (exit ${code})`}`,
  );
console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(6)} s`);
const failed = results.filter((r) => r.code !== 0);
console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
