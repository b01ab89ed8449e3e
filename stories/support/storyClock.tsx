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
