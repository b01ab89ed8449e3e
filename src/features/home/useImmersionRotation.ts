import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { rotationMachine } from '@machines/home';
import { useActorClock } from '@/lib/clock';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/useMediaQuery';

/**
 * The index of the immersion section's background, rotating through `count` images on the product's timing;
 * still under reduced motion (or `forceReducedMotion`, for stories) and while the tab is hidden.
 */
export function useImmersionRotation(count: number, forceReducedMotion = false): number {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY) || forceReducedMotion;
  const [state, send] = useMachine(rotationMachine, { ...useActorClock(), input: { count, reducedMotion } });
  useEffect(() => send({ type: 'rotation.setReducedMotion', reduced: reducedMotion }), [send, reducedMotion]);
  useEffect(() => {
    const sync = () => send({ type: document.hidden ? 'rotation.pause' : 'rotation.resume' });
    document.addEventListener('visibilitychange', sync);
    return () => document.removeEventListener('visibilitychange', sync);
  }, [send]);
  return state.context.index;
}
