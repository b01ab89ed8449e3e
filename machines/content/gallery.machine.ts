import { assign, setup } from 'xstate';

/**
 * Photo gallery with an enlarged view (product §2 "Immersion details": six photos opening in a modal
 * that closes by click, a close button or Escape). In the enlarged view the arrows move between
 * photos and wrap at both ends.
 */
export interface GalleryContext {
  count: number;
  /** Index of the photo shown enlarged; meaningful in `open`. */
  index: number;
}

export type GalleryEvent =
  { type: 'gallery.open'; index: number } | { type: 'gallery.next' } | { type: 'gallery.prev' } | { type: 'gallery.close' };

export const galleryMachine = setup({
  types: {
    context: {} as GalleryContext,
    events: {} as GalleryEvent,
    input: {} as { count: number },
  },
  guards: {
    isValidIndex: ({ context, event }) =>
      event.type === 'gallery.open' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.count,
  },
  actions: {
    showIndex: assign({ index: ({ event, context }) => (event.type === 'gallery.open' ? event.index : context.index) }),
    showNext: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    showPrevious: assign({ index: ({ context }) => (context.index - 1 + context.count) % context.count }),
  },
}).createMachine({
  id: 'gallery',
  context: ({ input }) => ({ count: Math.max(0, Math.floor(input.count)), index: 0 }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'gallery.open': { guard: 'isValidIndex', target: 'open', actions: 'showIndex' } },
    },
    open: {
      on: {
        'gallery.next': { actions: 'showNext' },
        'gallery.prev': { actions: 'showPrevious' },
        'gallery.open': { guard: 'isValidIndex', actions: 'showIndex' },
        'gallery.close': { target: 'closed' },
      },
    },
  },
});
