import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALLOWED_CHANGED_PIXELS, matchCapture, type BaselineFiles } from './commands';

/** A width x height PNG painted by `colour(x, y)`. */
function png(width: number, height: number, colour: (x: number, y: number) => [number, number, number]) {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colour(x, y);
      image.data.set([r, g, b, 255], (y * width + x) * 4);
    }
  return PNG.sync.write(image);
}
const page = png(40, 30, (x) => (x < 20 ? [44, 106, 92] : [250, 247, 242]));

let dir: string;
let files: BaselineFiles;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'visual-'));
  files = {
    name: 'pages-login--default-390',
    baselineFile: path.join(dir, 'baselines', 'pages-login--default-390.png'),
    diffFile: (kind) => path.join(dir, 'diffs', `pages-login--default-390-${kind}.png`),
    update: 'new',
  };
  await matchCapture({ ...files, update: 'all' }, async () => page, 0);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A capture function that answers the given images in turn (the last one from then on). */
const captures = (...images: Buffer[]) => {
  let call = 0;
  return vi.fn(async () => images[Math.min(call++, images.length - 1)]!);
};

describe('matchCapture', () => {
  it('passes a capture whose bytes equal the baseline after one capture, without writing anything', async () => {
    const capture = captures(page);
    expect(await matchCapture(files, capture, 0)).toEqual({ pass: true });
    expect(capture).toHaveBeenCalledTimes(1);
    expect(existsSync(path.join(dir, 'diffs'))).toBe(false);
  });

  it('passes a capture that differs by a shade under the threshold (300 pixels one level bluer), after one capture', async () => {
    const shaded = png(40, 30, (x) => (x < 20 ? [44, 106, x < 10 ? 93 : 92] : [250, 247, 242]));
    const capture = captures(shaded);
    expect(await matchCapture(files, capture, 0)).toEqual({ pass: true });
    expect(capture).toHaveBeenCalledTimes(1);
    expect(existsSync(path.join(dir, 'diffs'))).toBe(false);
  });

  it('fails a changed colour token with the baseline, the capture and a diff image', async () => {
    const recoloured = png(40, 30, (x) => (x < 20 ? [60, 122, 108] : [250, 247, 242]));
    const result = await matchCapture(files, captures(recoloured), 0);
    expect(result.pass).toBe(false);
    if (result.pass) return;
    expect(result.message).toContain(`600 pixels differ from the baseline (up to ${ALLOWED_CHANGED_PIXELS} may)`);
    expect(result.review).toEqual({
      status: 'changed',
      changedPixels: 600,
      baseline: files.diffFile('reference'),
      capture: files.diffFile('actual'),
      diff: files.diffFile('diff'),
    });
    for (const kind of ['reference', 'actual', 'diff'] as const) {
      expect(result.message).toContain(files.diffFile(kind));
      expect(PNG.sync.read(await readFile(files.diffFile(kind)))).toMatchObject({ width: 40, height: 30 });
    }
    expect(await readFile(files.baselineFile)).toEqual(page);
  });

  it('fails a capture of another size, naming both sizes', async () => {
    const result = await matchCapture(files, captures(png(40, 33, () => [250, 247, 242])), 0);
    expect(result).toEqual({
      pass: false,
      message: expect.stringContaining('40x30 px, now 40x33 px'),
      review: {
        status: 'changed',
        problem: 'the baseline was 40x30 px, now 40x33 px',
        baseline: files.diffFile('reference'),
        capture: files.diffFile('actual'),
      },
    });
  });

  it('captures again until the story holds still, and compares the capture it held at', async () => {
    const halfWay = png(40, 30, () => [0, 0, 0]);
    const capture = captures(halfWay, page);
    expect(await matchCapture(files, capture, 0)).toEqual({ pass: true });
    expect(capture).toHaveBeenCalledTimes(2);
  });

  it('writes a missing baseline and fails once, so that it is reviewed', async () => {
    await rm(files.baselineFile);
    const result = await matchCapture(files, captures(page), 0);
    expect(result).toEqual({
      pass: false,
      message: expect.stringContaining('review it'),
      review: { status: 'new', capture: files.baselineFile },
    });
    expect(await readFile(files.baselineFile)).toEqual(page);
  });

  it('in CI, leaves a missing baseline missing and puts the capture with the diffs', async () => {
    await rm(files.baselineFile);
    const result = await matchCapture({ ...files, update: 'none' }, captures(page), 0);
    expect(result).toMatchObject({ pass: false, review: { status: 'new', capture: files.diffFile('actual') } });
    expect(existsSync(files.baselineFile)).toBe(false);
    expect(await readFile(files.diffFile('actual'))).toEqual(page);
  });

  it('with --update, rewrites a baseline that changed and passes', async () => {
    const recoloured = png(40, 30, (x) => (x < 20 ? [60, 122, 108] : [250, 247, 242]));
    expect(await matchCapture({ ...files, update: 'all' }, captures(recoloured), 0)).toEqual({ pass: true });
    expect(await readFile(files.baselineFile)).toEqual(recoloured);
  });

  it('reads a corrupt baseline as a difference, not a crash', async () => {
    await writeFile(files.baselineFile, 'not a png');
    const result = await matchCapture(files, captures(page), 0);
    expect(result).toMatchObject({
      pass: false,
      message: expect.stringContaining('the baseline is not a readable PNG'),
      review: { status: 'changed', problem: 'the baseline is not a readable PNG', capture: files.diffFile('actual') },
    });
    expect(await readFile(files.diffFile('actual'))).toEqual(page);
  });
});
