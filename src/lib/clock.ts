import { createContext, useContext } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';

/** What XState schedules a machine's delays on (`setTimeout` / `clearTimeout`). */
type ActorClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/** A source of time: XState's clock interface plus the current time in milliseconds. */
export interface Clock extends ActorClock {
  now(): number;
}

/**
 * The clock the site's timers run on: the pages' timed machines (carousel autoplay, immersion rotation, the
 * reset page's redirect, the cancelled page's 5-minute purge) and the toasts' auto-hide. Absent on the site (the browser's timers and `Date.now`). A story provides XState's
 * `SimulatedClock` (stories/support/storyClock.tsx), which stands still until its play function moves it,
 * so "nothing happens for 4999 ms, then it does" is asserted without waiting five seconds.
 */
export const ClockContext = createContext<Clock | undefined>(undefined);

const browserClock: Clock = {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id),
  now: () => Date.now(),
};

/** The provided clock, or the browser's. */
export function useClock(): Clock {
  return useContext(ClockContext) ?? browserClock;
}

/** Actor options with the provided clock, or none (XState's default), to spread into `useMachine`. */
export function useActorClock(): { clock?: ActorClock } {
  const clock = useContext(ClockContext);
  return clock ? { clock } : {};
}
