import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { TIMINGS, provided } from '../shared';
import type { CheckoutLine } from './rules';
import type { LastCheckedProduct } from './checkoutLines';
import { allowedCheckoutUrl, isAllowedCheckoutUrl, type RedirectPolicy } from './redirectPolicy';

/**
 * Checkout through the hosted card payment (product §7 POST {backend}/payment/, §8 "Checkout creation
 * failure: logged only, no user message").
 *
 * idle --checkout.start--> creating (POST; the payment provider's script loads alongside, never
 *   awaited: a slow or blocked script cannot hold the checkout up) -->
 *   redirecting (checkout_url allowed: https on the payment host, or the same-origin mock checkout)
 *   | failed (refused URL, missing URL or failed call: logged only; a new checkout.start retries).
 * redirecting --after TIMINGS.paymentRedirectTimeout (the browser never left: navigation blocked or
 *   stalled)--> idle, so the buy and checkout buttons work again; 'checkout.reset' does the same at once.
 *
 * Pure: the app provides `createSession` (the POST), `loadPaymentProvider` (Stripe.js, lazily, only
 * with a publishable key), `redirect` (window.location.assign), `saveLastProduct`, `saveCartSnapshot`,
 * `clearLastProduct` and `log` (console.warn by default: console.error is not allowed in e2e).
 */

export type CheckoutKind = 'cart' | 'single' | 'retry';

export interface CheckoutRequest {
  kind: CheckoutKind;
  lines: CheckoutLine[];
  language?: string;
  /** Single buys: what to remember as lastCheckedProduct. */
  lastProduct?: LastCheckedProduct;
}

export interface CheckoutContext {
  policy: RedirectPolicy;
  request: CheckoutRequest | null;
  checkoutUrl: string | null;
}

export type CheckoutEvent = { type: 'checkout.start'; request: CheckoutRequest } | { type: 'checkout.reset' };

const checkoutUrlOf = (output: unknown): unknown =>
  output && typeof output === 'object' ? (output as Record<string, unknown>).checkout_url : undefined;

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as { policy: RedirectPolicy },
  },
  actors: {
    /** Provided by the app: Stripe.js, lazily, only when a publishable key is configured. */
    loadPaymentProvider: fromPromise<unknown>(async () => null),
    /** Provided by the app: createCheckout(lines, language). */
    createSession: provided<unknown, { lines: CheckoutLine[]; language?: string }>('createSession'),
  },
  actions: {
    redirect: (_, _params: { url: string }) => {},
    saveLastProduct: (_, _params: { product: LastCheckedProduct }) => {},
    saveCartSnapshot: () => {},
    clearLastProduct: () => {},
    log: (_, params: { message: string; detail?: unknown }) => {
      console.warn(`[checkout] ${params.message}`, params.detail ?? '');
    },
  },
  guards: {
    hasLines: ({ event }) => event.type === 'checkout.start' && event.request.lines.length > 0,
    isAllowedUrl: ({ context, event }) =>
      isAllowedCheckoutUrl(checkoutUrlOf((event as { output?: unknown }).output), context.policy),
    hasUrl: ({ event }) => {
      const url = checkoutUrlOf((event as { output?: unknown }).output);
      return typeof url === 'string' && url.length > 0;
    },
  },
  delays: {
    redirectTimeout: TIMINGS.paymentRedirectTimeout,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ policy: input.policy, request: null, checkoutUrl: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'checkout.start': [
          {
            guard: 'hasLines',
            target: 'creating',
            actions: assign({ request: ({ event }) => event.request, checkoutUrl: null }),
          },
          { target: 'failed', actions: { type: 'log', params: { message: 'nothing to check out' } } },
        ],
      },
    },
    /**
     * Remembers what is being bought and posts the lines. The payment provider's script loads in
     * parallel: its failure or its timeout is only logged, and the POST never waits for it.
     */
    creating: {
      /** Single buys store lastCheckedProduct; cart checkouts refresh the cart snapshot and forget the last product. */
      entry: enqueueActions(({ context, enqueue }) => {
        const request = context.request;
        if (request?.kind === 'single' && request.lastProduct)
          enqueue({ type: 'saveLastProduct', params: { product: request.lastProduct } });
        if (request?.kind === 'cart') {
          enqueue('saveCartSnapshot');
          enqueue('clearLastProduct');
        }
      }),
      invoke: [
        {
          src: 'loadPaymentProvider',
          onError: {
            actions: {
              type: 'log',
              params: ({ event }) => ({ message: 'payment provider script failed to load', detail: event.error }),
            },
          },
        },
        {
          src: 'createSession',
          input: ({ context }) => ({ lines: context.request?.lines ?? [], language: context.request?.language }),
          onDone: [
            {
              guard: 'isAllowedUrl',
              target: 'redirecting',
              actions: assign({
                checkoutUrl: ({ event, context }) => allowedCheckoutUrl(checkoutUrlOf(event.output), context.policy),
              }),
            },
            {
              guard: 'hasUrl',
              target: 'failed',
              actions: {
                type: 'log',
                params: ({ event }) => ({
                  message: 'checkout_url refused (not the payment host)',
                  detail: checkoutUrlOf(event.output),
                }),
              },
            },
            {
              target: 'failed',
              actions: {
                type: 'log',
                params: ({ event }) => ({ message: 'no checkout_url in the response', detail: event.output }),
              },
            },
          ],
          onError: {
            target: 'failed',
            actions: { type: 'log', params: ({ event }) => ({ message: 'checkout creation failed', detail: event.error }) },
          },
        },
      ],
    },
    redirecting: {
      entry: { type: 'redirect', params: ({ context }) => ({ url: context.checkoutUrl ?? '' }) },
      after: {
        /** The navigation never happened (blocked, stalled): back to idle so a new attempt is possible. */
        redirectTimeout: {
          target: 'idle',
          actions: { type: 'log', params: { message: 'the browser did not leave for the payment page; back to idle' } },
        },
      },
      on: {
        /** The browser did not leave (e.g. navigation blocked), or came back from the bfcache: allow a new attempt. */
        'checkout.reset': { target: 'idle' },
      },
    },
    failed: {
      on: {
        'checkout.start': [
          {
            guard: 'hasLines',
            target: 'creating',
            actions: assign({ request: ({ event }) => event.request, checkoutUrl: null }),
          },
          { target: 'failed', reenter: true, actions: { type: 'log', params: { message: 'nothing to check out' } } },
        ],
        'checkout.reset': { target: 'idle' },
      },
    },
  },
});
