import type { Locator, Page } from '@playwright/test';
import { test, expect, mockReady } from './fixtures';

/**
 * Scrolling on navigation (issue 13, item 2; src/app/scroll): a new page starts at the top at once;
 * back / forward / reload return to where the entry was left; a hash lands on its element; only an
 * in-page anchor glides, and never under reduced motion. Also: find-in-page reaches closed FAQ answers.
 *
 * Motion is observed, not inferred: a scroll listener records every position the page passes through.
 * An instant jump records only its destination; a smooth scroll records the positions in between.
 */

const NAV_HEIGHT = 64;
/** A legal section lands a little below the header (its scroll-margin-top, 16 px). */
const LEGAL_SECTION_TOP = NAV_HEIGHT + 16;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Jumps to a position (instantly, whatever the page's scroll-behaviour) and waits until it is there. */
async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/**
 * Starts recording the positions the page scrolls through; `positions()` reads them. A scroll made just
 * before (scrollToY) has moved the page already but fires its scroll event on the next frame: two frames
 * pass first, so that event is not taken for one of the scrolls under test.
 */
async function recordScrolling(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const w = window as Window & { __scrolls?: number[]; __motions?: string[] };
    w.__scrolls = [];
    window.addEventListener('scroll', () => w.__scrolls!.push(Math.round(window.scrollY)), { passive: true });
    // The motion the page asked for: the root's scroll-behavior when the router scrolls to a hash's element.
    w.__motions = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, ...args: Parameters<Element['scrollIntoView']>) {
      w.__motions!.push(getComputedStyle(document.documentElement).scrollBehavior);
      return scrollIntoView.apply(this, args);
    };
  });
  return () => page.evaluate(() => (window as Window & { __scrolls?: number[] }).__scrolls ?? []);
}

/** Positions strictly between the start and the end: what an animation passes through. */
const between = (positions: number[], from: number, to: number) =>
  positions.filter((y) => y > Math.min(from, to) + 2 && y < Math.max(from, to) - 2);

/**
 * A glide: the router scrolled to the section with smooth scrolling on, and the page moved one way only.
 * How many of the glide's frames are drawn is the browser's business and the machine's: a busy machine drew
 * one or two, a saturated one none at all, so positions on the way are not counted. (A jump is checked by
 * the positions: it passes through none.)
 */
async function expectGlide(page: Page, positions: number[], from: number, to: number) {
  const motions = await page.evaluate(() => (window as Window & { __motions?: string[] }).__motions ?? []);
  expect(motions.at(-1), 'the scroll to the section was smooth').toBe('smooth');
  const onTheWay = between(positions, from, to);
  const steps = onTheWay.slice(1).map((y, i) => Math.sign(y - onTheWay[i]!));
  expect(
    steps.filter((step) => step !== 0 && step !== Math.sign(to - from)),
    'one way only',
  ).toEqual([]);
}

/** Where an element's top sits in the viewport (just under the sticky header when scrolled to). */
const topOf = (locator: Locator) => locator.evaluate((el) => Math.round(el.getBoundingClientRect().top));

/**
 * A page opened at a hash lands with its target's top under the sticky header. Fonts still arriving
 * can then shorten the content above by a few lines without the browser compensating (the element
 * before the target still shows behind the header, and the browser anchors to it), so the target can
 * end up slightly higher than the header's edge: accepted, as long as it is not below it.
 */
async function landedOn(target: Locator) {
  await expect.poll(() => topOf(target)).toBeLessThanOrEqual(NAV_HEIGHT);
  expect(await topOf(target)).toBeGreaterThanOrEqual(0);
}

/**
 * Clicks where the element is on screen, as a person would. (Playwright's own click first scrolls the
 * element "into view", and for a link in the sticky header that moves the page.)
 */
async function clickInPlace(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Opens a page and waits until it is laid out for good (web fonts in), so later scrolls are ours alone. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await mockReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', 'pt');
  });
});

test('a new page starts at the top at once, without animation', async ({ freshPage: page }) => {
  await open(page, '/privacy');
  await scrollToY(page, 1500);
  const positions = await recordScrolling(page);
  await clickInPlace(page, page.getByRole('link', { name: /página inicial$/ }));
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(/^Terapia ocupacional: formação e recursos · /);
  expect(await scrollY(page)).toBe(0);
  expect(await positions(), 'every position the page scrolled through').toEqual([0]);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
});

test('back and forward return to the position each page was left at (publications page 3)', async ({ freshPage: page }) => {
  await open(page, '/artigos-teses?pagina=3');
  await expect(page.getByRole('link', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
  const left = await page.evaluate(() => Math.min(900, document.documentElement.scrollHeight - window.innerHeight));
  expect(left).toBeGreaterThan(300);
  await scrollToY(page, left);

  // Away through the header, which stays in view.
  await clickInPlace(page, page.getByRole('banner').getByRole('link', { name: 'Contacto', exact: true }));
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).toHaveTitle(/^Contacto · /);
  expect(await scrollY(page)).toBe(0);
  await scrollToY(page, 250);

  await page.goBack();
  await expect(page).toHaveURL(/\/artigos-teses\?pagina=3$/);
  await expect(page).toHaveTitle(/^Artigos e teses · /);
  await expect(page.getByRole('link', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => scrollY(page)).toBe(left);

  await page.goForward();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).toHaveTitle(/^Contacto · /);
  await expect.poll(() => scrollY(page)).toBe(250);
});

test('back to the home page returns to the books', async ({ freshPage: page }) => {
  await open(page, '/');
  const more = page
    .locator('#livros article')
    .first()
    .getByRole('link', { name: /Mais informações/ });
  await more.scrollIntoViewIfNeeded();
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(500);
  await more.click();
  await expect(page).toHaveURL(/\/book\/\d+$/);
  await expect(page).toHaveTitle(/ · Livros · /);
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(/^Terapia ocupacional: formação e recursos · /);
  await expect.poll(() => scrollY(page)).toBe(left);
  await expect(more).toBeInViewport();
});

test('a reload keeps the position; a fresh visit in the same tab starts at the top', async ({ freshPage: page }) => {
  await open(page, '/privacy');
  const section = page.getByRole('heading', { level: 2, name: /^6\. / });
  await section.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(1000);
  await page.reload();
  await mockReady(page);
  // The same part of the page (fonts arriving after the restore may move the offset a little).
  await expect(section).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 200);

  // A page opened from the address bar is a new entry: it does not inherit the last fresh visit's position.
  await open(page, '/termos-condicoes');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2500);
  expect(await scrollY(page)).toBe(0);
});

test('a fresh visit writes its history entry once at start: its own key and index, in one replaceState (#33)', async ({
  freshPage: page,
}) => {
  await page.addInitScript(() => {
    const w = window as Window & { __replaced?: unknown[] };
    w.__replaced = [];
    const replace = history.replaceState.bind(history);
    history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
      w.__replaced!.push(state);
      replace(state, unused, url);
    };
  });
  await open(page, '/privacy');
  const replaced = await page.evaluate(() => (window as Window & { __replaced?: unknown[] }).__replaced);
  expect(replaced).toEqual([{ key: expect.stringMatching(/^[0-9a-z]{8}$/), idx: 0 }]);
});

test('/mentorship-details#faq lands on the FAQ, loaded or followed from the footer', async ({ freshPage: page }) => {
  const faq = page.locator('#faq');
  await open(page, '/mentorship-details#faq');
  await expect(page.getByRole('heading', { level: 2, name: 'Perguntas frequentes' })).toBeInViewport();
  await landedOn(faq);

  await open(page, '/privacy');
  const positions = await recordScrolling(page);
  const footerLink = page.getByTestId('site-footer').getByRole('link', { name: 'Perguntas frequentes' });
  await footerLink.scrollIntoViewIfNeeded();
  const from = await scrollY(page);
  await footerLink.click();
  await expect(page).toHaveURL(/\/mentorship-details#faq$/);
  await expect(page).toHaveTitle(/^Mentoria · /);
  await expect.poll(() => topOf(faq)).toBe(NAV_HEIGHT);
  // Another page: a jump, not a glide.
  const to = await scrollY(page);
  expect(between(await positions(), from, to)).toEqual([]);
});

test('/#cursos lands on the courses section; a missing section leaves the page at the top', async ({ freshPage: page }) => {
  const courses = page.locator('#cursos');
  await open(page, '/#cursos');
  await expect(page.getByRole('heading', { level: 2, name: 'Cursos para aprofundar a sua prática' })).toBeInViewport();
  await landedOn(courses);
  expect(await scrollY(page)).toBeGreaterThan(200);

  // From another page, the header anchor opens / at the section.
  await open(page, '/privacy');
  await clickInPlace(page, page.getByRole('button', { name: 'Formações' }));
  await clickInPlace(page, page.getByRole('link', { name: 'Cursos', exact: true }));
  await expect(page).toHaveURL(/\/#cursos$/);
  await expect(page).toHaveTitle(/^Terapia ocupacional: formação e recursos · /);
  await expect.poll(() => topOf(courses)).toBe(NAV_HEIGHT);

  await open(page, '/#nao-existe');
  expect(await scrollY(page)).toBe(0);
});

test.describe('in-page anchors', () => {
  test('glide to their section, even to the one already in the URL', async ({ freshPage: page }) => {
    await open(page, '/termos-condicoes');
    const positions = await recordScrolling(page);
    await page.getByRole('navigation', { name: 'Índice' }).getByRole('link', { name: 'Encomendas e pagamento' }).click();
    await expect(page).toHaveURL(/\/termos-condicoes#terms-4$/);
    const section = page.locator('#terms-4');
    await expect.poll(() => topOf(section)).toBe(LEGAL_SECTION_TOP);
    const end = await scrollY(page);
    await expectGlide(page, await positions(), 0, end);
    // Smooth scrolling was on for that scroll only.
    await expect.poll(() => page.evaluate(() => document.documentElement.style.scrollBehavior)).toBe('');

    // On /, a header anchor glides to its section, also when that section is already in the URL.
    await open(page, '/#cursos');
    const courses = page.locator('#cursos');
    await landedOn(courses);
    await scrollToY(page, 0);
    const again = await recordScrolling(page);
    await clickInPlace(page, page.getByRole('button', { name: 'Formações' }));
    await clickInPlace(page, page.getByRole('link', { name: 'Cursos', exact: true }));
    await expect.poll(() => topOf(courses)).toBe(NAV_HEIGHT);
    await expect(page).toHaveURL(/\/#cursos$/);
    await expectGlide(page, await again(), 0, await scrollY(page));
  });

  test('jump at once under prefers-reduced-motion', async ({ freshPage: page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/termos-condicoes');
    const positions = await recordScrolling(page);
    await page.getByRole('navigation', { name: 'Índice' }).getByRole('link', { name: 'Encomendas e pagamento' }).click();
    const section = page.locator('#terms-4');
    await expect.poll(() => topOf(section)).toBe(LEGAL_SECTION_TOP);
    expect(between(await positions(), 0, await scrollY(page))).toEqual([]);
    expect(await page.evaluate(() => (window as Window & { __motions?: string[] }).__motions?.at(-1))).toBe('auto');
  });
});

test('find-in-page (here a text fragment) reaches a closed FAQ answer: it opens, the open one closes', async ({
  freshPage: page,
}) => {
  await open(page, '/mentorship-details');
  const first = page.getByRole('button', { name: 'Quem pode participar na mentoria?' });
  const second = page.getByRole('button', { name: 'Preciso de ter formação em integração sensorial?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const answer = page.locator(`#${await second.getAttribute('aria-controls')}`);
  await expect(answer).toHaveAttribute('hidden', 'until-found');
  await expect(answer).toBeHidden();

  // Chromium searches hidden="until-found" content for a text fragment as find-in-page does: on a match
  // it fires `beforematch` at the hidden answer, reveals it and scrolls to the text. (Same document:
  // the page keeps its state.)
  await page.evaluate(() => {
    (window as Window & { __samePage?: boolean }).__samePage = true;
  });
  await page.goto(`/mentorship-details#:~:text=${encodeURIComponent('Não é obrigatório')}`);
  expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(page.getByText(/^Não é obrigatório\./)).toBeInViewport();
  // One at a time: the answer that was open is closed, and again only until found.
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator(`#${await first.getAttribute('aria-controls')}`)).toHaveAttribute('hidden', 'until-found');
  await expect(page.locator('#faq').getByRole('button', { expanded: true })).toHaveCount(1);
});
