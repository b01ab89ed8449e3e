/**
 * The visual review page: one HTML file, in a folder of its own with every image it shows copied beside it, of
 * the captures that differ from their baselines in the last visual run, grouped by story, with the baseline,
 * the new capture and the difference side by side (docs/testing.md, "Visual review";
 * docs/decisions/0026-visual-review-report.md). It is written from the run's record, one line per capture
 * (the `matchBaseline` browser command, .storybook/visual/commands.ts), so it shows exactly what the run
 * compared, with the run's own thresholds. Approving a change (visual-approve.mjs) reads the page's JSON.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';

/** The same places as .storybook/visual/commands.ts (a unit test keeps the two in step). */
export const BASELINES_DIR = '.storybook/visual/baselines';
export const RECORD_FILE = 'node_modules/.cache/visual-diffs/captures.jsonl';
/** Where the page is written, at the project's root (git-ignored; CI keeps it). */
export const REVIEW_DIR = 'visual-review';
export const REVIEW_JSON = 'review.json';
/** Where the page's links open a story, unless VISUAL_REVIEW_STORYBOOK_URL names another Storybook. */
export const DEFAULT_STORYBOOK_URL = 'http://localhost:6006/';

/** The run's record: one capture per line; the last line of a name wins (a story tried again). */
export function readRecords(file) {
  if (!fs.existsSync(file)) return [];
  const byName = new Map();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const record = JSON.parse(line);
    byName.delete(record.name);
    byName.set(record.name, record);
  }
  return [...byName.values()];
}

/** A baseline's story id: its name without the width. */
export const storyIdOf = (baselineName) => baselineName.replace(/-\d+$/, '');

/**
 * What the page shows, from the run's records: the stories with a capture that changed or is new (each with
 * its captures, narrowest first), the baselines the run did not capture, and the counts.
 * `fullRun`: every flow and page story file ran, so any baseline not captured is missing; otherwise only the
 * baselines of the story files that ran are looked at.
 */
export function buildReview({ root, records, fullRun }) {
  const stories = new Map();
  for (const record of records) {
    if (record.status === 'passed') continue;
    if (!stories.has(record.storyId)) {
      stories.set(record.storyId, {
        id: record.storyId,
        title: record.storyTitle,
        name: record.storyName,
        file: record.storyFile,
        captures: [],
      });
    }
    stories.get(record.storyId).captures.push({
      name: record.name,
      width: record.width,
      status: record.status,
      changedPixels: record.changedPixels ?? null,
      problem: record.problem ?? null,
      sources: { baseline: record.baseline, new: record.capture, diff: record.diff },
    });
  }
  for (const story of stories.values()) story.captures.sort((a, b) => a.width - b.width);

  const captured = new Set(records.map((record) => record.name));
  const prefixes = new Set(records.map((record) => `${record.storyId.split('--')[0]}--`));
  const baselinesDir = path.join(root, BASELINES_DIR);
  const baselines = fs.existsSync(baselinesDir)
    ? fs
        .readdirSync(baselinesDir)
        .filter((file) => file.endsWith('.png'))
        .map((file) => file.slice(0, -'.png'.length))
    : [];
  const missing = baselines
    .filter((name) => !captured.has(name))
    .filter((name) => fullRun || [...prefixes].some((prefix) => name.startsWith(prefix)))
    .sort()
    .map((name) => ({
      name,
      storyId: storyIdOf(name),
      reason:
        'not captured in this run: its story failed before its capture, was filtered out or is tagged !visual, or it was renamed or removed (then delete the baseline)',
      sources: { baseline: path.join(BASELINES_DIR, `${name}.png`) },
    }));

  const all = [...stories.values()].flatMap((story) => story.captures);
  return {
    summary: {
      compared: records.filter((record) => record.status !== 'new').length,
      changed: all.filter((capture) => capture.status === 'changed').length,
      new: all.filter((capture) => capture.status === 'new').length,
      missing: missing.length,
    },
    stories: [...stories.values()].sort((a, b) => a.id.localeCompare(b.id)),
    missing,
  };
}

const KINDS = [
  ['baseline', 'Baseline'],
  ['new', 'New'],
  ['diff', 'Difference'],
];

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** A path relative to the page, as a URL (each segment encoded). */
const href = (relative) => relative.split('/').map(encodeURIComponent).join('/');

/** Copies each image the page shows into its images/ folder; the item's `images` name the copies. */
function copyImages(root, outDir, item) {
  item.images = {};
  for (const [kind] of KINDS) {
    const source = item.sources[kind];
    if (!source || !fs.existsSync(path.resolve(root, source))) continue;
    const copy = `images/${item.name}-${kind}.png`;
    fs.copyFileSync(path.resolve(root, source), path.join(outDir, copy));
    item.images[kind] = copy;
  }
  delete item.sources;
}

/** Room left around the changed area in its close-ups, in pixels. */
const CROP_MARGIN = 24;

/**
 * The box around the changed pixels, from the diff image: pixelmatch paints a changed pixel in its diff colour,
 * pure red (the comparison keeps the default), and the rest as a faded grey copy. Null when nothing is red.
 */
export function changedArea(diff) {
  let left = Infinity;
  let top = Infinity;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < diff.height; y++)
    for (let x = 0; x < diff.width; x++) {
      const i = (y * diff.width + x) * 4;
      if (diff.data[i] !== 255 || diff.data[i + 1] !== 0 || diff.data[i + 2] !== 0) continue;
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x);
      bottom = Math.max(bottom, y);
    }
  return right < 0 ? null : { left, top, width: right - left + 1, height: bottom - top + 1 };
}

function crop(image, { left, top, width, height }) {
  const out = new PNG({ width, height });
  PNG.bitblt(image, out, left, top, width, height, 0, 0);
  return PNG.sync.write(out);
}

/**
 * Close-ups of the changed area in the baseline, the new capture and the diff, at full size: a change of a few
 * pixels is out of sight in a whole page shrunk to a third of the screen. None when the change covers most of
 * the capture (the whole images say it better) or the images cannot be read alike.
 */
function addCloseUps(outDir, item) {
  if (!item.images.baseline || !item.images.new || !item.images.diff) return;
  try {
    const [baseline, capture, diff] = ['baseline', 'new', 'diff'].map((kind) =>
      PNG.sync.read(fs.readFileSync(path.join(outDir, item.images[kind]))),
    );
    if (baseline.width !== capture.width || baseline.height !== capture.height) return;
    const area = changedArea(diff);
    if (!area || area.width * area.height > (diff.width * diff.height) / 2) return;
    const left = Math.max(0, area.left - CROP_MARGIN);
    const top = Math.max(0, area.top - CROP_MARGIN);
    const box = {
      left,
      top,
      width: Math.min(diff.width, area.left + area.width + CROP_MARGIN) - left,
      height: Math.min(diff.height, area.top + area.height + CROP_MARGIN) - top,
    };
    item.changedArea = area;
    item.closeUps = {};
    for (const [kind, image] of [
      ['baseline', baseline],
      ['new', capture],
      ['diff', diff],
    ]) {
      const file = `images/${item.name}-${kind}-close-up.png`;
      fs.writeFileSync(path.join(outDir, file), crop(image, box));
      item.closeUps[kind] = file;
    }
  } catch {
    // An unreadable image (a corrupt baseline) is shown whole, as it is; no close-up.
  }
}

function what(capture) {
  if (capture.status === 'new') return 'new: no baseline to compare with';
  if (capture.problem) return `changed: ${capture.problem}`;
  return `changed: ${capture.changedPixels} pixels differ`;
}

function figures(item, label, images = item.images) {
  return KINDS.map(([kind, caption]) => {
    const image = images[kind];
    const body = image
      ? `<a href="${href(image)}"><img src="${href(image)}" alt="${escape(`${caption}: ${label}`)}" loading="lazy"></a>`
      : `<p class="none">none</p>`;
    return `<figure class="${kind}"><figcaption>${caption}</figcaption>${body}</figure>`;
  }).join('');
}

const STYLE = `
:root { color-scheme: light; font: 15px/1.45 system-ui, sans-serif; color: #1f1d1a; background: #faf7f2; }
body { margin: 0 auto; padding: 24px; max-width: 1800px; }
h1 { margin: 0 0 4px; font-size: 1.6rem; }
h2 { margin: 0; font-size: 1.25rem; }
h3 { margin: 16px 0 8px; font-size: 1rem; }
h4 { margin: 12px 0 6px; font-size: 0.95rem; font-weight: 600; color: #5c564d; }
.close-ups img { max-width: none; }
.close-ups figure { overflow: auto; }
code { font: 0.9em ui-monospace, monospace; background: #efe9df; padding: 1px 4px; border-radius: 3px; }
.meta { color: #5c564d; margin: 4px 0; }
.summary { display: flex; gap: 12px; flex-wrap: wrap; margin: 16px 0; padding: 0; }
.summary div { background: #fff; border: 1px solid #ddd5c8; border-radius: 8px; padding: 8px 16px; min-width: 110px; }
.summary dt { color: #5c564d; font-size: 0.85rem; }
.summary dd { margin: 0; font-size: 1.6rem; font-weight: 600; }
.summary .changed dd { color: #a3261b; }
.summary .new dd { color: #1d5fa3; }
.summary .missing dd { color: #8a5a00; }
nav ul { padding-left: 20px; }
.story { background: #fff; border: 1px solid #ddd5c8; border-radius: 8px; padding: 16px; margin: 16px 0; }
.badge { display: inline-block; font-size: 0.8rem; font-weight: 600; padding: 0 6px; border-radius: 4px; color: #fff; }
.badge.changed { background: #a3261b; }
.badge.new { background: #1d5fa3; }
.images { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; align-items: start; }
figure { margin: 0; }
figcaption { font-weight: 600; margin-bottom: 4px; }
figure img { display: block; max-width: 100%; height: auto; border: 1px solid #ddd5c8; background: #fff; }
.none { color: #5c564d; border: 1px dashed #ddd5c8; padding: 24px; text-align: center; margin: 0; }
.missing-list img { max-width: 240px; height: auto; border: 1px solid #ddd5c8; }
`;

/**
 * Writes the page into `outDir` (emptied first): index.html, review.json (what the page shows, read by the
 * approval script) and images/. Returns the review.
 */
export function writeReview({ root, outDir, review, storybookUrl = DEFAULT_STORYBOOK_URL, generatedAt, commit }) {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(outDir, 'images'), { recursive: true });
  for (const story of review.stories)
    for (const capture of story.captures) {
      copyImages(root, outDir, capture);
      addCloseUps(outDir, capture);
    }
  for (const item of review.missing) copyImages(root, outDir, item);

  const storyUrl = (id) => `${storybookUrl}?path=/story/${encodeURIComponent(id)}`;
  const { summary } = review;
  const counts = [
    ['compared', 'Compared'],
    ['changed', 'Changed'],
    ['new', 'New'],
    ['missing', 'Missing'],
  ]
    .map(([key, label]) => `<div class="${key}"><dt>${label}</dt><dd>${summary[key]}</dd></div>`)
    .join('');
  const contents = review.stories
    .map((story) => {
      const statuses = [...new Set(story.captures.map((capture) => capture.status))];
      return `<li><a href="#${escape(story.id)}">${escape(story.title)} › ${escape(story.name)}</a> ${statuses
        .map((status) => `<span class="badge ${status}">${status}</span>`)
        .join(' ')}</li>`;
    })
    .join('\n');
  const sections = review.stories
    .map((story) => {
      const captures = story.captures
        .map((capture) => {
          const label = `${story.title} › ${story.name}, ${capture.width} px`;
          return `<article class="capture ${capture.status}" id="${escape(capture.name)}">
<h3>${capture.width} px · ${escape(what(capture))} <code>${escape(capture.name)}</code></h3>
<div class="images">${figures(capture, label)}</div>
${
  capture.closeUps
    ? `<h4>Where it changed: x ${capture.changedArea.left}–${capture.changedArea.left + capture.changedArea.width - 1}, y ${capture.changedArea.top}–${capture.changedArea.top + capture.changedArea.height - 1} (close-ups at full size)</h4>
<div class="images close-ups">${figures(capture, `${label}, close-up`, capture.closeUps)}</div>`
    : ''
}
</article>`;
        })
        .join('\n');
      return `<section class="story" id="${escape(story.id)}">
<h2>${escape(story.title)} › ${escape(story.name)}</h2>
<p class="meta"><code>${escape(story.id)}</code> · <a href="${escape(storyUrl(story.id))}">Open the story in Storybook</a> · <code>${escape(story.file)}</code></p>
<p class="meta">Approve (copies the new captures over this story's baselines): <code>npm run test:visual:approve -- ${escape(story.id)}</code></p>
${captures}
</section>`;
    })
    .join('\n');
  const missing = review.missing.length
    ? `<section class="story missing-list" id="missing"><h2>Missing: baselines no capture of this run matched</h2><ul>${review.missing
        .map(
          (item) =>
            `<li><code>${escape(item.name)}</code>: ${escape(item.reason)}${
              item.images.baseline
                ? `<br><a href="${href(item.images.baseline)}"><img src="${href(item.images.baseline)}" alt="${escape(`Baseline: ${item.name}`)}" loading="lazy"></a>`
                : ''
            }</li>`,
        )
        .join('\n')}</ul></section>`
    : '';
  const verdict =
    summary.changed + summary.new + summary.missing === 0
      ? '<p>No capture differs from its baseline.</p>'
      : `<nav><h2>Stories to review</h2><ul>\n${contents}${review.missing.length ? '\n<li><a href="#missing">Missing baselines</a></li>' : ''}\n</ul></nav>`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual review: ${summary.changed} changed, ${summary.new} new, ${summary.missing} missing</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Visual review</h1>
<p class="meta">${escape(generatedAt)}${commit ? ` · commit <code>${escape(commit)}</code>` : ''} · the flow and page stories captured in Chromium, compared with <code>${BASELINES_DIR}</code></p>
<dl class="summary">${counts}</dl>
</header>
${verdict}
<main>
${sections}
${missing}
</main>
</body>
</html>
`;
  fs.writeFileSync(path.join(outDir, 'index.html'), html);
  fs.writeFileSync(path.join(outDir, REVIEW_JSON), `${JSON.stringify({ generatedAt, commit, ...review }, null, 2)}\n`);
  return review;
}
