import { assign, not, setup } from 'xstate';
import { LIMITS, TIMINGS } from '../shared';

/**
 * Carousel (product §4 "Carousel", §9): the home media carousel and, with its own settings, the
 * testimonials slider. Pure and DOM-free: the page sends events (arrows, dots, keys, swipes,
 * hover/touch/modal/focus, viewport width, reduced-motion preference) and renders `index`.
 *
 * - `index` wraps at both ends (next on the last goes to the first, prev on the first to the last).
 * - Every slide change enters `locked` for `lockMs` (200 ms; the testimonials use their 700 ms
 *   speed): next/prev/goTo/keys/swipes are ignored while locked, and the 'transition' pause reason
 *   is held so autoplay waits for the transition to end.
 * - Autoplay advances every `autoAdvanceMs` (2000 ms) only while no pause reason is held, autoplay
 *   is enabled and the user does not prefer reduced motion. Pause reasons form a set: a reason is
 *   held once however many times it is sent, and released once.
 * - A swipe of MORE than 75 px changes slide: a negative deltaX (finger moves left) goes next.
 *
 * `align` decides what the index means:
 * - 'select' (media carousel): the index is the selected slide (0..count-1); the window of
 *   `perView` visible slides follows it (see `visibleRange`).
 * - 'start' (testimonials): the index is the first visible slide (0..count-perView).
 */
export type PauseReason = 'hover' | 'touch' | 'modal' | 'transition' | 'focus' | 'user' | 'hidden';
export type CarouselAlign = 'select' | 'start';

export interface CarouselInput {
  count: number;
  perView?: number;
  align?: CarouselAlign;
  /** Autoplay interval; default TIMINGS.carouselAutoAdvance. */
  autoAdvanceMs?: number;
  /** Transition lock; default TIMINGS.carouselLock. */
  lockMs?: number;
  /** Autoplay at all (default true). */
  autoplay?: boolean;
  reducedMotion?: boolean;
  /** Minimum |deltaX| exclusive; default LIMITS.carouselSwipeThreshold. */
  swipeThreshold?: number;
  startIndex?: number;
}

export interface CarouselContext {
  index: number;
  count: number;
  perView: number;
  align: CarouselAlign;
  /** Held pause reasons, kept unique (a set), in the order they were first held. */
  pausedBy: PauseReason[];
  autoplay: boolean;
  reducedMotion: boolean;
  autoAdvanceMs: number;
  lockMs: number;
  swipeThreshold: number;
}

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.prev' }
  | { type: 'carousel.goTo'; index: number }
  | { type: 'carousel.key'; key: string }
  | { type: 'carousel.swipe'; deltaX: number }
  | { type: 'carousel.pause'; reason: PauseReason }
  | { type: 'carousel.resume'; reason: PauseReason }
  | { type: 'carousel.setPerView'; perView: number }
  | { type: 'carousel.setReducedMotion'; reduced: boolean };

/** Highest index for this alignment. */
export function maxIndex(count: number, perView: number, align: CarouselAlign): number {
  if (count <= 0) return 0;
  return align === 'select' ? count - 1 : Math.max(0, count - Math.max(1, perView));
}

/** Index after moving `step` slides, wrapping at both ends. */
export function wrapIndex(index: number, step: number, max: number): number {
  const size = max + 1;
  return (((index + step) % size) + size) % size;
}

/** First and last visible slide (inclusive) for an index. */
export function visibleRange(ctx: Pick<CarouselContext, 'index' | 'count' | 'perView' | 'align'>): {
  start: number;
  end: number;
} {
  const per = Math.max(1, Math.min(ctx.perView, ctx.count));
  let start: number;
  if (ctx.align === 'start') start = ctx.index;
  else start = Math.min(Math.max(ctx.index - Math.floor((per - 1) / 2), 0), Math.max(0, ctx.count - per));
  return { start, end: Math.min(ctx.count - 1, start + per - 1) };
}

/** Whether autoplay runs now: enabled, more than one position, no reduced motion, no pause reason. */
export function autoplayActive(ctx: CarouselContext): boolean {
  return ctx.autoplay && !ctx.reducedMotion && ctx.pausedBy.length === 0 && maxIndex(ctx.count, ctx.perView, ctx.align) > 0;
}

function sanitiseCount(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

function sanitisePerView(n: number | undefined): number {
  return n !== undefined && Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}

const addReason = (set: PauseReason[], reason: PauseReason) => (set.includes(reason) ? set : [...set, reason]);
const removeReason = (set: PauseReason[], reason: PauseReason) => (set.includes(reason) ? set.filter((r) => r !== reason) : set);

function keyStep(key: string): number {
  if (key === 'ArrowRight') return 1;
  if (key === 'ArrowLeft') return -1;
  return 0;
}

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  delays: {
    autoAdvance: ({ context }) => context.autoAdvanceMs,
    lock: ({ context }) => context.lockMs,
  },
  guards: {
    canMove: ({ context }) => maxIndex(context.count, context.perView, context.align) > 0,
    shouldAutoplay: ({ context }) => autoplayActive(context),
    isNextKey: ({ event }) => event.type === 'carousel.key' && keyStep(event.key) === 1,
    isPrevKey: ({ event }) => event.type === 'carousel.key' && keyStep(event.key) === -1,
    isSwipeNext: ({ context, event }) => event.type === 'carousel.swipe' && event.deltaX < -context.swipeThreshold,
    isSwipePrev: ({ context, event }) => event.type === 'carousel.swipe' && event.deltaX > context.swipeThreshold,
    isOtherSlide: ({ context, event }) => {
      if (event.type !== 'carousel.goTo' || !Number.isInteger(event.index)) return false;
      const max = maxIndex(context.count, context.perView, context.align);
      return event.index >= 0 && event.index <= max && event.index !== context.index;
    },
  },
  actions: {
    next: assign({
      index: ({ context }) => wrapIndex(context.index, 1, maxIndex(context.count, context.perView, context.align)),
    }),
    prev: assign({
      index: ({ context }) => wrapIndex(context.index, -1, maxIndex(context.count, context.perView, context.align)),
    }),
    goTo: assign({ index: ({ context, event }) => (event.type === 'carousel.goTo' ? event.index : context.index) }),
    holdTransition: assign({ pausedBy: ({ context }) => addReason(context.pausedBy, 'transition') }),
    releaseTransition: assign({ pausedBy: ({ context }) => removeReason(context.pausedBy, 'transition') }),
    pause: assign({
      pausedBy: ({ context, event }) =>
        event.type === 'carousel.pause' ? addReason(context.pausedBy, event.reason) : context.pausedBy,
    }),
    resume: assign({
      pausedBy: ({ context, event }) =>
        event.type === 'carousel.resume' && event.reason !== 'transition'
          ? removeReason(context.pausedBy, event.reason)
          : context.pausedBy,
    }),
    setPerView: assign(({ context, event }) => {
      if (event.type !== 'carousel.setPerView') return {};
      const perView = sanitisePerView(event.perView);
      return { perView, index: Math.min(context.index, maxIndex(context.count, perView, context.align)) };
    }),
    setReducedMotion: assign({
      reducedMotion: ({ context, event }) => (event.type === 'carousel.setReducedMotion' ? event.reduced : context.reducedMotion),
    }),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => {
    const count = sanitiseCount(input.count);
    const perView = sanitisePerView(input.perView);
    const align = input.align ?? 'select';
    const start = input.startIndex ?? 0;
    const max = maxIndex(count, perView, align);
    return {
      index: Number.isInteger(start) && start >= 0 && start <= max ? start : 0,
      count,
      perView,
      align,
      pausedBy: [],
      autoplay: input.autoplay ?? true,
      reducedMotion: input.reducedMotion ?? false,
      autoAdvanceMs: input.autoAdvanceMs ?? TIMINGS.carouselAutoAdvance,
      lockMs: input.lockMs ?? TIMINGS.carouselLock,
      swipeThreshold: input.swipeThreshold ?? LIMITS.carouselSwipeThreshold,
    };
  },
  initial: 'ready',
  on: {
    'carousel.pause': { actions: 'pause' },
    'carousel.resume': { actions: 'resume' },
    'carousel.setPerView': { actions: 'setPerView' },
    'carousel.setReducedMotion': { actions: 'setReducedMotion' },
  },
  states: {
    /** Accepts navigation; autoplays when allowed. */
    ready: {
      initial: 'paused',
      on: {
        'carousel.next': { guard: 'canMove', target: 'locked', actions: 'next' },
        'carousel.prev': { guard: 'canMove', target: 'locked', actions: 'prev' },
        'carousel.goTo': { guard: 'isOtherSlide', target: 'locked', actions: 'goTo' },
        'carousel.key': [
          { guard: 'isNextKey', target: 'locked', actions: 'next' },
          { guard: 'isPrevKey', target: 'locked', actions: 'prev' },
        ],
        'carousel.swipe': [
          { guard: 'isSwipeNext', target: 'locked', actions: 'next' },
          { guard: 'isSwipePrev', target: 'locked', actions: 'prev' },
        ],
      },
      states: {
        /** Autoplay timer running. */
        playing: {
          always: { guard: not('shouldAutoplay'), target: 'paused' },
          after: { autoAdvance: { target: '#carousel.locked', actions: 'next' } },
        },
        /** A pause reason is held, autoplay is off or reduced motion is preferred. */
        paused: {
          always: { guard: 'shouldAutoplay', target: 'playing' },
        },
      },
    },
    /** Mid-transition: navigation ignored, autoplay held. */
    locked: {
      entry: 'holdTransition',
      exit: 'releaseTransition',
      after: { lock: { target: 'ready' } },
    },
  },
});
