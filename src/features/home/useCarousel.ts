import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { autoplayActive, carouselMachine, visibleRange, type CarouselAlign, type PauseReason } from '@machines/home';
import { LIMITS, TIMINGS } from '@machines/shared';
import { BREAKPOINTS } from '@/config/constants';
import { useActorClock } from '@/lib/clock';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/useMediaQuery';

export interface UseCarouselOptions {
  count: number;
  align: CarouselAlign;
  autoAdvanceMs: number;
  lockMs: number;
  /** Slides per view for the viewport: wide (>= 1024 px), desktop (>= 768 px), mobile. */
  perView: { wide: number; desktop: number; mobile: number };
  /** Treat the visitor as preferring reduced motion whatever the media query says (stories). */
  forceReducedMotion?: boolean;
}

/**
 * Runs a carousel machine for a view: feeds it the viewport's slides per view, the reduced-motion
 * preference and page visibility, and returns what the view renders plus the callbacks it reports to.
 */
export function useCarousel({
  count,
  align,
  autoAdvanceMs,
  lockMs,
  perView: perViewFor,
  forceReducedMotion = false,
}: UseCarouselOptions) {
  const desktop = useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`);
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.wide}px)`);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY) || forceReducedMotion;
  const perView = wide ? perViewFor.wide : desktop ? perViewFor.desktop : perViewFor.mobile;

  const [state, send] = useMachine(carouselMachine, {
    ...useActorClock(),
    input: { count, align, autoAdvanceMs, lockMs, perView, reducedMotion },
  });

  useEffect(() => send({ type: 'carousel.setPerView', perView }), [send, perView]);
  useEffect(() => send({ type: 'carousel.setReducedMotion', reduced: reducedMotion }), [send, reducedMotion]);
  useEffect(() => {
    const sync = () => send({ type: document.hidden ? 'carousel.pause' : 'carousel.resume', reason: 'hidden' });
    document.addEventListener('visibilitychange', sync);
    return () => document.removeEventListener('visibilitychange', sync);
  }, [send]);

  const { context } = state;
  const range = visibleRange(context);
  const userPaused = context.pausedBy.includes('user');

  const handlers = useMemo(
    () => ({
      onNext: () => send({ type: 'carousel.next' }),
      onPrev: () => send({ type: 'carousel.prev' }),
      onGoTo: (index: number) => send({ type: 'carousel.goTo', index }),
      onKey: (key: string) => send({ type: 'carousel.key', key }),
      onSwipe: (deltaX: number) => send({ type: 'carousel.swipe', deltaX }),
      onPause: (reason: PauseReason) => send({ type: 'carousel.pause', reason }),
      onResume: (reason: PauseReason) => send({ type: 'carousel.resume', reason }),
    }),
    [send],
  );

  return {
    index: context.index,
    perView: context.perView,
    windowStart: range.start,
    reducedMotion: context.reducedMotion,
    /** Rotates by itself (not counting a momentary transition): aria-live is off then. */
    rotating: autoplayActive({ ...context, pausedBy: context.pausedBy.filter((r) => r !== 'transition') }),
    /** null under reduced motion: there is no rotation to toggle. */
    userPaused: context.reducedMotion ? null : userPaused,
    speedMs: context.lockMs,
    onToggleRotation: () => send({ type: userPaused ? 'carousel.resume' : 'carousel.pause', reason: 'user' }),
    ...handlers,
  };
}

/** The home media carousel (product §9): auto-advance and its lock, three slides from the desktop width, one below. */
export function useMediaCarousel(count: number, forceReducedMotion = false) {
  return useCarousel({
    count,
    align: 'select',
    autoAdvanceMs: TIMINGS.carouselAutoAdvance,
    lockMs: TIMINGS.carouselLock,
    perView: {
      wide: LIMITS.carouselPerViewDesktop,
      desktop: LIMITS.carouselPerViewDesktop,
      mobile: LIMITS.carouselPerViewMobile,
    },
    forceReducedMotion,
  });
}

/** The home testimonials slider (product §9): its autoplay and speed; 3 per view from 1024 px, 2 from 768 px, 1 below. */
export function useTestimonialsCarousel(count: number) {
  return useCarousel({
    count,
    align: 'start',
    autoAdvanceMs: TIMINGS.testimonialAutoplay,
    lockMs: TIMINGS.testimonialSpeed,
    perView: {
      wide: LIMITS.testimonialsPerView.desktop,
      desktop: LIMITS.testimonialsPerView.tablet,
      mobile: LIMITS.testimonialsPerView.mobile,
    },
  });
}
