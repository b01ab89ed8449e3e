import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS, type ViewportName } from '../../stories/support/viewports';

/**
 * Visual baselines (issue 12): every flow-state story and every page story of the built Storybook, as QA
 * looks at them, compared with a committed screenshot (`.storybook/visual/baselines/`). Flows are captured at
 * the width they pin (or 1280 px), pages at 390 px and at 1280 px, each after its play function. A difference
 * fails with the expected, the actual and a diff image in the HTML report
 * (`npx playwright show-report node_modules/.cache/visual-report`). `npm run test:visual:update` rewrites the
 * baselines after an intended change; review them like code.
 *
 * What keeps a capture the same from run to run: the stories' own clock (carousels and timers stand still,
 * stories/support/storyClock.tsx), reduced motion, CSS animations and transitions finished by the capture,
 * the caret hidden, fonts and images loaded before the capture, and the few values that change by design
 * (order numbers, today's date) masked.
 */
type Entry = { id: string; type: string; title: string; tags?: string[] };

const dir = path.resolve(process.env.STORYBOOK_QA_DIR ?? 'node_modules/.cache/storybook-qa');
const index = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8')) as { entries: Record<string, Entry> };
const only = process.env.VISUAL_FILTER;
const stories = Object.values(index.entries).filter(
  (entry) =>
    entry.type === 'story' &&
    /^(Flows|Pages)\//.test(entry.title) &&
    !(entry.tags ?? []).includes('!visual') &&
    (!only || entry.id.includes(only)),
);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/**
 * Masked in every capture: the values that differ on every run by design (order number and date), and the
 * photos and video frames, drawn as flat boxes of their size and place. A baseline is about layout, type,
 * colour and state, not about the pictures (content, changed by editors), and a lazy picture below the fold
 * loads at its own pace (a capture does not scroll).
 */
const MASKED = ['[data-testid="order-number"]', '[data-testid="order-date"]', 'img', 'video'];
const MASK_COLOR = '#d9d2c7';

/**
 * Opens the story alone in a fresh preview (as a link to it does: nothing left over from another story) and
 * waits until it has rendered and played.
 */
async function show(page: Page, storyId: string) {
  await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=locale:pt`);
  const phase = await page.waitForFunction(
    () => {
      type Preview = { currentRender?: { phase?: string } };
      const render = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender;
      return ['finished', 'completed', 'errored', 'aborted'].includes(render?.phase ?? '') && render?.phase;
    },
    null,
    { timeout: 20_000 },
  );
  expect(await phase.jsonValue(), `${storyId} rendered and played`).toMatch(/^(finished|completed)$/);
  await page.evaluate(async () => {
    // The values that differ on every run by design get a fixed text before they are masked, so the mask
    // (drawn over the element's box) has the same width on every run: a random order number's digits vary.
    for (const element of document.querySelectorAll('[data-testid="order-number"]')) element.textContent = '#000000';
    for (const element of document.querySelectorAll('[data-testid="order-date"]')) element.textContent = '00/00/0000';
    // A full-page capture has no single scroll position: a sticky element (the legal pages' table of contents)
    // is captured where it sits in the flow.
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).position === 'sticky') element.style.position = 'static';
    }
    await document.fonts.ready;
    // Images still loading would be captured half-drawn (a lazy image out of view never loads: not waited for).
    const loading = [...document.images].filter((image) => !image.complete && image.loading !== 'lazy');
    await Promise.race([
      Promise.all(loading.map((image) => image.decode().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
  });
}

/** The viewport the shown story pins (`globals: atViewport('mobile')`), if any. */
async function pinnedViewport(page: Page) {
  const value = await page.evaluate(() => {
    type Preview = { currentRender?: { story?: { storyGlobals?: { viewport?: { value?: string } } } } };
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__;
    return preview.currentRender?.story?.storyGlobals?.viewport?.value;
  });
  const styles = value && value in VIEWPORTS ? VIEWPORTS[value as ViewportName].styles : undefined;
  return styles ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) } : undefined;
}

for (const group of ['Flows', 'Pages'] as const) {
  test(`${group}: every story looks as its baseline`, async ({ context }) => {
    test.setTimeout(20 * 60_000);
    const selected = stories.filter((entry) => entry.title.startsWith(`${group}/`));
    test.skip(selected.length === 0, `no ${group} story selected`);
    const page = await context.newPage();
    for (const { id, title } of selected) {
      const first = group === 'Pages' ? PHONE : DESKTOP;
      await page.setViewportSize(first);
      await show(page, id);
      const pinned = await pinnedViewport(page);
      const widths = pinned ? [pinned] : group === 'Pages' ? [PHONE, DESKTOP] : [DESKTOP];
      for (const size of widths) {
        if (size.width !== first.width) {
          await page.setViewportSize(size);
          await show(page, id);
        }
        await expect.soft(page, `${title} ▸ ${id} at ${size.width} px`).toHaveScreenshot(`${id}-${size.width}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          mask: MASKED.map((selector) => page.locator(selector)),
          maskColor: MASK_COLOR,
        });
      }
    }
  });
}
