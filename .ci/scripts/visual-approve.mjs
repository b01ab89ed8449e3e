#!/usr/bin/env node
/**
 * `npm run test:visual:approve -- <story id or baseline name> [...]`: the new captures of the named stories, as
 * the last review page shows them (visual-review.mjs), copied over their baselines; every other baseline is
 * left as it is. A story id approves each of its widths; a baseline name (`<story id>-<width>`) one capture.
 * A name the page does not list as changed or new is refused, and then nothing is copied.
 * `--from <folder>` reads another review folder (a page kept by CI, downloaded).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASELINES_DIR, REVIEW_DIR, REVIEW_JSON } from './visual-review.mjs';

export class RefusedApproval extends Error {}

/** A name as typed: a baseline's file name or path is taken as the baseline's name. */
const nameOf = (argument) => path.basename(argument).replace(/\.png$/, '');

/**
 * Copies the named stories' new captures from the review in `reviewDir` over their baselines in `root`.
 * Returns the baselines written (project-relative); throws RefusedApproval, before copying anything, when a
 * name matches nothing to approve or there is no review.
 */
export function approve({ root, reviewDir, names }) {
  const file = path.join(reviewDir, REVIEW_JSON);
  if (!fs.existsSync(file)) throw new RefusedApproval(`No review in ${reviewDir}: run npm run test:visual:report first.`);
  if (names.length === 0) throw new RefusedApproval('Name the stories (or baselines) to approve.');
  const review = JSON.parse(fs.readFileSync(file, 'utf8'));
  const approvable = review.stories.flatMap((story) =>
    story.captures.filter((capture) => capture.images?.new).map((capture) => ({ storyId: story.id, ...capture })),
  );

  const chosen = new Map();
  const unknown = [];
  for (const argument of names) {
    const name = nameOf(argument);
    const matches = approvable.filter((capture) => capture.storyId === name || capture.name === name);
    if (matches.length === 0) unknown.push(argument);
    for (const capture of matches) chosen.set(capture.name, capture);
  }
  if (unknown.length > 0) {
    const listed = [...new Set(approvable.flatMap((capture) => [capture.storyId, capture.name]))];
    throw new RefusedApproval(
      [
        `Nothing to approve for ${unknown.join(', ')}: not a story or baseline the review lists as changed or new.`,
        listed.length ? `The review lists: ${listed.join(', ')}.` : 'The review lists no change.',
        'Nothing was copied.',
      ].join('\n'),
    );
  }

  const updated = [];
  for (const capture of chosen.values()) {
    const baseline = path.join(BASELINES_DIR, `${capture.name}.png`);
    fs.mkdirSync(path.join(root, BASELINES_DIR), { recursive: true });
    fs.copyFileSync(path.join(reviewDir, capture.images.new), path.join(root, baseline));
    updated.push(baseline);
  }
  return updated;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const args = process.argv.slice(2);
  const from = args.indexOf('--from');
  const reviewDir = from >= 0 ? path.resolve(args[from + 1] ?? '') : path.join(root, REVIEW_DIR);
  const names = from >= 0 ? args.filter((_, index) => index !== from && index !== from + 1) : args;
  try {
    const updated = approve({ root, reviewDir, names });
    console.log(`Updated ${updated.length} baseline${updated.length === 1 ? '' : 's'}:`);
    for (const baseline of updated) console.log(`  ${baseline}`);
    console.log('Commit them with the change, and say in the message why they changed.');
  } catch (error) {
    if (!(error instanceof RefusedApproval)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
