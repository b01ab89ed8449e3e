#!/usr/bin/env node
/**
 * `npm run test:visual [-- <story files or folders>] [Vitest options]`: the flow and page stories run as tests
 * with their visual baselines (the `storybook` Vitest project, VITE_VISUAL_BASELINES=true), then the review
 * page of what differs is written to visual-review/index.html (visual-review.mjs), pass or fail. Paths given
 * replace the default folders (stories/flows and stories/pages); any other argument goes to Vitest as it is.
 * `--every-story` (`npm test`'s stories step) runs every story file in the same pass, the flow and page stories
 * with their baselines and the others as plain story tests, so no story is rendered twice.
 * `--review` (`npm run test:visual:report`) writes no baseline, not even a missing one: a new story's capture
 * waits on the page for `npm run test:visual:approve`.
 * The exit code is Vitest's: writing the page never turns a pass into a failure or a failure into a pass.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_STORYBOOK_URL, RECORD_FILE, REVIEW_DIR, buildReview, readRecords, writeReview } from './visual-review.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_FILES = ['stories/flows', 'stories/pages'];

const args = process.argv.slice(2);
const reviewOnly = args.includes('--review');
const everyStory = args.includes('--every-story');
const rest = args.filter((arg) => arg !== '--review' && arg !== '--every-story');
const files = rest.filter((arg) => !arg.startsWith('-') && fs.existsSync(path.resolve(root, arg)));
const passed = rest.filter((arg) => !files.includes(arg));
// Only a run of every story file, with nothing narrowing it, can tell that a baseline of any story is missing.
const fullRun = rest.length === 0;
const defaultFiles = everyStory ? [] : DEFAULT_FILES;

// The diffs and the record are this run's alone: nothing left from an earlier run can be reviewed or approved.
fs.rmSync(path.join(root, path.dirname(RECORD_FILE)), { recursive: true, force: true });

const env = { ...process.env, VITE_VISUAL_BASELINES: 'true', NODE_ENV: 'production' };
if (reviewOnly) env.UPDATE_SNAPSHOT = 'none';
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const child = spawn(
  process.execPath,
  [vitest, 'run', '--project', 'storybook', ...(files.length ? files : defaultFiles), ...passed],
  { cwd: root, env, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));

child.on('close', (code) => {
  const exitCode = code ?? 1;
  try {
    const review = buildReview({ root, records: readRecords(path.join(root, RECORD_FILE)), fullRun });
    let commit = null;
    try {
      commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    } catch {
      // Not a git checkout (an unpacked archive): the page goes without the commit.
    }
    writeReview({
      root,
      outDir: path.join(root, REVIEW_DIR),
      review,
      storybookUrl: process.env.VISUAL_REVIEW_STORYBOOK_URL || DEFAULT_STORYBOOK_URL,
      generatedAt: new Date().toISOString(),
      commit,
    });
    const { compared, changed, new: added, missing } = review.summary;
    console.log(`\nVisual review: ${changed} changed, ${added} new, ${missing} missing; ${compared} compared.`);
    console.log(`  ${pathToFileURL(path.join(root, REVIEW_DIR, 'index.html')).href}`);
  } catch (error) {
    console.error('The visual review page could not be written:', error);
  }
  process.exit(exitCode);
});
