#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: a Lighthouse benchmark of the production build. A benchmark, not a test: it
 * reports numbers and exits non-zero only when Lighthouse itself fails (Chromium does not start, a run throws).
 *
 * 1. Builds the real-backend site (`npm run build` with VITE_USE_MOCKS=false; skip with `--no-build`).
 * 2. Serves dist/ with `vite preview` on port 4180 (stopped at the end, on errors and on Ctrl-C too).
 * 3. Runs Lighthouse (default config: mobile, simulated throttling; categories performance, accessibility,
 *    best-practices, seo) in a fresh headless Chromium per run, so no storage leaks from one run to the next,
 *    for each browser language (Portuguese, English) and route, 3 runs each.
 * 4. Prints the median of each number as a Markdown table and writes it to bench-lighthouse.md, the raw
 *    medians to bench-lighthouse.json (both gitignored), with the initial JS size (gzip) read from the build.
 *
 * Options: --no-build, --routes=/,/book/1 (the same list for every language), --runs=N, --lang=pt|en|both,
 * --cpu=N (the CPU slowdown; by default Lighthouse's 4x, calibrated up on a much faster host: calibrate()),
 * --calibrated (the slowdown is the host's benchmarkIndex / 450 whatever the host, measured at the start: a
 * mid-tier phone on a fast or a slow machine alike), --long-tasks (print each run's main-thread work by kind
 * and its long tasks as Lighthouse simulated them: what its TBT is made of).
 * --ab=<ref>,<ref> compares two commits in one sitting instead: each is checked out in a worktree of its own
 * (<tmp>/<project>-bench-ab/<sha>), built there and served on a port of its own, and the runs alternate
 * between the two (which goes first swaps every round), so a machine that slows down or speeds up meanwhile
 * weighs on both alike; it prints each side's medians and ranges (bench-lighthouse-ab.md). --live-runs=N adds N
 * interleaved rounds of paint -> live visits of both sides (below); with --runs=0 only those.
 * Each route also gets "paint -> live": first contentful paint to the first tap that works (paintToLive()), and
 * "TBT observed": the blocking time of the long tasks the page really has with the CPU slowed as much (the same
 * visits), beside Lighthouse's simulated TBT; each run prints Lighthouse's benchmarkIndex of the host beside its
 * numbers.
 * Chromium: CHROME_PATH, else /usr/bin/chromium.
 *
 * Served over plain http, so an https-only audit (is-on-https and the like) may fail locally: expected.
 */
/* global document, window, MutationObserver -- in the page's functions of paintToLive() */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync, constants as zlibConstants } from 'node:zlib';
import { answers, servePreview } from './preview.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'dist');
const PORT = 4180;
const ORIGIN = `http://localhost:${PORT}`;

/**
 * Lighthouse is a benchmark tool, not something the tests need: it is installed on first use, at these
 * exact versions, under node_modules/.cache (so `npm ci` and CI stay lean), then loaded from there.
 */
const TOOLS = { lighthouse: '13.5.0', 'chrome-launcher': '1.2.1' };
const TOOLS_DIR = path.join(ROOT, 'node_modules', '.cache', 'bench-lighthouse');

async function loadTools() {
  const packageDir = (name) => path.join(TOOLS_DIR, 'node_modules', name);
  const installed = Object.entries(TOOLS).every(([name, version]) => {
    const manifest = path.join(packageDir(name), 'package.json');
    return fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).version === version;
  });
  if (!installed) {
    const specs = Object.entries(TOOLS).map(([name, version]) => `${name}@${version}`);
    console.log(`Installing ${specs.join(', ')} into ${path.relative(ROOT, TOOLS_DIR)} (first run only)...`);
    fs.mkdirSync(TOOLS_DIR, { recursive: true });
    const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', TOOLS_DIR, ...specs], {
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('Could not install the benchmark tools (npm install failed).');
  }
  const entry = (name) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(packageDir(name), 'package.json'), 'utf8'));
    return pathToFileURL(path.join(packageDir(name), manifest.main)).href;
  };
  return {
    lighthouse: (await import(entry('lighthouse'))).default,
    chromeLauncher: await import(entry('chrome-launcher')),
  };
}

/** Filled by main() before the first run. */
let lighthouse;
let chromeLauncher;
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Extra attempts for a run that ends in a Lighthouse runtime error. */
const RETRIES = 2;

/** Browser languages: the Accept-Language / navigator.languages Chromium is started with. */
const LANGS = {
  pt: { acceptLang: 'pt-PT,pt' },
  en: { acceptLang: 'en-US,en' },
};
const PT_ROUTES = ['/', '/book/1', '/course/1', '/cart', '/artigos-teses'];
/** The English routes: the same pages, plus their /en/ addresses (which an older build may not have). */
const DEFAULT_ROUTES = {
  pt: PT_ROUTES,
  en: [...PT_ROUTES, '/en/', '/en/book/1', '/en/course/1'],
};

/** What is still running (preview server, current Chromium), so any way out can stop it. */
const running = { preview: null, chrome: null, previewRestarts: 0 };
const MAX_PREVIEW_RESTARTS = 3;

// ---------------------------------------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------------------------------------

/** Reads --no-build, --routes=, --runs=, --lang=, --cpu=, --calibrated, --long-tasks, --ab= and --live-runs= from argv. */
function parseArgs(argv) {
  const options = {
    build: true,
    routes: null,
    runs: 3,
    langs: ['pt', 'en'],
    cpu: null,
    longTasks: false,
    calibrated: false,
    ab: null,
    liveRuns: 0,
  };
  for (const arg of argv) {
    const [name, value = ''] = arg.split(/=(.*)/s);
    if (name === '--no-build') options.build = false;
    else if (name === '--routes') options.routes = splitList(value);
    else if (name === '--runs') options.runs = Number(value);
    else if (name === '--lang') options.langs = value === 'both' ? ['pt', 'en'] : [value];
    else if (name === '--cpu') options.cpu = Number(value);
    else if (name === '--long-tasks') options.longTasks = true;
    else if (name === '--calibrated') options.calibrated = true;
    else if (name === '--ab') options.ab = splitList(value);
    else if (name === '--live-runs') options.liveRuns = Number(value);
    else
      throw new Error(
        `Unknown option ${arg} (use --no-build, --routes=/,/cart, --runs=N, --lang=pt|en|both, --cpu=N, --calibrated, --long-tasks, --ab=<ref>,<ref>, --live-runs=N)`,
      );
  }
  if (!Number.isInteger(options.liveRuns) || options.liveRuns < 0) throw new Error('--live-runs must be a whole number');
  if (options.liveRuns > 0 && !options.ab)
    throw new Error('--live-runs is for --ab (a single site measures paint -> live with --runs)');
  // With --live-runs, --runs=0 skips Lighthouse: only the paint -> live rounds.
  const fewestRuns = options.liveRuns > 0 ? 0 : 1;
  if (!Number.isInteger(options.runs) || options.runs < fewestRuns) throw new Error('--runs must be a positive whole number');
  for (const lang of options.langs) if (!LANGS[lang]) throw new Error(`--lang must be pt, en or both, not ${lang}`);
  if (options.routes?.length === 0) throw new Error('--routes is empty');
  if (options.cpu !== null && !(options.cpu >= 1)) throw new Error('--cpu must be a number of at least 1');
  if (options.cpu !== null && options.calibrated) throw new Error('--cpu and --calibrated each set the slowdown: use one');
  if (options.ab && options.ab.length !== 2) throw new Error('--ab names two commits: --ab=<ref>,<ref>');
  return options;
}

/** "a, b,,c" -> ['a', 'b', 'c'] */
function splitList(value) {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The routes to measure for one language: --routes when given, else the defaults. */
function routesFor(lang, options) {
  return options.routes ?? DEFAULT_ROUTES[lang];
}

// ---------------------------------------------------------------------------------------------------------
// Build and initial JS size
// ---------------------------------------------------------------------------------------------------------

/** `npm run build` against the real backend (no mock service worker compiled in). */
function build() {
  console.info('Building (VITE_USE_MOCKS=false) ...');
  const { status } = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    // Served by the local preview: its origin is the public one, unless the caller names another.
    env: { VITE_SITE_URL: 'http://localhost:4173', ...process.env, VITE_USE_MOCKS: 'false' },
  });
  if (status !== 0) throw new Error(`npm run build failed (exit ${status})`);
}

/** The value of one attribute in a tag's source text, or undefined. */
function attribute(tag, name) {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * The JS files dist/index.html loads up front: its module entries (module scripts, or the entry loader's
 * `data-entry` list on a prerendered page, src/app/boot/inline/entryLoader.ts) and every modulepreload.
 */
function initialScripts(html) {
  const files = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (attribute(tag, 'type') === 'module' && attribute(tag, 'src')) files.push(attribute(tag, 'src'));
    if (attribute(tag, 'data-entry')) files.push(...attribute(tag, 'data-entry').split(' ').filter(Boolean));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (attribute(tag, 'rel') === 'modulepreload' && attribute(tag, 'href')) files.push(attribute(tag, 'href'));
  }
  return [...new Set(files)];
}

/** The built chunks a chunk imports statically (`import ... from "./x.js"`), found in its source text. */
function staticImports(file) {
  const source = fs.readFileSync(path.join(DIST, file), 'utf8');
  const dir = path.posix.dirname(file);
  return [...source.matchAll(/\bimport\s*(?:[\w*{}\s,$]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)].map((match) =>
    path.posix.join(dir, match[1]),
  );
}

/**
 * The JS a first visit runs before the app starts: the module entry, every modulepreload, and everything they
 * import statically (the build does not preload modules in the HTML: build.modulePreload is off).
 */
function initialFiles(html) {
  const seen = new Set();
  const queue = initialScripts(html).map((file) => new URL(file, ORIGIN).pathname.replace(/^\//, ''));
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return [...seen].map((file) => `/${file}`);
}

/** Sum of the initial JS files gzipped at level 9, in KB (deterministic: read from the build, not the network). */
function initialJsGzipKb() {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const files = initialFiles(html);
  let bytes = 0;
  for (const file of files) {
    const source = fs.readFileSync(path.join(DIST, new URL(file, ORIGIN).pathname));
    bytes += gzipSync(source, { level: zlibConstants.Z_BEST_COMPRESSION }).length;
  }
  return { kb: round(bytes / 1024, 1), files };
}

// ---------------------------------------------------------------------------------------------------------
// Preview server
// ---------------------------------------------------------------------------------------------------------

/** True when something answers HTTP on the preview port. */
function portAnswers() {
  return answers(ORIGIN);
}

/** Starts `vite preview` on dist/ and resolves once the port answers. */
async function startPreview() {
  const served = await servePreview({ cwd: ROOT, port: PORT });
  running.preview = served;
  served.child.on('exit', (code, signal) => {
    // An exit we did not ask for (stopPreview forgets the server first): say so, ensurePreview restarts it.
    if (running.preview === served) console.warn(`  vite preview exited unexpectedly (${signal ?? code})`);
  });
}

/**
 * Before each Lighthouse run: the preview server must still answer (on a shared machine something may have
 * stopped it). Restarts it when it does not, at most MAX_PREVIEW_RESTARTS times in a benchmark.
 */
async function ensurePreview() {
  if (await portAnswers()) return;
  if (running.previewRestarts >= MAX_PREVIEW_RESTARTS) {
    throw new Error(`vite preview stopped answering on ${ORIGIN} ${running.previewRestarts + 1} times: giving up`);
  }
  running.previewRestarts += 1;
  console.warn(`  vite preview does not answer on ${ORIGIN}: restarting it (${running.previewRestarts})`);
  stopPreview();
  await startPreview();
}

/** Stops the preview server (its whole process group) if it runs. */
function stopPreview() {
  const served = running.preview;
  running.preview = null;
  served?.stop();
}

// ---------------------------------------------------------------------------------------------------------
// Lighthouse
// ---------------------------------------------------------------------------------------------------------

/** One Lighthouse run of a URL in a freshly started Chromium (new temporary profile) for one language. */
async function lighthouseRun(url, lang) {
  const throttling = { ...DEFAULT_THROTTLING, cpuSlowdownMultiplier: calibration.multiplier };
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS, `--accept-lang=${LANGS[lang].acceptLang}`],
    handleSIGINT: false, // handled below, together with the preview server
    logLevel: 'silent',
  });
  running.chrome = chrome;
  try {
    // Default config (mobile form factor, simulated throttling); only the four categories we report.
    // The CPU multiplier is Lighthouse's mobile 4x, or more on a much faster host (calibrate()).
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES, throttling });
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    running.chrome = null;
    chrome.kill();
  }
}

/** The numbers we keep from one Lighthouse result (scores 0-100, times in ms, CLS unitless). */
function extract(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    // Lighthouse's own measure of the host's CPU (higher is faster): simulated throttling scales the main
    // thread work it observed, so TBT and the score follow the host; compare runs of similar indexes only.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/** Audits below a full score in the non-performance categories: what costs a11y / bp / seo points. */
function failedAudits(lhr) {
  const failed = new Set();
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit?.score !== null && audit?.score < 1) failed.add(`${id}/${ref.id}`);
    }
  }
  return failed;
}

/**
 * One valid Lighthouse result for a URL: a run that ends in a Lighthouse runtime error (a trace that went wrong,
 * e.g. NO_NAVSTART, NO_FCP) is a flake of the measurement, not a number; it is tried again, up to RETRIES times.
 * Returns the last result, valid or not, with the errors met on the way.
 */
async function validRun(url, lang) {
  const errors = [];
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    await ensurePreview();
    const lhr = await lighthouseRun(url, lang);
    if (!lhr.runtimeError) return { lhr, errors };
    errors.push(`${lhr.runtimeError.code}${attempt < RETRIES ? ' (retried)' : ''}`);
    if (attempt === RETRIES) return { lhr, errors };
  }
}

/** Runs one route `runs` times for one language and returns the medians plus what went wrong. */
async function measureRoute(route, lang, runs, longTasks = false) {
  const url = new URL(route, ORIGIN).href;
  const samples = [];
  const failed = new Map(); // audit -> how many runs failed it
  const warnings = new Set();
  for (let i = 1; i <= runs; i += 1) {
    const started = performance.now();
    const { lhr, errors } = await validRun(url, lang);
    for (const error of errors) warnings.add(error);
    for (const warning of lhr.runWarnings ?? []) warnings.add(warning);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    if (lhr.runtimeError) {
      console.info(`  ${lang} ${route} run ${i}/${runs}: ${lhr.runtimeError.code}, no numbers (${seconds} s)`);
      continue;
    }
    for (const audit of failedAudits(lhr)) failed.set(audit, (failed.get(audit) ?? 0) + 1);
    const sample = extract(lhr);
    samples.push(sample);
    console.info(
      `  ${lang} ${route} run ${i}/${runs}: perf ${sample.performance ?? '-'}, TBT ${formatMs(sample.tbt)}, ` +
        `benchmarkIndex ${formatScore(sample.benchmarkIndex)} (${seconds} s)`,
    );
    if (longTasks) printLongTasks(lhr);
  }
  const medians = samples.length ? medianOfEach(samples) : null;
  return {
    route,
    lang,
    runs,
    validRuns: samples.length,
    medians,
    failedAudits: Object.fromEntries(failed),
    warnings: [...warnings],
  };
}

/**
 * --long-tasks: what TBT is made of, as Lighthouse simulated it (its `long-tasks` audit: start and duration on
 * the throttled timeline, the script the task is attributed to), with the part of each over 50 ms.
 */
function printLongTasks(lhr) {
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  console.info(
    `      main thread: ${work.map((item) => `${item.groupLabel ?? item.group} ${formatMs(item.duration)}`).join(', ')}`,
  );
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  for (const item of items) {
    const file = String(item.url ?? '').replace(/^.*\//, '') || '(page)';
    const blocking = item.startTime >= fcp ? Math.max(0, item.duration - 50) : 0;
    console.info(
      `      long task @${formatMs(item.startTime)} ${formatMs(item.duration)} ${file}` +
        (blocking ? ` (blocks ${formatMs(blocking)})` : ' (before first paint)'),
    );
  }
}

// ---------------------------------------------------------------------------------------------------------
// Calibration and the first tap
// ---------------------------------------------------------------------------------------------------------

/** Lighthouse's mobile preset: slow 4G and a 4x slower CPU (simulated). Only the CPU multiplier changes here. */
const DEFAULT_THROTTLING = {
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
  cpuSlowdownMultiplier: 4,
};
/**
 * Hosts of this project's machine kind measure a Lighthouse benchmarkIndex below FAST_HOST_INDEX; some sessions get
 * much faster machines, where the same build scores far better. Above FAST_HOST_INDEX the CPU multiplier is
 * benchmarkIndex / INDEX_PER_SLOWDOWN (never below 4), so that the simulated phone is about as slow on every
 * host and runs on different machines compare.
 */
const FAST_HOST_INDEX = 2200;
const INDEX_PER_SLOWDOWN = 450;
const calibration = { multiplier: DEFAULT_THROTTLING.cpuSlowdownMultiplier, reason: "Lighthouse's mobile default" };

/**
 * Measures the host (median benchmarkIndex of three Lighthouse probe runs of /: one run's index moves by
 * several hundred); on a fast one, every run after it uses the calibrated multiplier. `--cpu=N` sets the
 * multiplier instead (compare two builds at the same one).
 */
async function calibrate(lang, forced, { calibrated = false, origin = ORIGIN, ready = ensurePreview } = {}) {
  if (forced) {
    calibration.multiplier = forced;
    calibration.reason = 'set with --cpu';
    return;
  }
  const indexes = [];
  for (let i = 0; i < 3; i += 1) {
    await ready();
    const lhr = await lighthouseRun(new URL('/', origin).href, lang);
    if (lhr.environment?.benchmarkIndex) indexes.push(lhr.environment.benchmarkIndex);
  }
  const index = median(indexes);
  if (!index) {
    if (calibrated) throw new Error('no benchmarkIndex from the probe runs: the calibrated slowdown cannot be set');
    return;
  }
  if (calibrated) {
    calibration.multiplier = Math.round((index / INDEX_PER_SLOWDOWN) * 10) / 10;
    calibration.reason = `calibrated: probe benchmarkIndex ${Math.round(index)} / ${INDEX_PER_SLOWDOWN}`;
  } else if (index > FAST_HOST_INDEX) {
    calibration.multiplier = Math.max(4, Math.round((index / INDEX_PER_SLOWDOWN) * 10) / 10);
    calibration.reason = `calibrated: probe benchmarkIndex ${Math.round(index)} > ${FAST_HOST_INDEX}, so ${Math.round(index)} / ${INDEX_PER_SLOWDOWN}`;
  } else {
    calibration.reason = `Lighthouse's mobile default; probe benchmarkIndex ${Math.round(index)}, this project's machine kind`;
  }
  console.info(`CPU slowdown ${calibration.multiplier}x (${calibration.reason})`);
}

/**
 * The time from the first contentful paint until a tap works, median of `runs` fresh visits: the app marks
 * `app:live` when it has replayed the taps held before it started (src/app/boot/earlyEvents.ts); a build
 * without the replay lost those taps, and answers from its first commit (`<html data-interactive>`).
 * Chromium with the CPU slowed by the same multiplier as Lighthouse's (real, not simulated), no network
 * throttling, a phone's viewport.
 *
 * The same visits give the blocking time the page really has at that speed (`tbt`): the long tasks (Long Tasks
 * API) from the first paint until the app is live and OBSERVED_QUIET_MS more, each counted above 50 ms, as
 * TBT counts them. Lighthouse's TBT is simulated instead: it multiplies the durations of an unthrottled trace,
 * with whatever the host added to them (a descheduled main thread on a busy 2-core host, the trace's own
 * overhead), by the slowdown.
 */
/** How long after the app is live the observed blocking time keeps counting long tasks. */
const OBSERVED_QUIET_MS = 3000;

/** The browser paint -> live visits run in: Debian's Chromium, headless, asking for the language's pages. */
async function liveBrowser(lang) {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: [...CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')), `--accept-lang=${LANGS[lang].acceptLang}`],
  });
}

/**
 * One visit of `url` in a fresh context with the CPU slowed: first paint -> live (ms), and the blocking time of
 * the long tasks from the first paint until OBSERVED_QUIET_MS after (ms); null for both if the app never went live.
 */
async function visitPaintToLive(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__benchLongTasks = [];
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) window.__benchLongTasks.push([task.startTime, task.duration]);
      }).observe({ type: 'longtask', buffered: true });
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.interactive === undefined) return;
        performance.mark('bench:interactive');
        observer.disconnect();
        // <html> may not exist yet when this runs: watch the document and everything under it.
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: calibration.multiplier });
    await page.goto(url, { waitUntil: 'load' });
    const time = await page
      .waitForFunction(
        () => {
          const entry = (name) => performance.getEntriesByName(name)[0];
          const paint = entry('first-contentful-paint');
          const hasReplay = Boolean(window.__earlyEvents);
          const live = hasReplay ? entry('app:live') : entry('bench:interactive');
          return paint && live ? live.startTime - paint.startTime : false;
        },
        null,
        { timeout: 60_000, polling: 50 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    if (time === null) return { live: null, tbt: null };
    await page.waitForTimeout(OBSERVED_QUIET_MS);
    const tbt = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return window.__benchLongTasks
        .filter(([start]) => start >= paint)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    });
    return { live: Math.max(0, time), tbt };
  } finally {
    await context.close();
  }
}

async function paintToLive(route, lang, runs) {
  const browser = await liveBrowser(lang);
  const times = [];
  const blocking = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const visit = await visitPaintToLive(browser, new URL(route, ORIGIN).href);
      if (visit.live === null) continue;
      times.push(visit.live);
      blocking.push(visit.tbt);
    }
  } finally {
    await browser.close();
  }
  return { live: median(times), tbt: median(blocking) };
}

// ---------------------------------------------------------------------------------------------------------
// Numbers and output
// ---------------------------------------------------------------------------------------------------------

/** The 1-minute load average, two decimals. */
function loadAverage() {
  return round(os.loadavg()[0], 2);
}

function round(value, digits) {
  return Math.round(value * 10 ** digits) / 10 ** digits;
}

/** Median of the non-null values, or null when there are none. */
function median(values) {
  const sorted = values.filter((v) => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of every field over the samples, each field on its own. */
function medianOfEach(samples) {
  return Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]));
}

// Table cells; a number no valid run produced shows as a dash.
const formatScore = (v) => (v == null ? '–' : String(Math.round(v)));
const formatSeconds = (ms) => (ms == null ? '–' : `${(ms / 1000).toFixed(1)} s`);
const formatMs = (ms) => (ms == null ? '–' : `${Math.round(ms)} ms`);
const formatCls = (v) => (v == null ? '–' : v.toFixed(3));

/** The Markdown report: the medians table, the initial JS size, and what the runs flagged. */
function markdown(results, js, meta) {
  const lines = [
    `Lighthouse ${meta.lighthouseVersion}, mobile preset (simulated throttling), median of ${meta.runs} run(s), ${meta.date}.`,
    `Load average (1 min) at start / end: ${meta.loadAverage.start} / ${meta.loadAverage.end} on ${meta.cpus} CPU(s).` +
      (meta.previewRestarts ? ` The preview server had to be restarted ${meta.previewRestarts} time(s).` : ''),
    `Host CPU, Lighthouse benchmarkIndex (median of the routes' medians; higher is faster, and TBT and the ` +
      `performance score follow it): ${formatScore(median(results.map((r) => r.medians?.benchmarkIndex ?? null)))}.`,
    '',
    `CPU slowdown: ${meta.cpuMultiplier}x (${meta.cpuMultiplierReason}).`,
    `"paint → live": from the first contentful paint to the moment a tap works (the app has replayed what was ` +
      `tapped before; in a build without the replay, the first commit), Chromium with the CPU slowed ${meta.cpuMultiplier}x, ` +
      `no network throttling, 390 px, median of ${meta.runs}. "TBT observed": the same visits' long tasks from the first ` +
      `paint until ${OBSERVED_QUIET_MS / 1000} s after the app is live, each above 50 ms, at that real slowdown (Lighthouse's TBT is simulated ` +
      `from an unthrottled trace).`,
    '',
    '| route | lang | perf | a11y | bp | seo | FCP | LCP | TBT | CLS | benchmarkIndex | paint → live | TBT observed |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  for (const { route, lang, medians, runs, validRuns, paintToLive, observedTbt } of results) {
    const m = medians ?? {};
    const label = validRuns < runs ? `${route} (${validRuns}/${runs} runs)` : route;
    lines.push(
      `| ${label} | ${lang} | ${formatScore(m.performance)} | ${formatScore(m.accessibility)} | ` +
        `${formatScore(m.bestPractices)} | ${formatScore(m.seo)} | ${formatSeconds(m.fcp)} | ${formatSeconds(m.lcp)} | ` +
        `${formatMs(m.tbt)} | ${formatCls(m.cls)} | ${formatScore(m.benchmarkIndex)} | ${formatSeconds(paintToLive)} | ${formatMs(observedTbt)} |`,
    );
  }
  lines.push(
    '',
    `Initial JS (entry, modulepreloads and their static imports, gzip -9): ${js.kb} KB in ${js.files.length} file(s)`,
  );
  const flagged = results.filter((r) => Object.keys(r.failedAudits).length || r.warnings.length);
  if (flagged.length) {
    lines.push('', 'Audits below full score (a11y / best-practices / seo; runs failing it), and run warnings:', '');
    for (const r of flagged) {
      const audits = Object.entries(r.failedAudits).map(([id, n]) => `${id} (${n}/${r.validRuns})`);
      lines.push(`- ${r.lang} ${r.route}: ${[...audits, ...r.warnings].join('; ')}`);
    }
  }
  return lines.join('\n') + '\n';
}

/** Writes bench-lighthouse.md and bench-lighthouse.json at the repository root. */
function writeReports(results, js, meta) {
  const report = markdown(results, js, meta);
  console.info(`\n${report}`);
  fs.writeFileSync(path.join(ROOT, 'bench-lighthouse.md'), report);
  const json = { ...meta, initialJsGzipKb: js.kb, initialJsFiles: js.files, results };
  fs.writeFileSync(path.join(ROOT, 'bench-lighthouse.json'), JSON.stringify(json, null, 2) + '\n');
  console.info('Written: bench-lighthouse.md, bench-lighthouse.json');
}

// ---------------------------------------------------------------------------------------------------------
// Two commits, side by side (--ab)
// ---------------------------------------------------------------------------------------------------------

/**
 * Outside the project's node_modules: the bundler takes a file under a node_modules folder for a dependency's and
 * does not read the project's own package.json files there (their `sideEffects` among them), so a side built
 * there would not be built as the project is.
 */
const AB_DIR = path.join(os.tmpdir(), `${path.basename(ROOT)}-bench-ab`);
/** The two sides' ports: next to the single-site benchmark's, so both can never be mixed up. */
const AB_PORTS = [PORT + 1, PORT + 2];

function git(args, cwd = ROOT) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/**
 * A commit checked out in a worktree of its own, with its dependencies: the project's own node_modules when
 * its lock file is the same (linked), else its own `npm ci`.
 */
function checkout(ref) {
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const dir = path.join(AB_DIR, sha.slice(0, 12));
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    fs.mkdirSync(AB_DIR, { recursive: true });
    git(['worktree', 'add', '--detach', '--force', dir, sha]);
  }
  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) {
    const sameLock =
      fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8') ===
      fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8');
    if (sameLock) fs.symlinkSync(path.join(ROOT, 'node_modules'), modules, 'dir');
    else {
      console.info(`${ref}: its lock file differs, installing its own dependencies ...`);
      const { status } = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
      if (status !== 0) throw new Error(`npm ci failed in ${dir}`);
    }
  }
  return { ref, sha, dir };
}

/** Builds a side as the single-site benchmark builds the working tree. */
function buildSide(side) {
  console.info(`Building ${side.ref} (${side.sha.slice(0, 12)}, VITE_USE_MOCKS=false) ...`);
  const { status } = spawnSync('npm', ['run', 'build'], {
    cwd: side.dir,
    stdio: 'inherit',
    env: { VITE_SITE_URL: 'http://localhost:4173', ...process.env, VITE_USE_MOCKS: 'false' },
  });
  if (status !== 0) throw new Error(`npm run build failed for ${side.ref} (exit ${status})`);
}

/** Serves a side's dist/ with its own `vite preview` on its port; resolves once it answers. */
async function serveSide(side) {
  side.server = await servePreview({ cwd: side.dir, port: side.port, label: `vite preview of ${side.ref}` });
}

function stopSide(side) {
  side.server?.stop();
  side.server = null;
}

/** `min–max` of the non-null values, formatted; a dash when there are none. */
function range(values, format) {
  const known = values.filter((v) => v !== null && Number.isFinite(v));
  return known.length ? `${format(Math.min(...known))}–${format(Math.max(...known))}` : '–';
}

/**
 * --live-runs: paint -> live visits of both sides, interleaved round by round as the Lighthouse runs are (which side
 * goes first swaps every round). Measured with the CPU really slowed, it tells apart changes of main-thread work
 * that Lighthouse's simulated TBT, scaled from one unthrottled trace, does not; run an A/A (one commit on both
 * sides) beside it to read the measure's own spread.
 */
async function comparePaintToLive(sides, options) {
  const visits = new Map(); // `${lang} ${route}` -> [visits of side 0, visits of side 1]
  if (options.liveRuns === 0) return visits;
  for (const lang of options.langs) {
    const browser = await liveBrowser(lang);
    try {
      for (let round = 0; round < options.liveRuns; round += 1) {
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const route of routesFor(lang, options)) {
          const key = `${lang} ${route}`;
          if (!visits.has(key)) visits.set(key, [[], []]);
          for (const i of order) {
            const visit = await visitPaintToLive(browser, new URL(route, sides[i].origin).href);
            if (visit.live !== null) visits.get(key)[i].push(visit);
            console.info(
              `  ${sides[i].ref} ${key} live round ${round + 1}/${options.liveRuns}: paint → live ${formatMs(visit.live)}, ` +
                `TBT observed ${formatMs(visit.tbt)}`,
            );
          }
        }
      }
    } finally {
      await browser.close();
    }
  }
  return visits;
}

/** Both sides' runs interleaved, round by round, every route and language; the medians and ranges printed. */
async function compareCommits(options) {
  const started = performance.now();
  const loadAtStart = loadAverage();
  const sides = options.ab.map((ref, i) => ({
    ...checkout(ref),
    port: AB_PORTS[i],
    origin: `http://localhost:${AB_PORTS[i]}`,
    server: null,
  }));
  const stopAll = () => sides.forEach(stopSide);
  process.once('exit', stopAll);
  try {
    // --no-build reuses a side's earlier build; a side never built is built all the same.
    for (const side of sides) if (options.build || !fs.existsSync(path.join(side.dir, 'dist', 'index.html'))) buildSide(side);
    for (const side of sides) await serveSide(side);
    // One slowdown for both, measured on the first side's home page.
    await calibrate(options.langs[0], options.cpu, {
      calibrated: options.calibrated,
      origin: sides[0].origin,
      ready: async () => {},
    });
    const samples = new Map(); // `${lang} ${route}` -> [samples of side 0, samples of side 1]
    for (let round = 0; round < options.runs; round += 1) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const lang of options.langs)
        for (const route of routesFor(lang, options)) {
          const key = `${lang} ${route}`;
          if (!samples.has(key)) samples.set(key, [[], []]);
          for (const i of order) {
            const lhr = await lighthouseRun(new URL(route, sides[i].origin).href, lang);
            if (lhr.runtimeError) {
              console.info(`  ${sides[i].ref} ${key} round ${round + 1}: ${lhr.runtimeError.code}, no numbers`);
              continue;
            }
            const sample = extract(lhr);
            samples.get(key)[i].push(sample);
            console.info(
              `  ${sides[i].ref} ${key} round ${round + 1}/${options.runs}: perf ${sample.performance ?? '-'}, ` +
                `TBT ${formatMs(sample.tbt)}, benchmarkIndex ${formatScore(sample.benchmarkIndex)}`,
            );
          }
        }
    }
    const live = await comparePaintToLive(sides, options);
    const lines = [
      `Lighthouse ${TOOLS.lighthouse}, mobile preset, A/B of ${sides.map((s) => `${s.ref} (${s.sha.slice(0, 12)})`).join(' and ')}, ` +
        `${options.runs} interleaved round(s), ${new Date().toISOString()}.`,
      `CPU slowdown ${calibration.multiplier}x (${calibration.reason}); load average (1 min) at start / end: ${loadAtStart} / ${loadAverage()} on ${os.cpus().length} CPU(s).`,
      '',
    ];
    if (options.runs > 0)
      lines.push(
        '| route | side | perf (range) | TBT (range) | LCP (range) | CLS | benchmarkIndex (range) |',
        '| --- | --- | --: | --: | --: | --: | --: |',
      );
    for (const [key, bySide] of samples) {
      bySide.forEach((runs, i) => {
        const m = runs.length ? medianOfEach(runs) : {};
        const of = (field) => runs.map((run) => run[field]);
        lines.push(
          `| ${key} | ${sides[i].ref} | ${formatScore(m.performance)} (${range(of('performance'), formatScore)}) | ` +
            `${formatMs(m.tbt)} (${range(of('tbt'), formatMs)}) | ${formatSeconds(m.lcp)} (${range(of('lcp'), formatSeconds)}) | ` +
            `${formatCls(m.cls)} | ${formatScore(m.benchmarkIndex)} (${range(of('benchmarkIndex'), formatScore)}) |`,
        );
      });
    }
    if (live.size > 0) {
      lines.push(
        '',
        `Paint -> live (first contentful paint to the first tap that works) and the observed blocking time, Chromium with the ` +
          `CPU really slowed ${calibration.multiplier}x, ${options.liveRuns} interleaved round(s), medians (range):`,
        '',
        '| route | side | paint → live (range) | TBT observed (range) |',
        '| --- | --- | --: | --: |',
      );
      for (const [key, bySide] of live)
        bySide.forEach((visits, i) => {
          const of = (field) => visits.map((visit) => visit[field]);
          lines.push(
            `| ${key} | ${sides[i].ref} | ${formatMs(median(of('live')))} (${range(of('live'), formatMs)}) | ` +
              `${formatMs(median(of('tbt')))} (${range(of('tbt'), formatMs)}) |`,
          );
        });
    }
    const report = lines.join('\n') + '\n';
    console.info(`\n${report}`);
    fs.writeFileSync(path.join(ROOT, 'bench-lighthouse-ab.md'), report);
    console.info(
      `Written: bench-lighthouse-ab.md; bench:lighthouse took ${((performance.now() - started) / 60_000).toFixed(1)} min`,
    );
    const empty = [...samples].filter(([, bySide]) => options.runs > 0 && bySide.some((runs) => runs.length === 0));
    if (empty.length) throw new Error(`no valid Lighthouse run for ${empty.map(([key]) => key).join(', ')} on one side`);
  } finally {
    stopAll();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------------

/** Stops Chromium and the preview server, whatever state we are in. */
function cleanUp() {
  try {
    running.chrome?.kill();
  } catch {
    // Already gone.
  }
  running.chrome = null;
  stopPreview();
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  ({ lighthouse, chromeLauncher } = await loadTools());
  if (options.ab) return compareCommits(options);
  const started = performance.now();
  const loadAtStart = loadAverage();
  if (options.build) build();
  const js = initialJsGzipKb();
  console.info(`Initial JS (gzip -9): ${js.kb} KB (${js.files.join(', ')})`);
  await startPreview();
  await calibrate(options.langs[0], options.cpu, { calibrated: options.calibrated });
  const results = [];
  for (const lang of options.langs) {
    for (const route of routesFor(lang, options)) {
      const result = await measureRoute(route, lang, options.runs, options.longTasks);
      const observed = await paintToLive(route, lang, options.runs);
      result.paintToLive = observed.live;
      result.observedTbt = observed.tbt;
      console.info(
        `  ${lang} ${route}: paint → live ${formatSeconds(result.paintToLive)}, TBT observed ${formatMs(result.observedTbt)}`,
      );
      results.push(result);
    }
  }
  stopPreview();
  const lighthouseVersion = TOOLS.lighthouse;
  const meta = {
    lighthouseVersion,
    runs: options.runs,
    date: new Date().toISOString(),
    chromePath: CHROME_PATH,
    cpus: os.cpus().length,
    cpuMultiplier: calibration.multiplier,
    cpuMultiplierReason: calibration.reason,
    previewRestarts: running.previewRestarts,
    // Simulated throttling still measures main-thread work on this machine: a busy machine inflates TBT.
    loadAverage: { start: loadAtStart, end: loadAverage() },
  };
  writeReports(results, js, meta);
  console.info(`bench:lighthouse took ${((performance.now() - started) / 60_000).toFixed(1)} min`);
  // Lighthouse could not measure a page at all (every attempt ended in a runtime error): that is a failure.
  const unmeasured = results.filter((r) => r.validRuns === 0);
  if (unmeasured.length)
    throw new Error(`no valid Lighthouse run for ${unmeasured.map((r) => `${r.lang} ${r.route}`).join(', ')}`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping Chromium and the preview server`);
    cleanUp();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

try {
  await main();
} catch (error) {
  console.error(`bench:lighthouse failed: ${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  cleanUp();
}
