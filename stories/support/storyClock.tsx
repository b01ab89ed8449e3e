import type { Decorator } from '@storybook/react-vite';
import { SimulatedClock } from 'xstate';
import { ActorClockContext } from '@/app/clock/actorClock';

let current = new SimulatedClock();

/**
 * Simulated time for a story's timed machines (carousel autoplay and lock, immersion rotation): their delays
 * run on XState's `SimulatedClock` (src/app/clock/actorClock.ts), which stands still until the play
 * function moves it with `advanceClock`. A play function asserts "nothing happens for 4999 ms, then it
 * does" without waiting five seconds, and the result does not depend on how busy the machine is. Use as
 * `decorators: [withStoryClock], beforeEach: resetStoryClock` in the story file's meta. In Storybook the
 * story shows the state its play function left (time moves only there); the page stories keep real time.
 */
export const withStoryClock: Decorator = (Story) => (
  <ActorClockContext.Provider value={current}>
    <Story />
  </ActorClockContext.Provider>
);

/** A fresh clock at 0 ms for every story (before it renders). */
export function resetStoryClock() {
  current = new SimulatedClock();
}

/** Moves the story's time forward by `ms`, firing every delay that falls due, in order. */
export function advanceClock(ms: number) {
  current.increment(ms);
}
