import { useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { SimulatedClock } from 'xstate';
import { ClockContext } from '@/lib/clock';

let current = new SimulatedClock();

/**
 * Simulated time for a story's timers (carousel autoplay and lock, immersion rotation, toasts): their delays
 * run on XState's `SimulatedClock` (src/lib/clock.ts), which stands still until the play
 * function moves it with `advanceClock`. A play function asserts "nothing happens for 4999 ms, then it
 * does" without waiting five seconds, and the result does not depend on how busy the machine is. Use as
 * `decorators: [withStoryClock], beforeEach: resetStoryClock` in the story file's meta. In Storybook the
 * story shows the state its play function left (time moves only there); the page stories keep real time.
 */
export const withStoryClock: Decorator = (Story) => (
  <ClockContext.Provider value={current}>
    <Story />
  </ClockContext.Provider>
);

/** A fresh clock at 0 ms for every story (before it renders). */
export function resetStoryClock() {
  current = new SimulatedClock();
}

/** Moves the story's time forward by `ms`, firing every delay that falls due, in order. */
export function advanceClock(ms: number) {
  current.increment(ms);
}

/**
 * In story tests (Vitest, which sets `window.__stillPageTime`), a page story's timers run on a simulated
 * clock that stands still, as flow stories' do: its visual baseline (.storybook/visual/capture.ts) must not
 * depend on how long the page took to render and play (the home page's carousels would have moved on, a
 * toast would be half-way out). In Storybook, page stories keep real time: designers see the carousels play.
 * A story that brings its own clock (`withStoryClock`, inside this one) keeps it.
 */
export const withStillPageTimeInTests: Decorator = (Story, context) => {
  const still = (window as Window & { __stillPageTime?: boolean }).__stillPageTime === true;
  if (!still || !context.id.startsWith('pages-')) return <Story />;
  return <StillClock story={Story} />;
};

function StillClock({ story: Story }: { story: () => ReturnType<Decorator> }) {
  const [clock] = useState(() => new SimulatedClock());
  return (
    <ClockContext.Provider value={clock}>
      <Story />
    </ClockContext.Provider>
  );
}
