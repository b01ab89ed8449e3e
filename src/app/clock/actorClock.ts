import { createContext, useContext } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/**
 * The clock the timed machines of the pages (carousel autoplay, immersion rotation) schedule their delays
 * on. Absent on the site: XState uses the browser's timers. A story provides XState's `SimulatedClock`
 * (stories/support/storyClock.tsx) so its play function moves time by hand instead of waiting for it.
 */
export const ActorClockContext = createContext<Clock | undefined>(undefined);

/** Actor options with the provided clock, or none (XState's default), to spread into `useMachine`. */
export function useActorClock(): { clock?: Clock } {
  const clock = useContext(ActorClockContext);
  return clock ? { clock } : {};
}
