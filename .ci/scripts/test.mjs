#!/usr/bin/env node
/**
 * `npm test`: every check, spread over the machine's two cores, with the time of each step printed at the end.
 *   stage 1, in parallel: typecheck, lint, unit tests (Node)
 *   stage 2: stories as tests (Vitest browser mode, headless Chromium)
 *   stage 3: end-to-end (Playwright against the demo and the real-backend builds)
 * Every stage runs even when an earlier one failed, so one run reports every failure; the exit code is
 * non-zero when any step failed.
 */
import { spawn } from 'node:child_process';

const stages = [
  [
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['unit', 'npx', ['vitest', 'run', '--project', 'unit']],
  ],
  [['stories', 'npx', ['vitest', 'run', '--project', 'storybook']]],
  [['e2e', 'npx', ['playwright', 'test']]],
];

function run([name, command, args]) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      // Output is printed whole when the step ends, so parallel steps do not interleave.
      process.stdout.write(`\n===== ${name} (${seconds.toFixed(1)} s, exit ${code}) =====\n`);
      process.stdout.write(Buffer.concat(out));
      resolve({ name, code: code ?? 1, seconds });
    });
  });
}

const started = performance.now();
const results = [];
for (const stage of stages) results.push(...(await Promise.all(stage.map(run))));
const total = (performance.now() - started) / 1000;

const width = Math.max(...results.map((r) => r.name.length));
console.log('\nStep times');
for (const { name, code, seconds } of results)
  console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s  ${code === 0 ? 'ok' : `FAILED (exit ${code})`}`);
console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(6)} s`);
const failed = results.filter((r) => r.code !== 0);
console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
