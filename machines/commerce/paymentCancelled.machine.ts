import { assign, setup } from 'xstate';
import { COMMERCE } from '../shared';

/**
 * The cancelled-payment page (product §2 Payment cancelled, §4 Cancelled page, §8 Session expired alert).
 *
 * checking -> active (a stored cart or last product exists: retry possible)
 *          -> expired (neither: the 'session expired' alert).
 * active: after `purgeDelay` (300000 ms; the original's log text says "2 minutes") the local cart and
 * last product are removed (`purgeStorage`) and the page shows the expired alert. `cancelled.retry`
 * runs the provided `retry` action (rebuild the items from storage and post a checkout); when storage
 * no longer holds anything the page reports `cancelled.sessionLost`.
 * The cancellation reason is only logged (`logReason`, console.info by default).
 */
export const CANCELLATION_REASONS = ['changed-mind', 'payment-issue', 'too-expensive', 'security', 'other'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export interface PaymentCancelledContext {
  /** A stored cart or last product existed when the page loaded. */
  hasPurchase: boolean;
  reason: CancellationReason | '';
}

export type PaymentCancelledEvent =
  { type: 'cancelled.reason'; reason: string } | { type: 'cancelled.retry' } | { type: 'cancelled.sessionLost' };

const isReason = (value: string): value is CancellationReason => (CANCELLATION_REASONS as readonly string[]).includes(value);

export const paymentCancelledMachine = setup({
  types: {
    context: {} as PaymentCancelledContext,
    events: {} as PaymentCancelledEvent,
    input: {} as { hasPurchase: boolean },
  },
  actions: {
    /** Provided by the app: remove the local cart and the last product. */
    purgeStorage: () => {},
    /** Provided by the app: rebuild the items from storage and post a checkout. */
    retry: () => {},
    logReason: (_, params: { reason: string }) => {
      console.info(`[payment-cancelled] cancellation reason: ${params.reason}`);
    },
  },
  guards: {
    hasPurchase: ({ context }) => context.hasPurchase,
    isKnownReason: ({ event }) => event.type === 'cancelled.reason' && isReason(event.reason),
  },
  delays: {
    /** product §4/§9: local cart and last product removed after 300000 ms. */
    purgeDelay: COMMERCE.snapshotTtlMs,
  },
}).createMachine({
  id: 'paymentCancelled',
  context: ({ input }) => ({ hasPurchase: input.hasPurchase, reason: '' }),
  initial: 'checking',
  on: {
    'cancelled.reason': {
      guard: 'isKnownReason',
      actions: [
        assign({ reason: ({ event }) => event.reason as CancellationReason }),
        { type: 'logReason', params: ({ event }) => ({ reason: event.reason }) },
      ],
    },
  },
  states: {
    checking: {
      always: [{ guard: 'hasPurchase', target: 'active' }, { target: 'expired' }],
    },
    active: {
      after: {
        purgeDelay: { target: 'expired', actions: ['purgeStorage', assign({ hasPurchase: false })] },
      },
      on: {
        'cancelled.retry': { actions: 'retry' },
        'cancelled.sessionLost': { target: 'expired', actions: assign({ hasPurchase: false }) },
      },
    },
    expired: {},
  },
});
