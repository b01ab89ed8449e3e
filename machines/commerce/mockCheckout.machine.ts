import { assign, setup } from 'xstate';
import { provided } from '../shared';
import type { CheckoutLine } from './rules';

/**
 * The hosted-checkout stand-in (mock backend only): loads its session, then pays or cancels it and
 * returns the browser where the real provider would (`returnTo` with the path the mock answers).
 *
 * loading -> ready | paid | cancelled (already settled) | notFound (unknown session or failure to load)
 * ready --mock.pay--> paying --> (returnTo) | error ; ready --mock.cancel--> cancelling --> (returnTo) | error
 * error: pay / cancel may be tried again.
 */
/** A line of a mock checkout session: the line the payment call sent. */
export type MockSessionLine = CheckoutLine;

export interface MockSession {
  id: string;
  lines: MockSessionLine[];
  total: number;
  status: 'open' | 'paid' | 'cancelled';
}

export interface MockCheckoutContext {
  sessionId: string;
  session: MockSession | null;
}

export type MockCheckoutEvent = { type: 'mock.pay' } | { type: 'mock.cancel' };

export const mockCheckoutMachine = setup({
  types: {
    context: {} as MockCheckoutContext,
    events: {} as MockCheckoutEvent,
    input: {} as { sessionId: string },
  },
  actors: {
    /** GET the session; provided by the commerce feature. */
    loadSession: provided<MockSession, { sessionId: string }>('loadSession'),
    /** POST pay or cancel; provided by the commerce feature. */
    settle: provided<{ redirect: string }, { sessionId: string; action: 'pay' | 'cancel' }>('settle'),
  },
  actions: {
    /** Provided by the app: leave for the outcome page. */
    returnTo: (_, _params: { path: string }) => {},
    log: (_, params: { message: string; detail?: unknown }) => {
      console.warn(`[mock-checkout] ${params.message}`, params.detail ?? '');
    },
  },
  guards: {
    hasSessionId: ({ context }) => context.sessionId.trim().length > 0,
  },
}).createMachine({
  id: 'mockCheckout',
  context: ({ input }) => ({ sessionId: input.sessionId, session: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasSessionId', target: 'loading' }, { target: 'notFound' }],
    },
    loading: {
      invoke: {
        src: 'loadSession',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'paid',
            target: 'paid',
            actions: assign({ session: ({ event }) => event.output }),
          },
          {
            guard: ({ event }) => event.output.status === 'cancelled',
            target: 'cancelled',
            actions: assign({ session: ({ event }) => event.output }),
          },
          { target: 'ready', actions: assign({ session: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'notFound',
          actions: { type: 'log', params: ({ event }) => ({ message: 'session could not be loaded', detail: event.error }) },
        },
      },
    },
    ready: {
      on: { 'mock.pay': 'paying', 'mock.cancel': 'cancelling' },
    },
    paying: {
      invoke: {
        src: 'settle',
        input: ({ context }) => ({ sessionId: context.sessionId, action: 'pay' as const }),
        onDone: { target: 'leaving', actions: { type: 'returnTo', params: ({ event }) => ({ path: event.output.redirect }) } },
        onError: {
          target: 'error',
          actions: { type: 'log', params: ({ event }) => ({ message: 'payment failed', detail: event.error }) },
        },
      },
    },
    cancelling: {
      invoke: {
        src: 'settle',
        input: ({ context }) => ({ sessionId: context.sessionId, action: 'cancel' as const }),
        onDone: { target: 'leaving', actions: { type: 'returnTo', params: ({ event }) => ({ path: event.output.redirect }) } },
        onError: {
          target: 'error',
          actions: { type: 'log', params: ({ event }) => ({ message: 'cancel failed', detail: event.error }) },
        },
      },
    },
    error: {
      on: { 'mock.pay': 'paying', 'mock.cancel': 'cancelling' },
    },
    leaving: {},
    paid: {},
    cancelled: {},
    notFound: {},
  },
});
