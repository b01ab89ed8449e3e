/**
 * The visual review page (visual-review.mjs) and the approval of a change (visual-approve.mjs), on PNGs made
 * here and a run's record written as the `matchBaseline` command writes it (captureRecord).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as commands from '../../.storybook/visual/commands.ts';
import { RefusedApproval, approve } from './visual-approve.mjs';
import { BASELINES_DIR, RECORD_FILE, REVIEW_JSON, buildReview, readRecords, writeReview } from './visual-review.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A 40 x 30 PNG, its left half in `left`. */
function png(left) {
  const image = new PNG({ width: 40, height: 30 });
  for (let y = 0; y < 30; y++)
    for (let x = 0; x < 40; x++) image.data.set([...(x < 20 ? left : [250, 247, 242]), 255], (y * 40 + x) * 4);
  return PNG.sync.write(image);
}
const before = png([44, 106, 92]);
const after = png([160, 40, 30]);

const STORY_FILE = 'stories/flows/Checkout.stories.tsx';
/** The stories of the run, as the Storybook Vitest plugin hands them to the capture: id, title, name. */
const STORY_NAMES = {
  'flows-checkout--payment-failed': 'Payment failed',
  'flows-checkout--paid': 'Paid',
  'flows-checkout--shipping': 'Shipping',
};

let root;
let reviewDir;
const file = (relative) => path.join(root, relative);
const write = (relative, data) => {
  fs.mkdirSync(path.dirname(file(relative)), { recursive: true });
  fs.writeFileSync(file(relative), data);
};

/** Compares `capture` with the baseline `name` as the visual run does, and records it as the run does. */
async function runCapture(name, storyId, capture) {
  const files = {
    name,
    baselineFile: file(`${BASELINES_DIR}/${name}.png`),
    diffFile: (kind) => file(`node_modules/.cache/visual-diffs/${name}-${kind}.png`),
    update: 'none',
  };
  const match = await commands.matchCapture(files, async () => capture, 0);
  const record = commands.captureRecord(
    root,
    name,
    1280,
    { id: storyId, title: 'Flows/Checkout', name: STORY_NAMES[storyId], file: file(STORY_FILE) },
    match,
  );
  fs.mkdirSync(path.dirname(file(RECORD_FILE)), { recursive: true });
  fs.appendFileSync(file(RECORD_FILE), `${JSON.stringify(record)}\n`);
}

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-review-'));
  reviewDir = file('visual-review');
  write(`${BASELINES_DIR}/flows-checkout--payment-failed-1280.png`, before);
  write(`${BASELINES_DIR}/flows-checkout--paid-1280.png`, before);
  write(`${BASELINES_DIR}/flows-checkout--removed-1280.png`, before);
  write(`${BASELINES_DIR}/pages-login--default-390.png`, before);
  await runCapture('flows-checkout--payment-failed-1280', 'flows-checkout--payment-failed', after);
  await runCapture('flows-checkout--paid-1280', 'flows-checkout--paid', before);
  await runCapture('flows-checkout--shipping-1280', 'flows-checkout--shipping', after);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const review = (fullRun = false) =>
  writeReview({
    root,
    outDir: reviewDir,
    review: buildReview({ root, records: readRecords(file(RECORD_FILE)), fullRun }),
    storybookUrl: 'http://localhost:6006/',
    generatedAt: '2026-11-28T11:00:00.000Z',
    commit: 'abc1234',
  });

describe('the visual review page', () => {
  it('keeps its paths in step with the visual run', () => {
    expect(BASELINES_DIR).toBe(commands.BASELINES_DIR);
    expect(RECORD_FILE).toBe(commands.RECORD_FILE);
    expect(fs.existsSync(path.join(projectRoot, BASELINES_DIR))).toBe(true);
  });

  it('names the changed story and links its baseline, new capture and difference, copied beside the page', () => {
    review();
    const html = fs.readFileSync(path.join(reviewDir, 'index.html'), 'utf8');
    expect(html).toContain('Flows/Checkout › Payment failed');
    expect(html).toContain('<code>flows-checkout--payment-failed</code>');
    expect(html).toContain('href="http://localhost:6006/?path=/story/flows-checkout--payment-failed"');
    expect(html).toContain('600 pixels differ');
    for (const kind of ['baseline', 'new', 'diff']) {
      const image = `images/flows-checkout--payment-failed-1280-${kind}.png`;
      expect(html).toContain(`<img src="${image}"`);
      expect(fs.existsSync(path.join(reviewDir, image))).toBe(true);
    }
    expect(fs.readFileSync(path.join(reviewDir, 'images/flows-checkout--payment-failed-1280-baseline.png'))).toEqual(before);
    expect(fs.readFileSync(path.join(reviewDir, 'images/flows-checkout--payment-failed-1280-new.png'))).toEqual(after);
    // The changed area (the left half, red in the diff image) in close-up.
    expect(html).toContain('Where it changed: x 0–19, y 0–29');
    expect(html).toContain('<img src="images/flows-checkout--payment-failed-1280-new-close-up.png"');
    // Every image the page shows is inside its folder: the folder alone is the artefact.
    for (const [, src] of html.matchAll(/src="([^"]+)"/g)) expect(fs.existsSync(path.join(reviewDir, src))).toBe(true);
  });

  it('leaves out the stories that did not change, and counts what was compared, changed, new and missing', () => {
    const { summary } = review();
    const html = fs.readFileSync(path.join(reviewDir, 'index.html'), 'utf8');
    expect(html).not.toContain('flows-checkout--paid');
    expect(summary).toEqual({ compared: 2, changed: 1, new: 1, missing: 1 });
    expect(html).toContain('<dt>Changed</dt><dd>1</dd>');
    // A new story: its capture, no baseline, no difference.
    expect(html).toContain('new: no baseline to compare with');
    expect(fs.existsSync(path.join(reviewDir, 'images/flows-checkout--shipping-1280-new.png'))).toBe(true);
    expect(fs.existsSync(path.join(reviewDir, 'images/flows-checkout--shipping-1280-baseline.png'))).toBe(false);
    // Missing: only the baselines of the story files that ran, unless every file ran.
    expect(html).toContain('flows-checkout--removed-1280');
    expect(html).not.toContain('pages-login--default-390');
    expect(review(true).summary.missing).toBe(2);
  });

  it('says so when nothing differs', () => {
    fs.writeFileSync(file(RECORD_FILE), fs.readFileSync(file(RECORD_FILE), 'utf8').split('\n')[1] + '\n');
    fs.rmSync(file(`${BASELINES_DIR}/flows-checkout--removed-1280.png`));
    fs.rmSync(file(`${BASELINES_DIR}/flows-checkout--payment-failed-1280.png`));
    expect(review().summary).toEqual({ compared: 1, changed: 0, new: 0, missing: 0 });
    expect(fs.readFileSync(path.join(reviewDir, 'index.html'), 'utf8')).toContain('No capture differs');
  });
});

describe('approving a change', () => {
  const baseline = (name) => fs.readFileSync(file(`${BASELINES_DIR}/${name}.png`));

  it('copies only the named story’s new capture over its baseline', () => {
    review();
    const updated = approve({ root, reviewDir, names: ['flows-checkout--payment-failed'] });
    expect(updated).toEqual([`${BASELINES_DIR}/flows-checkout--payment-failed-1280.png`]);
    expect(baseline('flows-checkout--payment-failed-1280')).toEqual(after);
    expect(baseline('flows-checkout--paid-1280')).toEqual(before);
    expect(baseline('flows-checkout--removed-1280')).toEqual(before);
    expect(fs.existsSync(file(`${BASELINES_DIR}/flows-checkout--shipping-1280.png`))).toBe(false);
  });

  it('takes a baseline name too, and writes a new story’s first baseline', () => {
    review();
    expect(approve({ root, reviewDir, names: ['flows-checkout--shipping-1280.png'] })).toEqual([
      `${BASELINES_DIR}/flows-checkout--shipping-1280.png`,
    ]);
    expect(baseline('flows-checkout--shipping-1280')).toEqual(after);
    expect(baseline('flows-checkout--payment-failed-1280')).toEqual(before);
  });

  it('refuses a name the review does not list, and then copies nothing', () => {
    review();
    const names = ['flows-checkout--payment-failed', 'flows-checkout--paid', 'flows-checkout--nope'];
    expect(() => approve({ root, reviewDir, names })).toThrow(RefusedApproval);
    expect(() => approve({ root, reviewDir, names })).toThrow(/flows-checkout--paid, flows-checkout--nope/);
    expect(baseline('flows-checkout--payment-failed-1280')).toEqual(before);
    expect(fs.existsSync(path.join(reviewDir, REVIEW_JSON))).toBe(true);
  });

  it('refuses when there is no review to approve from', () => {
    expect(() => approve({ root, reviewDir, names: ['flows-checkout--payment-failed'] })).toThrow(/No review/);
  });
});
