import { assign, setup } from 'xstate';

/**
 * FAQ accordion (product §4 "FAQ"): one item open at a time; toggling the open item closes it,
 * toggling another item opens that one instead. `faq.open` opens an item whatever its state (the
 * browser's find-in-page revealed its answer), closing any other.
 */
export interface FaqContext {
  openId: string | null;
}

export type FaqEvent = { type: 'faq.toggle'; id: string } | { type: 'faq.open'; id: string } | { type: 'faq.close' };

export const faqMachine = setup({
  types: {
    context: {} as FaqContext,
    events: {} as FaqEvent,
    input: {} as { openId?: string | null } | undefined,
  },
  guards: {
    isOpenItem: ({ context, event }) => event.type === 'faq.toggle' && event.id === context.openId,
  },
  actions: {
    openItem: assign({ openId: ({ event }) => ('id' in event ? event.id : null) }),
    closeItem: assign({ openId: null }),
  },
}).createMachine({
  id: 'faq',
  context: ({ input }) => ({ openId: input?.openId ?? null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: ({ context }) => context.openId !== null, target: 'itemOpen' }, { target: 'allClosed' }],
    },
    allClosed: {
      on: {
        'faq.toggle': { target: 'itemOpen', actions: 'openItem' },
        'faq.open': { target: 'itemOpen', actions: 'openItem' },
      },
    },
    itemOpen: {
      on: {
        'faq.toggle': [{ guard: 'isOpenItem', target: 'allClosed', actions: 'closeItem' }, { actions: 'openItem' }],
        'faq.open': { actions: 'openItem' },
        'faq.close': { target: 'allClosed', actions: 'closeItem' },
      },
    },
  },
});
