import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {} from '@vitest/browser-playwright';
import type { CDPSession, Page } from 'playwright';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import type { BrowserCommand } from 'vitest/node';

/**
 * Vitest browser commands (run in Node, on the Playwright page that hosts the preview) used by the visual
 * baselines (capture.ts).
 */
declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Makes Vitest's own page big enough to show a preview of width x height at 100 % (not scaled down). */
    fitOuterViewport: (width: number, height: number) => Promise<void>;
    /**
     * Captures the preview's top-left width x height and compares it with the baseline `name`.png; the outcome
     * is recorded for the review page, under the story's id and the story file it came from.
     */
    matchBaseline: (name: string, width: number, height: number, story: ReviewedStory) => Promise<BaselineMatch>;
  }
}

export type BaselineMatch = { pass: true } | { pass: false; message: string; review: Review };

/**
 * What a failed comparison leaves to review. `changed`: there is a baseline and the capture differs from it
 * (`changedPixels`, or `problem` when the two cannot be compared pixel by pixel); `new`: there was no baseline.
 * The files are those the comparison wrote or read: the baseline (its copy beside the diffs), the capture, the
 * diff image.
 */
export type Review = {
  status: 'changed' | 'new';
  changedPixels?: number;
  problem?: string;
  baseline?: string;
  capture: string;
  diff?: string;
};

/** The story a capture belongs to: its Storybook id, title and name as the sidebar shows them, and its story file. */
export type ReviewedStory = { id: string; title: string; name: string; file: string };

/**
 * One line of the run's record (JSON Lines, one per capture, in the order they were taken), which the review
 * page is written from (.ci/scripts/visual-review.mjs). Paths are relative to the project's root.
 */
export type CaptureRecord = {
  name: string;
  storyId: string;
  storyTitle: string;
  storyName: string;
  storyFile: string;
  width: number;
  status: 'passed' | Review['status'];
} & Partial<Omit<Review, 'status'>>;

/** Where baselines live, and where a difference leaves its images (kept out of the repo). */
export const BASELINES_DIR = '.storybook/visual/baselines';
export const DIFFS_DIR = 'node_modules/.cache/visual-diffs';
/** The run's record of every capture, beside the diffs; the visual run starts it afresh. */
export const RECORD_FILE = `${DIFFS_DIR}/captures.jsonl`;
/**
 * A pixel counts as changed from a small colour difference (a colour token moved by 16 levels per channel must
 * not pass); anti-aliasing may differ by a pixel or two.
 */
export const THRESHOLD = 0.05;
export const ALLOWED_CHANGED_PIXELS = 20;
/**
 * A capture that differs from its baseline beyond the threshold is taken again until two in a row are the same
 * (the story was still drawing), then compared again.
 */
const STABLE_ATTEMPTS = 4;
const STABLE_PAUSE_MS = 100;

/** Room around the preview on Vitest's page. */
const MARGIN = 40;

function playwrightPage(context: Parameters<BrowserCommand>[0]) {
  if (context.provider.name !== 'playwright') throw new Error('The visual baselines need the Playwright provider');
  return context;
}

const fitOuterViewport: BrowserCommand<[width: number, height: number]> = async (context, width, height) => {
  await playwrightPage(context).page.setViewportSize({ width: width + MARGIN, height: height + MARGIN });
};

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * The preview's top-left width x height as Chromium encodes it (the DevTools protocol's own screenshot, not
 * Playwright's, for one option: `optimizeForSpeed`, a faster PNG encoding, about half the time for bigger
 * files). The same pixels always give the same bytes, which is what lets a capture that did not change skip
 * decoding (see matchBaseline).
 */
async function capture(context: Parameters<BrowserCommand>[0], width: number, height: number) {
  const { page } = playwrightPage(context);
  let session = sessions.get(page);
  if (!session) sessions.set(page, (session = page.context().newCDPSession(page)));
  const frame = await context.frame();
  const box = await (await frame.frameElement()).boundingBox();
  if (!box) throw new Error('The preview is not on the page');
  const { data } = await (
    await session
  ).send('Page.captureScreenshot', {
    format: 'png',
    clip: { x: box.x, y: box.y, width, height, scale: 1 },
    optimizeForSpeed: true,
  });
  return Buffer.from(data, 'base64');
}

/**
 * Changed pixels between two PNGs of the same size, with the diff image (drawn, not encoded: only a failure
 * writes it); else why they cannot be compared.
 */
function compare(reference: Buffer, actual: Buffer) {
  let a: PNG;
  try {
    a = PNG.sync.read(reference);
  } catch {
    return { changed: null, problem: 'the baseline is not a readable PNG' } as const;
  }
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height)
    return { changed: null, problem: `the baseline was ${a.width}x${a.height} px, now ${b.width}x${b.height} px` } as const;
  const diff = new PNG({ width: a.width, height: a.height });
  const changed = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: THRESHOLD });
  return { changed, diff } as const;
}

const withinThreshold = (result: ReturnType<typeof compare>) =>
  result.changed !== null && result.changed <= ALLOWED_CHANGED_PIXELS;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function write(file: string, data: Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

/** Where one baseline and its difference images live, and what Vitest was asked to do with snapshots. */
export type BaselineFiles = {
  name: string;
  baselineFile: string;
  diffFile: (kind: 'reference' | 'actual' | 'diff') => string;
  /** Vitest's snapshot mode: 'all' with --update, 'none' in CI, else 'new'. */
  update: 'all' | 'new' | 'none';
};

/**
 * The baseline check, given a way to capture. A capture whose bytes equal the baseline's passes at once (the
 * common case: no decoding); otherwise the two are compared pixel by pixel (pixelmatch), and a capture within
 * the threshold passes too (drawing is not byte-exact from run to run). Only a capture that differs beyond it
 * is taken again until it holds still, and that capture is compared. Like Vitest's own `toMatchScreenshot`:
 * `--update` (`npm run test:visual:update`) writes the baseline of a capture that held still; a missing
 * baseline is written and fails once (review it), but not in CI, where it fails and its capture goes to the
 * diffs folder.
 */
export async function matchCapture(
  { name, baselineFile, diffFile, update }: BaselineFiles,
  capture: () => Promise<Buffer>,
  pauseMs = STABLE_PAUSE_MS,
): Promise<BaselineMatch> {
  const baseline = await readFile(baselineFile).catch(() => null);
  let actual = await capture();
  if (baseline?.equals(actual)) return { pass: true };
  if (baseline && update !== 'all' && withinThreshold(compare(baseline, actual))) return { pass: true };

  // Beyond the threshold (or a baseline to write): wait until two captures in a row are the same (a story still
  // drawing would otherwise fail on a frame in between), then compare the pixels of the capture it held at.
  for (let attempt = 0; attempt < STABLE_ATTEMPTS; attempt++) {
    await wait(pauseMs);
    const again = await capture();
    const held = again.equals(actual);
    actual = again;
    if (baseline?.equals(actual)) return { pass: true };
    if (held) break;
  }

  if (update === 'all') {
    await write(baselineFile, actual);
    return { pass: true };
  }
  if (!baseline) {
    if (update === 'none') {
      await write(diffFile('actual'), actual);
      return {
        pass: false,
        message: `No baseline ${baselineFile}; the capture is in ${diffFile('actual')}.`,
        review: { status: 'new', capture: diffFile('actual') },
      };
    }
    await write(baselineFile, actual);
    return {
      pass: false,
      message: `No baseline was found; ${baselineFile} was written: review it and run again.`,
      review: { status: 'new', capture: baselineFile },
    };
  }

  const result = compare(baseline, actual);
  if (withinThreshold(result)) return { pass: true };
  await write(diffFile('reference'), baseline);
  await write(diffFile('actual'), actual);
  const review = { status: 'changed', baseline: diffFile('reference'), capture: diffFile('actual') } as const;
  if (result.changed === null)
    return {
      pass: false,
      message: `${name}: ${result.problem}.\nCapture: ${diffFile('actual')}`,
      review: { ...review, problem: result.problem },
    };
  await write(diffFile('diff'), PNG.sync.write(result.diff));
  return {
    pass: false,
    review: { ...review, changedPixels: result.changed, diff: diffFile('diff') },
    message: [
      `${name}: ${result.changed} pixels differ from the baseline (up to ${ALLOWED_CHANGED_PIXELS} may).`,
      `Baseline: ${diffFile('reference')}`,
      `Capture:  ${diffFile('actual')}`,
      `Diff:     ${diffFile('diff')}`,
    ].join('\n'),
  };
}

/** The line of the run's record for one comparison: paths relative to `root`. */
export function captureRecord(
  root: string,
  name: string,
  width: number,
  story: ReviewedStory,
  match: BaselineMatch,
): CaptureRecord {
  const relative = (file: string | undefined) => (file === undefined ? undefined : path.relative(root, file));
  const common = {
    name,
    storyId: story.id,
    storyTitle: story.title,
    storyName: story.name,
    storyFile: relative(path.resolve(root, story.file))!,
    width,
  };
  if (match.pass) return { ...common, status: 'passed' };
  const { review } = match;
  return {
    ...common,
    ...review,
    baseline: relative(review.baseline),
    capture: relative(review.capture)!,
    diff: relative(review.diff),
  };
}

/** The story's baseline check (matchCapture), on the preview's top-left width x height, added to the run's record. */
const matchBaseline: BrowserCommand<[name: string, width: number, height: number, story: ReviewedStory], BaselineMatch> = async (
  context,
  name,
  width,
  height,
  story,
) => {
  const root = context.project.config.root;
  const files: BaselineFiles = {
    name,
    baselineFile: path.join(root, BASELINES_DIR, `${name}.png`),
    diffFile: (kind) => path.join(root, DIFFS_DIR, `${name}-${kind}.png`),
    update: context.project.serializedConfig.snapshotOptions.updateSnapshot,
  };
  const match = await matchCapture(files, () => capture(context, width, height));
  const record = path.join(root, RECORD_FILE);
  await mkdir(path.dirname(record), { recursive: true });
  // One line per capture, appended whole: the commands of a run all answer in this one Node process.
  await appendFile(record, `${JSON.stringify(captureRecord(root, name, width, story, match))}\n`);
  return match;
};

export const visualCommands = { fitOuterViewport, matchBaseline };
