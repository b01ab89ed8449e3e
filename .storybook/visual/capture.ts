import { commands, page, userEvent } from 'vitest/browser';
import { VIEWPORTS, type ViewportName } from '../../stories/support/viewports';
import { textsInUnshippedFonts, type TextSample } from './shippedFonts';

/**
 * Visual baselines (issue 12), taken inside the stories-as-tests run (`npm run test:visual`): after a flow
 * or page story has rendered and played (and passed its checks), the story as it stands is captured and
 * compared with its committed baseline in `.storybook/visual/baselines/<story id>-<width>.png`, in Debian's
 * Chromium (the `matchBaseline` command, ./commands.ts). Pages are captured at 390 and 1280 px, flows at the
 * width they pin (or 1280 px), each whole (the preview is made as tall as the story). A difference fails the
 * story with the baseline, the capture and a diff image under `node_modules/.cache/visual-diffs/`; every
 * comparison is recorded with its story, and the run ends with the review page written from that record
 * (.ci/scripts/visual-review.mjs). `npm run test:visual` runs only the flow and page stories;
 * `npm run test:visual:approve` takes the named stories' new captures as their baselines,
 * `npm run test:visual:update` rewrites every baseline after an intended change.
 *
 * What keeps a capture the same from run to run: the stories' own clock (carousels and timers stand still,
 * stories/support/storyClock.tsx), CSS animations and transitions finished before the story is measured and
 * again before it is captured, the caret hidden, the fonts a frame asked for loaded, and the few values that
 * change by design (order number, today's date) given a fixed text and masked. Photos and video frames are
 * masked too, drawn as flat boxes of their size and place: a baseline is about layout, type, colour and state,
 * not about the pictures (content, changed by editors). Every text is in a font the project ships, so a
 * capture does not change with the fonts the machine has (a story with a text in a system font fails).
 */

/** What the capture needs of the story the Storybook Vitest plugin has just run (`context.story`). */
export type CapturedStory = {
  id: string;
  title: string;
  name: string;
  tags: string[];
  globals: { viewport?: { value?: string } };
};

const PHONE = 390;
const DESKTOP = 1280;
/** The height a capture starts from before the preview is stretched to the story's whole height. */
const START_HEIGHT = 800;
const MASKED = 'img, video, [data-testid="order-number"], [data-testid="order-date"]';
const MASK_COLOR = '#d9d2c7';

/**
 * Every story file runs in one shared page, so whether a focused control shows its focus ring (the browser's
 * `:focus-visible` heuristic, which remembers whether the last real input was a key or a pointer, and whether
 * the control focused before showed a ring) would depend on the stories that ran before. A real key press on
 * the page, before the story renders, makes it the same for every story: the last input was a key (a play
 * function's events are synthetic and do not change it), so the control a story leaves focused shows its
 * ring, as it does for a keyboard user. F8 is a key the site does not handle; a real pointer would not do:
 * it would stay where it clicked and hover the next story (pausing a carousel).
 */
export async function startFromKeyboard() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  await userEvent.keyboard('{F8}');
}

/**
 * Toasts enter with a 250 ms slide (src/components/ui/Toast); a capture taken while one is still entering, or
 * while a second one pushes the first up the stack, catches them at an offset that depends on the machine's
 * speed (issue 35: `pages-publications--download-not-found`, `pages-book--added-to-cart-disables-button`). In
 * the visual run they do not animate, as under reduced motion (the Toast's own rule): installed before each
 * story with a baseline renders.
 */
export const STILL_TOASTS_CSS = '[data-toast] { animation: none !important; transition: none !important; }';

/**
 * No CSS transition runs in a story with a baseline: a style change takes its end value at once (as
 * `finishAnimations` would make it, had the change come before the capture). A change that comes after it, on a
 * busy machine (React drawing the story again for the new width a frame late), was captured part-way: CI run of
 * fb02829, `flows-carousel--keyboard-nav-1280`, the selected card's border half-way between its two colours
 * (2162 pixels). Nothing in the site waits for a transition to end (no `transitionend` listener).
 */
export const STILL_TRANSITIONS_CSS = '*, *::before, *::after { transition: none !important; }';

export function stillMotion() {
  if (document.getElementById('visual-still-motion')) return;
  const style = document.createElement('style');
  style.id = 'visual-still-motion';
  style.textContent = `${STILL_TOASTS_CSS}\n${STILL_TRANSITIONS_CSS}`;
  document.head.append(style);
}

/**
 * Captures are compared when asked for (`VITE_VISUAL_BASELINES=true`: `npm test`'s stories step and
 * `npm run test:visual`, both through .ci/scripts/visual.mjs), in Portuguese only.
 */
const capturing = import.meta.env.VITE_VISUAL_BASELINES === 'true' && import.meta.env.VITE_STORY_LOCALE !== 'en';

/** The story files whose stories have baselines: stories/flows and stories/pages. */
export const fileHasBaselines = (filepath: string) => capturing && /\/stories\/(flows|pages)\//.test(filepath);

/**
 * The tag of a flow or page story that draws what another story draws, unchanged (its play only reads what the
 * page does not show, such as its structured data): the other story's baseline is its baseline. (Storybook
 * drops a tag written with a leading `!` from the story's tags, so the opt-out is a tag of its own.)
 */
export const DRAWN_BY_ANOTHER_STORY = 'visual:drawn-by-another-story';

/** Flow and page stories have baselines, but those tagged DRAWN_BY_ANOTHER_STORY. */
export function hasBaseline(story: CapturedStory | undefined): story is CapturedStory {
  return capturing && story !== undefined && /^(flows|pages)-/.test(story.id) && !story.tags.includes(DRAWN_BY_ANOTHER_STORY);
}

/** The widths a story is captured at: the one it pins, else 390 and 1280 px for pages, 1280 px for flows. */
export function captureWidths(story: CapturedStory): number[] {
  const pinned = story.globals.viewport?.value;
  if (pinned && pinned in VIEWPORTS) return [parseInt(VIEWPORTS[pinned as ViewportName].styles.width, 10)];
  return story.id.startsWith('pages-') ? [PHONE, DESKTOP] : [DESKTOP];
}

/** The baseline's file name: the story id without the characters a file name should not carry. */
export const baselineName = (storyId: string, width: number) =>
  `${storyId.replace(/[^a-z0-9-]+/g, '').replace(/-{2,}/g, '--')}-${width}`;

/**
 * Fixed texts for the values that change by design, sticky elements in the flow, the payment page's confetti
 * (drawn frame by frame on a canvas over the page) hidden (once per width).
 */
function prepare() {
  for (const canvas of document.querySelectorAll<HTMLCanvasElement>('body > canvas')) canvas.style.visibility = 'hidden';
  for (const element of document.querySelectorAll('[data-testid="order-number"]')) element.textContent = '#000000';
  for (const element of document.querySelectorAll('[data-testid="order-date"]')) element.textContent = '00/00/0000';
  finishAnimations();
  // A whole-story capture has no single scroll position: a sticky element (the legal pages' table of contents)
  // is captured where it sits in the flow.
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    if (getComputedStyle(element).position === 'sticky') element.style.position = 'static';
  }
}

/**
 * CSS animations and transitions are finished (an endless one, which cannot finish, is cancelled): before the
 * story is measured (a notice sliding in would otherwise be measured part-way, its final height cut off by a few
 * pixels on a busy machine) and again before it is captured.
 */
function finishAnimations() {
  for (const animation of document.getAnimations()) {
    try {
      animation.finish();
    } catch {
      animation.cancel();
    }
  }
}

/**
 * What a capture must not depend on: animations finished, the text caret hidden, and the masked elements
 * (MASKED) covered by flat boxes of their size and place, drawn in the top layer so that they cover an open
 * dialog's pictures too. Returns what takes the caret and the boxes away again.
 */
function stillForCapture() {
  finishAnimations();
  const caret = document.createElement('style');
  caret.textContent = '*, *::before, *::after { caret-color: transparent !important; }';
  document.head.append(caret);
  const cover = document.createElement('div');
  cover.popover = 'manual';
  cover.style.cssText =
    'position: fixed; inset: 0; width: auto; height: auto; margin: 0; padding: 0; border: 0; background: none; overflow: visible; pointer-events: none;';
  for (const element of document.querySelectorAll(MASKED)) {
    const { left, top, width, height } = element.getBoundingClientRect();
    if (width === 0 || height === 0) continue;
    const box = document.createElement('div');
    box.style.cssText = `position: absolute; left: ${left}px; top: ${top}px; width: ${width}px; height: ${height}px; background: ${MASK_COLOR};`;
    cover.append(box);
  }
  document.body.append(cover);
  cover.showPopover();
  return () => {
    cover.remove();
    caret.remove();
  };
}

/**
 * Two frames drawn after the preview changed size (content that comes into view renders), then the fonts those
 * frames asked for loaded, until none is loading (a font asked for late must not be measured in its fallback).
 * Images are not waited for: they are masked, and their boxes have their size from width and height.
 */
async function settle() {
  do {
    await nextFrames();
    await document.fonts.ready;
  } while (document.fonts.status !== 'loaded');
  await toastsStacked();
}

const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Where each toast is, as one string: the same in two readings means the stack has stopped moving. */
export const toastBoxes = (root: ParentNode = document) =>
  [...root.querySelectorAll('[data-toast]')]
    .map((toast) => {
      const { left, top, width, height } = toast.getBoundingClientRect();
      return `${left},${top},${width},${height}`;
    })
    .join(';');

/**
 * The toasts have finished entering and are stacked: none is animating and none has moved over three readings
 * two frames apart (a toast added by a call that answers late pushes the others up). At most 2 s. A story with
 * no toast has nothing to wait for (one that comes later makes the capture differ, and the capture is taken
 * again until it holds still: commands.ts).
 */
export async function toastsStacked(root: ParentNode = document, frames: () => Promise<unknown> = nextFrames) {
  const deadline = Date.now() + 2000;
  let last = toastBoxes(root);
  if (last === '') return;
  let same = 0;
  while (same < 2 && Date.now() < deadline) {
    await frames();
    const animating = [...root.querySelectorAll('[data-toast]')].some((toast) =>
      toast.getAnimations({ subtree: true }).some((animation) => animation.playState === 'running'),
    );
    const now = toastBoxes(root);
    same = now === last && !animating ? same + 1 : 0;
    last = now;
  }
}

/** Every text the capture shows (visible, not white space) with the font-family its element computes. */
function* visibleTexts(): Generator<TextSample> {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const element = node.parentElement;
    if (!text || !element?.checkVisibility({ visibilityProperty: true })) continue;
    yield { text, fontFamily: getComputedStyle(element).fontFamily };
  }
}

/**
 * A text in a system font fails the story before its capture: the capture would change with the fonts the
 * machine has installed (./shippedFonts.ts). Harness text (a stand-in, a label) uses the site's fonts too.
 */
function expectShippedFonts() {
  const found = textsInUnshippedFonts(visibleTexts());
  if (found.length > 0) {
    throw new Error(
      `Text in a font the project does not ship (set it in theme.fonts.body or theme.fonts.heading): ${found.join('; ')}.`,
    );
  }
}

/**
 * Where the story's content ends: the lowest bottom of the elements in the page's flow (not the document's
 * height, which a layout that fills the viewport holds up when the content gets shorter).
 */
function contentBottom() {
  let bottom = 0;
  for (const element of document.body.children) {
    if (getComputedStyle(element).position !== 'fixed') bottom = Math.max(bottom, element.getBoundingClientRect().bottom);
  }
  return Math.ceil(bottom);
}

/** The size Vitest's own page was last given (it only grows: a bigger page does not change the capture). */
const outerPage = { width: 0, height: 0 };

/** Vitest scales the preview down to fit its own page: that page is made big enough to show it at 100 %. */
async function fitOuterPage(width: number, height: number) {
  if (width <= outerPage.width && height <= outerPage.height) return;
  outerPage.width = Math.max(width, outerPage.width);
  outerPage.height = Math.max(height, outerPage.height);
  await commands.fitOuterViewport(outerPage.width, outerPage.height);
}

/**
 * Captures the story at each of its widths and compares each capture with its baseline. Every width is
 * captured even when one differs (each difference leaves its images); the first difference fails the story.
 * `storyFile` is the story file's path, recorded with each comparison for the review page.
 */
export async function expectLooksAsBaseline(story: CapturedStory, storyFile: string) {
  const differences: unknown[] = [];
  for (const width of captureWidths(story)) {
    // Measured at a fixed height (a layout that fills the viewport must not keep the last story's height), then
    // the preview is made as tall as the story. Growing may change the story (a lazy section coming into view,
    // a placeholder replaced): then it is measured again at the fixed height, where nothing holds it up.
    await fitOuterPage(width, START_HEIGHT);
    await page.viewport(width, START_HEIGHT);
    prepare();
    let height = START_HEIGHT;
    for (let attempt = 0; attempt < 5; attempt++) {
      if (attempt > 0) await page.viewport(width, START_HEIGHT);
      await settle();
      height = Math.max(START_HEIGHT, document.documentElement.scrollHeight);
      if (height === START_HEIGHT) break;
      const bottom = contentBottom();
      await fitOuterPage(width, height);
      await page.viewport(width, height);
      await settle();
      if (contentBottom() === bottom) break;
    }
    expectShippedFonts();
    const undo = stillForCapture();
    try {
      const match = await commands.matchBaseline(baselineName(story.id, width), width, height, {
        id: story.id,
        title: story.title,
        name: story.name,
        file: storyFile,
      });
      if (!match.pass) differences.push(new Error(match.message));
    } finally {
      undo();
    }
  }
  if (differences.length > 0) throw differences[0];
}
