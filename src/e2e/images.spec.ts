import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, untilInteractive } from './fixtures';

/**
 * Images that fail to load are hidden or replaced by a fallback (spec §8: the mentorship image falls back to a
 * default), from the first paint: an image can fail before the part of the page it is in has hydrated, and
 * then only the served page's own script (src/app/boot/inline/images.ts) is there to catch it.
 */

test.use({ locale: 'pt-PT' });

const DEFAULT = '/images/sections/mentorship-default.webp';
/** Every file of the home mentorship image: its own and its smaller copies, WebP and AVIF (not the default). */
const MENTORSHIP = /\/images\/sections\/mentorship(-\d+)?\.(webp|avif)$/;
/** A 404 for an image the test makes fail, as Chromium and the fixtures report it. */
const IMAGE_404 = /^(http 404: .*\/images\/|console: Failed to load resource: the server responded with a status of 404)/;

/** Makes every file matching `files` answer 404: the context's routes, so the mock service worker's requests too. */
async function failImages(context: BrowserContext, files: RegExp) {
  await context.route(
    (url) => files.test(url.pathname),
    (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  );
}

/** Scrolls down the whole page and back, so every lazy image is asked for. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight / 2));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * The images a visitor sees as broken: shown (not hidden by CSS), done loading, and with nothing decoded (the
 * browser's broken-image icon, or its alt text in its place).
 */
const brokenImages = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((img) => img.checkVisibility({ visibilityProperty: true }) && img.hasAttribute('src'))
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );

test('a direct load of / with the mentorship image failing before the app has started shows the default image', async ({
  page,
  context,
  allowProblems,
}) => {
  allowProblems(IMAGE_404);
  await failImages(context, MENTORSHIP);
  // The app is held back until the image has failed, so nothing of it can be what handles the failure.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.mainFrame().goto('/', { waitUntil: 'domcontentloaded' });
  const section = page.locator('#mentorias');
  const image = section.locator('img');
  await section.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc || 'x:').pathname)).toBe(DEFAULT);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(image).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.interactive), 'the app had not started').toBeUndefined();

  // The app starts and hydrates the section: the default stays, taken over by the component (its mark gone),
  // with no error on the console (the fixtures fail the test on any).
  release();
  await untilInteractive(page);
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('xpath=ancestor::*[@data-island][1]')).toHaveAttribute('data-hydrated', 'true');
  await expect(image).not.toHaveAttribute('data-failed');
  await expect(image).toHaveAttribute('src', DEFAULT);
  await expect(image).toBeVisible();
  // Read once the picture has loaded: the component may set its address again as it takes the image over.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

/** The pages with images (the others show none). */
const PAGES = [
  '/',
  '/cursos',
  '/course/1',
  '/book/1',
  '/lancamento/1',
  '/about',
  '/contact',
  '/mentorias',
  '/mentorship-details',
  '/imersao-details',
  '/nossos-valores',
];

/** Every file of an image (its own and its smaller copies, WebP and AVIF), from its address. */
const filesOf = (src: string) =>
  new RegExp(`^${src.replace(/\.(webp|avif)$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(-\\d+)?\\.(webp|avif)$`);

for (const path of PAGES) {
  test(`no broken-image icon on ${path}, its first image failing`, async ({ page, context, allowProblems }) => {
    allowProblems(IMAGE_404);
    // The first image of the page's content, as served.
    const html = await (await page.request.get(path)).text();
    const first = /<img\b[^>]*\bsrc="([^"]+)"/.exec(html.slice(html.indexOf('<main')))?.[1];
    expect(first, 'the page has an image').toBeDefined();
    await failImages(context, filesOf(first!));
    await page.goto(path);
    await scrollThrough(page);
    await expect.poll(() => brokenImages(page), { message: 'images shown broken' }).toEqual([]);
    // The image did fail, and was hidden (or replaced by its default): the check above was put to the test.
    const handled = await page.evaluate(
      (fallback) => [...document.images].filter((img) => img.hidden || img.getAttribute('src') === fallback).length,
      DEFAULT,
    );
    expect(handled, 'failed images hidden or replaced').toBeGreaterThan(0);
  });
}

test('a failed cover is hidden in its box, and the mentorship default replaces its image on the mentorship page', async ({
  page,
  context,
  allowProblems,
}) => {
  allowProblems(IMAGE_404);
  await failImages(context, /\/images\/(courses\/course-1|sections\/mentorship)(-\d+)?\.(webp|avif)$/);
  await page.goto('/course/1');
  const cover = page.locator('main img').first();
  // The image as its component leaves it once it has taken the failure over: hidden, and with no address left to
  // ask for. Until then the page's own script may have hidden the served one, which the component then replaces
  // (its <picture> goes): a box read in between may be of an image on its way out.
  await expect(cover).toHaveAttribute('hidden', '');
  await expect(cover).not.toHaveAttribute('src');
  await expect(cover).toBeHidden();
  expect((await cover.boundingBox())?.height ?? 0, 'the box stays').toBeGreaterThan(0);

  await page.goto('/mentorias');
  await scrollThrough(page);
  const replaced = page.locator(`main img[src="${DEFAULT}"]`);
  await replaced.scrollIntoViewIfNeeded();
  await expect(replaced).toBeVisible();
  await expect.poll(() => replaced.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
