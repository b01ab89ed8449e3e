import { afterEach, beforeEach } from 'vitest';
import {
  expectLooksAsBaseline,
  fileHasBaselines,
  hasBaseline,
  startFromKeyboard,
  stillMotion,
  type CapturedStory,
} from './visual/capture';

/**
 * Stories as tests (the `storybook` Vitest project) run without the mock backend's simulated latency
 * (mocks/scenarios.ts `networkDelay`, 400 ms per call), as the e2e suite does: a play function waits for
 * what the story shows, not for a fake network. A state that exists only while a call is pending is
 * reached with a handler that hangs (`fault(..., 'hang')`), so it holds for the assertion. Storybook
 * itself (for QA and designers) keeps the latency.
 */
(window as Window & { __mockLatency?: number }).__mockLatency = 0;

/**
 * Page stories' timers stand still in story tests (stories/support/storyClock.tsx `withStillPageTimeInTests`),
 * so their visual baselines do not depend on how long they took.
 */
(window as Window & { __stillPageTime?: boolean }).__stillPageTime = true;

// Every story file shares one page: a story with a baseline starts from the same input state whatever ran
// before it (./visual/capture.ts `startFromKeyboard`), its toasts do not slide in and nothing transitions (`stillMotion`).
beforeEach(async (context) => {
  if (!fileHasBaselines(context.task.file.filepath)) return;
  stillMotion();
  await startFromKeyboard();
});

// Flow and page stories are compared with their visual baselines once they have played (./visual/capture.ts).
afterEach(async (context) => {
  const { story } = context as { story?: CapturedStory };
  if (hasBaseline(story)) await expectLooksAsBaseline(story, context.task.file.filepath);
});
