import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Frame, type Locator, type Page } from '@playwright/test';
import { TIMINGS } from '@machines/shared';

/**
 * The flows' Docs pages of the built Storybook, opened as QA opens them: the Docs tab, no play
 * function. Each story drawn on the page must show what the same story shows opened alone, in a fresh page (the
 * story's own setup: its storage, its mock server's handlers, its seeded machine): the same state badge, the same
 * text, no error. Stories drawn inline on one Docs page shared one document and drew whichever seed or handler
 * came last (the cart's "empty" stories with a book in the cart, seeding errors on the reset-password page).
 * A loading story is read once more when its frame is older than the calls' timeouts: the state its never-answering
 * call holds must still be there (frames made before QA reached them showed the timeout's outcome instead).
 * One test per flow and language: `npm run test:storybook-qa` (with STORYBOOK_QA_FILTER=<part of an id> for some).
 */
type Entry = { id: string; type: string; title: string; importPath: string; tags?: string[] };

const dir = path.resolve(process.env.STORYBOOK_QA_DIR ?? 'node_modules/.cache/storybook-qa');
const index = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8')) as { entries: Record<string, Entry> };
const entries = Object.values(index.entries);
const only = process.env.STORYBOOK_QA_FILTER;
const docsPages = entries.filter(
  (entry) => entry.type === 'docs' && entry.id.startsWith('flows-') && (!only || entry.id.includes(only)),
);
/** The stories a Docs page draws: those of its file tagged for Docs (Storybook's Stories block). */
const storiesOf = (docs: Entry) =>
  entries.filter((entry) => entry.type === 'story' && entry.importPath === docs.importPath && entry.tags?.includes('autodocs'));

/** What a render shows: its state badge, its visible text, and whether Storybook shows an error instead. */
type Render = { badge: string | null; text: string; error: boolean };

/** Reads a render until it stops changing (data arriving, fonts, a toast entering): 1.5 s the same, 15 s at most. */
async function settled(read: () => Promise<Render>): Promise<Render> {
  let last = await read();
  let since = Date.now();
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && Date.now() - since < 1500) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const next = await read();
    if (JSON.stringify(next) !== JSON.stringify(last)) {
      last = next;
      since = Date.now();
    }
  }
  return last;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Values that change by design from one render to the next (as the visual baselines mask them). */
const CHANGING = '[data-testid="order-number"], [data-testid="order-date"]';

/** Storybook has finished drawing the story in `frame` (no play function: loaders, render, effects), or failed. */
async function storyDrawn(frame: Frame | Page) {
  await frame.waitForFunction(
    () => {
      type Preview = { currentRender?: { phase?: string } };
      const phase = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return ['finished', 'errored', 'aborted'].includes(phase ?? '') || document.body.classList.contains('sb-show-errordisplay');
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** A story drawn alone (story mode, `embed=true`: no play) in `frame`, or in the page of the reference. */
async function readStoryDocument(frame: Frame | Page): Promise<Render> {
  return frame.evaluate((changing) => {
    const root = document.getElementById('storybook-root');
    const error = document.body.classList.contains('sb-show-errordisplay');
    const shown = error ? document.querySelector<HTMLElement>('.sb-errordisplay') : root;
    let text = shown?.innerText ?? '';
    for (const element of root?.querySelectorAll<HTMLElement>(changing) ?? []) text = text.replace(element.innerText, '…');
    return { badge: root?.querySelector('[data-state-badge]')?.textContent ?? null, text, error };
  }, CHANGING);
}

/**
 * How old a loading story's render must be when it is read again: longer than any call's timeout, so a pending
 * state that its never-answering call holds is seen to hold (a frame showed the timeout's outcome instead).
 */
const HOLD_MS = Math.max(TIMINGS.requestTimeout, TIMINGS.profileTimeout, TIMINGS.breachTimeout) + 1000;

/**
 * The story's render on the Docs page: its own frame, or (inline) its block in the Docs page itself; for a frame,
 * a way to read it again.
 */
async function readDocsRender(block: Locator): Promise<{ render: Render; width: number; again?: () => Promise<Render> }> {
  const frameElement = block.locator('iframe[data-docs-frame]');
  // A frame is made when its story comes into view (FramedStories.tsx); an inline story is there already.
  await block.locator('iframe[data-docs-frame], [id^="story--"][id$="-inner"], pre').first().waitFor();
  if (await frameElement.count()) {
    const frame = await (await frameElement.elementHandle())!.contentFrame();
    if (!frame) throw new Error('its frame has no document');
    await storyDrawn(frame);
    const width = await frameElement.evaluate((el) => el.clientWidth);
    return {
      render: normalised(await settled(() => readStoryDocument(frame))),
      width,
      again: async () => normalised(await readStoryDocument(frame)),
    };
  }
  const width = await block.evaluate((el) => el.clientWidth);
  const render = await settled(() =>
    block.evaluate((el, changing) => {
      const story = el.querySelector<HTMLElement>('[id^="story--"][id$="-inner"]');
      const error = el.querySelector<HTMLElement>('pre');
      let text = story?.innerText || error?.innerText || '';
      for (const element of story?.querySelectorAll<HTMLElement>(changing) ?? []) text = text.replace(element.innerText, '…');
      return {
        badge: story?.querySelector('[data-state-badge]')?.textContent ?? null,
        text,
        error: !story?.innerText && Boolean(error),
      };
    }, CHANGING),
  );
  return { render: normalised(render), width };
}

const normalised = (render: Render): Render => ({ ...render, text: normalise(render.text) });

/** Where two texts part, for the report. */
function firstDifference(a: string, b: string, [nameA, nameB] = ['Docs', 'alone']): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const from = Math.max(0, i - 40);
  return `${nameA}: “…${a.slice(from, i + 80)}…” / ${nameB}: “…${b.slice(from, i + 80)}…”`;
}

for (const docs of docsPages) {
  for (const lang of ['pt', 'en']) {
    test(`${docs.title} Docs page (${lang}) draws every story as it shows alone`, async ({ browser }) => {
      const docsContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      // The stories opened alone: one fresh page each, with nothing left in storage or cookies by the one before.
      const aloneContext = await browser.newContext();
      await aloneContext.addInitScript(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      const page = await docsContext.newPage();
      const alone = await aloneContext.newPage();
      await page.goto(`/iframe.html?id=${encodeURIComponent(docs.id)}&viewMode=docs&globals=locale:${lang}`);
      await page.locator('#storybook-docs h1').first().waitFor();
      const failed: string[] = [];
      /** Loading stories drawn right, read again once their frame is older than the calls' timeouts. */
      const pending: { id: string; render: Render; readAt: number; again: () => Promise<Render> }[] = [];
      for (const story of storiesOf(docs)) {
        const block = page.locator(`[id="anchor--${story.id}"]`);
        if (!(await block.count())) {
          failed.push(`${story.id}: not on the Docs page`);
          continue;
        }
        await block.scrollIntoViewIfNeeded();
        const readAt = Date.now();
        const { render, width, again } = await readDocsRender(block);
        await aloneContext.clearCookies();
        await alone.setViewportSize({ width: Math.max(320, width), height: 900 });
        await alone.goto(
          `/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&embed=true&globals=locale:${lang};a11y.manual:!true`,
        );
        await storyDrawn(alone);
        const reference = normalised(await settled(() => readStoryDocument(alone)));
        if (reference.error) failed.push(`${story.id}: fails opened alone: ${reference.text.slice(0, 200)}`);
        else if (render.error || /Seeding "/.test(render.text))
          failed.push(`${story.id}: the Docs page shows an error: ${render.text.slice(0, 200)}`);
        else if (render.badge !== reference.badge)
          failed.push(`${story.id}: badge “${render.badge}” on the Docs page, “${reference.badge}” alone`);
        else if (render.text !== reference.text)
          failed.push(`${story.id} (${render.badge}): ${firstDifference(render.text, reference.text)}`);
        else if (again && story.tags?.includes('state:loading')) pending.push({ id: story.id, render, readAt, again });
      }
      for (const { id, render, readAt, again } of pending) {
        await page.waitForTimeout(Math.max(0, readAt + HOLD_MS - Date.now()));
        const later = await again();
        if (later.badge !== render.badge || later.text !== render.text)
          failed.push(
            `${id}: does not hold its state ${HOLD_MS / 1000} s on: ${later.badge} ${firstDifference(later.text, render.text, ['later', 'first'])}`,
          );
      }
      await docsContext.close();
      await aloneContext.close();
      expect(failed, failed.join('\n')).toEqual([]);
    });
  }
}
