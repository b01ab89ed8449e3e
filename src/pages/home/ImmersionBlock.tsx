import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { rotationMachine } from '@machines/home/rotation.machine';
import { paths, sectionIds } from '@/config/routes';
import { images, immersionBackgroundNames } from '@/data/images';
import { ImmersionSection } from '@/components/home/ImmersionSection';
import { useActorClock } from '@/lib/clock';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './useMediaQuery';

const backgrounds = immersionBackgroundNames.map((name) => images[name]);

/** The home immersion section with its background rotating every 5 s (still under reduced motion or in a hidden tab; `forceReducedMotion` for stories). */
export function ImmersionBlock({ forceReducedMotion = false }: { forceReducedMotion?: boolean }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY) || forceReducedMotion;
  const [state, send] = useMachine(rotationMachine, { ...useActorClock(), input: { count: backgrounds.length, reducedMotion } });
  useEffect(() => send({ type: 'rotation.setReducedMotion', reduced: reducedMotion }), [send, reducedMotion]);
  useEffect(() => {
    const sync = () => send({ type: document.hidden ? 'rotation.pause' : 'rotation.resume' });
    document.addEventListener('visibilitychange', sync);
    return () => document.removeEventListener('visibilitychange', sync);
  }, [send]);
  return (
    <ImmersionSection
      id={sectionIds.immersions}
      backgrounds={backgrounds}
      activeIndex={state.context.index}
      detailsHref={paths.immersionDetails}
    />
  );
}
