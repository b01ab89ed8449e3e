#!/usr/bin/env node
/**
 * `npm run bench:interactions`: how long the site takes to answer a visitor's taps and keys once it has started,
 * measured as browsers report it to the page (Event Timing: from the input to the next frame drawn, the
 * measure behind Interaction to Next Paint), with the CPU slowed as on a mid-tier phone. A benchmark, not a
 * test: it prints numbers and exits non-zero only when a page cannot be driven.
 *
 * Serves dist/ (build it first: `VITE_USE_MOCKS=false VITE_SITE_URL=http://localhost:4173 npm run build`) with
 * `vite preview` on port 4183, opens each page at 390 px in Debian's Chromium (CHROME_PATH), waits until the app
 * is live and its part of the page has started, then plays each control's interactions and keeps the longest
 * interaction of each control, median over the runs.
 *
 * Options: --runs=N (3), --cpu=N (the CPU slowdown, 4 by default; `bench:lighthouse --calibrated` prints the
 * host's own), --dir=<tree> (serve another tree's dist/, e.g. a `bench:lighthouse --ab` worktree, to compare two
 * builds), --only=<text> (the controls whose name holds it).
 */
/* global window, document -- in the functions run in the page */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../src/e2e/chromium.ts';
import { servePreview } from './preview.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 4183;
const ORIGIN = `http://localhost:${PORT}`;

function options() {
  const parsed = { runs: 3, cpu: 4, dir: ROOT, only: null };
  for (const arg of process.argv.slice(2)) {
    const [name, value] = arg.split('=');
    if (name === '--runs') parsed.runs = Number(value);
    else if (name === '--cpu') parsed.cpu = Number(value);
    else if (name === '--dir') parsed.dir = path.resolve(value);
    else if (name === '--only') parsed.only = value;
    else throw new Error(`Unknown option ${arg} (use --runs=N, --cpu=N, --dir=<tree>, --only=<words of a control's name>)`);
  }
  if (!(Number.isInteger(parsed.runs) && parsed.runs > 0) || !(parsed.cpu >= 1))
    throw new Error('--runs and --cpu must be positive');
  return parsed;
}

/** Each control a visitor uses, the page it is on, and what the visitor does with it. */
const CONTROLS = [
  {
    name: 'home: carousel, next slide',
    path: '/',
    act: async (page) => {
      const region = page.getByRole('region', { name: 'Lançamentos em destaque' });
      await region.scrollIntoViewIfNeeded();
      await page.locator('[data-island][data-hydrated]', { has: region }).waitFor();
      const next = region.getByRole('button', { name: 'Diapositivo seguinte' });
      for (let i = 0; i < 3; i += 1) {
        await next.click();
        await page.waitForTimeout(400);
      }
    },
  },
  {
    name: 'home: books, tab and search',
    path: '/',
    act: async (page) => {
      const tab = page.getByRole('tab', { name: 'eBooks' });
      await tab.scrollIntoViewIfNeeded();
      await tab.click();
      await page.waitForTimeout(300);
      const search = page.getByRole('searchbox', { name: 'Pesquisar livros por título' });
      await search.click();
      await search.pressSequentially('sensorial', { delay: 120 });
    },
  },
  {
    name: 'publications: filters and search',
    path: '/artigos-teses',
    act: async (page) => {
      await page.getByRole('radio', { name: 'Artigos' }).click();
      await page.waitForTimeout(300);
      await page.getByRole('radio', { name: 'Teses' }).click();
      await page.waitForTimeout(300);
      await page.getByRole('searchbox').click();
      await page.getByRole('searchbox').pressSequentially('escola', { delay: 120 });
    },
  },
  {
    name: 'cart: quantity',
    path: '/cart',
    seed: { cart: [{ type: 'book', id: 3, title: 'Autismo e Processamento Sensorial', price: 16, quantity: 1 }] },
    act: async (page) => {
      const more = page.getByRole('button', { name: /^Aumentar a quantidade de / }).first();
      for (let i = 0; i < 3; i += 1) {
        await more.click();
        await page.waitForTimeout(300);
      }
    },
  },
  {
    name: 'contact form: typing, send with a mistake',
    path: '/contact',
    act: async (page) => {
      const main = page.locator('main');
      const name = main.getByRole('textbox').first();
      await name.click();
      await name.pressSequentially('Rita', { delay: 120 });
      await main
        .getByRole('button', { name: /Enviar/ })
        .first()
        .click();
    },
  },
  {
    name: 'login form: typing, send empty',
    path: '/login',
    act: async (page) => {
      const main = page.locator('main');
      await main.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForTimeout(300);
      const email = main.getByRole('textbox', { name: /E-mail/ });
      await email.click();
      await email.pressSequentially('rita@example.com', { delay: 80 });
    },
  },
];

/** Records every Event Timing entry of the page from its start (buffered), grouped by interaction. */
function observeInteractions() {
  const entries = [];
  window.__interactions = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) entries.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/** The longest interaction (ms) of one visit of a control. */
async function visit(browser, control, cpu) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, locale: 'pt-PT' });
  await context.addInitScript(
    ({ seed }) => {
      localStorage.setItem('i18nextLng', 'pt');
      document.cookie = 'cookieConsent=accepted; path=/; max-age=3600';
      if (seed?.cart) localStorage.setItem('cart', JSON.stringify({ value: seed.cart, expiry: Date.now() + 300_000 }));
    },
    { seed: control.seed },
  );
  await context.addInitScript(observeInteractions);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(new URL(control.path, ORIGIN).href, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('app:live').length > 0, null, { timeout: 60_000 });
    await control.act(page);
    await page.waitForTimeout(500);
    const entries = await page.evaluate(() => window.__interactions);
    const byInteraction = new Map();
    for (const { id, duration } of entries) byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, duration));
    if (process.env.BENCH_VERBOSE)
      console.info(`    ${entries.map(({ name, duration }) => `${name} ${Math.round(duration)}`).join(', ')}`);
    return Math.max(0, ...byInteraction.values());
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const { runs, cpu, dir, only } = options();
const { stop } = await servePreview({ cwd: dir, port: PORT });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  console.info(`Event Timing, CPU slowed ${cpu}x, 390 px, ${runs} run(s) per control; the longest interaction of each run.`);
  const rows = [];
  for (const control of CONTROLS.filter(({ name }) => !only || name.includes(only))) {
    const worst = [];
    for (let run = 0; run < runs; run += 1) worst.push(await visit(browser, control, cpu));
    rows.push({ name: control.name, median: median(worst), runs: worst });
    console.info(`  ${control.name}: ${Math.round(median(worst))} ms (runs: ${worst.map((ms) => Math.round(ms)).join(', ')})`);
  }
  console.info(`\nWorst: ${rows.reduce((a, b) => (b.median > a.median ? b : a)).name}`);
} finally {
  await browser.close();
  stop();
}
