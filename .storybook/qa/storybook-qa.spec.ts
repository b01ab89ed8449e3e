import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { VIEWPORTS, type ViewportName } from '../../stories/support/viewports';

/**
 * Every story of the built Storybook, opened as QA opens it (issue 16): one fresh browser per language, the
 * stories selected one after another in the same preview, as the sidebar selects them (SET_CURRENT_STORY on the
 * preview's channel: no reload in between, so whatever one story leaves behind is there for the next), with the
 * language toolbar on Portuguese, then on English. A story fails when its render errors, its play function
 * throws or its axe check finds a violation: Storybook's own verdict (STORY_FINISHED), as the Interactions and
 * Accessibility panels show it. `npm run test:stories` runs the same stories in Vitest; this run is the one
 * that says whether they also hold where designers and QA look at them.
 */
type Entry = { id: string; type: string; tags?: string[] };
type Outcome = { status: string; errors: string[] };

const dir = path.resolve(process.env.STORYBOOK_QA_DIR ?? 'node_modules/.cache/storybook-qa');
const index = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8')) as { entries: Record<string, Entry> };
const only = process.env.STORYBOOK_QA_FILTER;
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && (entry.tags ?? []).includes('test'))
  .filter((entry) => !only || entry.id.includes(only))
  .map((entry) => entry.id);

/** The preview's size when a story pins no viewport (the manager's canvas on a laptop). */
const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/** One story's budget: loaders, render, play and the axe check. */
const STORY_TIMEOUT = 20_000;

for (const lang of ['pt', 'en']) {
  test(`every story, one after another, with the toolbar on ${lang}`, async ({ context }) => {
    /** The preview, loaded once; again only after a story crashed it (that story fails). */
    const open = async (first: string) => {
      const opened = await context.newPage();
      await opened.goto(`/iframe.html?id=${first}&viewMode=story&globals=locale:${lang}`);
      await opened.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window && '__STORYBOOK_PREVIEW__' in window);
      // The preview object is there before its story index is: asked for a story before then, it throws.
      await opened.evaluate(() =>
        (window as unknown as { __STORYBOOK_PREVIEW__: { ready: () => Promise<void> } }).__STORYBOOK_PREVIEW__.ready(),
      );
      return opened;
    };
    let page = await open(stories[0]!);
    const failed: string[] = [];
    for (const [i, storyId] of stories.entries()) {
      try {
        // The manager sizes the preview to the story's viewport (`globals: atViewport('mobile')`): so does this run.
        const viewport = await page.evaluate(async (id) => {
          type Preview = { loadStory: (o: { storyId: string }) => Promise<{ storyGlobals?: { viewport?: { value?: string } } }> };
          const story = await (window as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__.loadStory({
            storyId: id,
          });
          return story.storyGlobals?.viewport?.value;
        }, storyId);
        const styles = viewport && viewport in VIEWPORTS ? VIEWPORTS[viewport as ViewportName].styles : undefined;
        await page.setViewportSize(
          styles ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) } : DEFAULT_VIEWPORT,
        );
        const outcome = await page.evaluate(
          ({ storyId, timeout }) =>
            new Promise<Outcome>((resolve) => {
              type Channel = {
                on: (e: string, f: (x: never) => void) => void;
                off: (e: string, f: (x: never) => void) => void;
                emit: (e: string, x: unknown) => void;
              };
              const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
              const errors: string[] = [];
              const onError = (error: { message?: string }) => errors.push(String(error?.message ?? error).slice(0, 400));
              const onErrored = (event: { title?: string; description?: string }) =>
                errors.push(`${event?.title ?? 'error'}: ${event?.description ?? ''}`.slice(0, 400));
              type Report = { type: string; status: string; result?: { violations?: { id: string }[] } };
              const onFinished = (event: { storyId: string; status: string; reporters?: Report[] }) => {
                if (event.storyId !== storyId) return;
                const reports = (event.reporters ?? [])
                  .filter((report) => report.status === 'failed')
                  .map((report) =>
                    report.type === 'a11y'
                      ? `axe: ${(report.result?.violations ?? []).map((v) => v.id).join(', ')}`
                      : `${report.type} failed`,
                  );
                finish({ status: event.status, errors: [...errors, ...reports] });
              };
              const finish = (outcome: Outcome) => {
                clearTimeout(timer);
                channel.off('storyFinished', onFinished);
                channel.off('playFunctionThrewException', onError);
                channel.off('storyThrewException', onError);
                channel.off('storyErrored', onErrored);
                resolve(outcome);
              };
              const timer = setTimeout(() => finish({ status: 'timeout', errors }), timeout);
              channel.on('storyFinished', onFinished);
              channel.on('playFunctionThrewException', onError);
              channel.on('storyThrewException', onError);
              channel.on('storyErrored', onErrored);
              channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
            }),
          { storyId, timeout: STORY_TIMEOUT },
        );
        // A play function that throws is reported as it happens (PLAY_FUNCTION_THREW_EXCEPTION): outside a test
        // run Storybook still finishes such a story with status 'success', as the Interactions panel turns red.
        if (outcome.status !== 'success' || outcome.errors.length)
          failed.push(`${storyId}: ${outcome.errors.join(' | ') || outcome.status}`);
      } catch (error) {
        failed.push(`${storyId}: ${String((error as Error).message).split('\n')[0]}`);
        await page.close().catch(() => undefined);
        page = await open(stories[i + 1] ?? storyId);
      }
    }
    console.info(`[${lang}] ${stories.length - failed.length} of ${stories.length} stories passed`);
    expect(failed, failed.join('\n')).toEqual([]);
  });
}
