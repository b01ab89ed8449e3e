import { assign, not, setup } from 'xstate';
import { TIMINGS } from '../shared';

/**
 * Background rotation of the home immersion section (product §4 "Immersion background": three
 * images, every 5 s). `index` cycles 0..count-1 and wraps. No rotation under reduced motion or
 * while paused (e.g. the page is hidden); the view cross-fades between images.
 */
export interface RotationInput {
  count: number;
  intervalMs?: number;
  reducedMotion?: boolean;
}

export interface RotationContext {
  index: number;
  count: number;
  intervalMs: number;
  reducedMotion: boolean;
  paused: boolean;
}

export type RotationEvent =
  { type: 'rotation.setReducedMotion'; reduced: boolean } | { type: 'rotation.pause' } | { type: 'rotation.resume' };

export const rotationMachine = setup({
  types: { context: {} as RotationContext, events: {} as RotationEvent, input: {} as RotationInput },
  delays: { interval: ({ context }) => context.intervalMs },
  guards: {
    canRotate: ({ context }) => context.count > 1 && !context.reducedMotion && !context.paused,
  },
  actions: {
    advance: assign({ index: ({ context }) => (context.index + 1) % Math.max(1, context.count) }),
  },
}).createMachine({
  id: 'rotation',
  context: ({ input }) => ({
    index: 0,
    count: Number.isFinite(input.count) && input.count > 0 ? Math.floor(input.count) : 0,
    intervalMs: input.intervalMs ?? TIMINGS.immersionRotation,
    reducedMotion: input.reducedMotion ?? false,
    paused: false,
  }),
  initial: 'still',
  on: {
    'rotation.setReducedMotion': { actions: assign({ reducedMotion: ({ event }) => event.reduced }) },
    'rotation.pause': { actions: assign({ paused: true }) },
    'rotation.resume': { actions: assign({ paused: false }) },
  },
  states: {
    /** Not rotating: reduced motion, paused, or fewer than two images. */
    still: {
      always: { guard: 'canRotate', target: 'rotating' },
    },
    rotating: {
      always: { guard: not('canRotate'), target: 'still' },
      after: { interval: { target: 'rotating', reenter: true, actions: 'advance' } },
    },
  },
});
