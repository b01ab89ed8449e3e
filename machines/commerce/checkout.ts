import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { TIMINGS } from '../shared/constants';
import { priceCents, type CheckoutLine } from './rules';
import { cartLines, parseStoredCart, type CartLine, type ProductType } from './cart';

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
export type { CheckoutLine };

/** lastCheckedProduct of product §3: bookId or courseId, title, price (euros). */
export interface LastCheckedProduct {
  bookId?: number;
  courseId?: number;
  title: string;
  price: number | string;
}

export interface CheckoutProduct {
  type: ProductType;
  id: number;
  title: string;
  /** Euros: number or text with a euro sign. */
  price: number | string;
  quantity: number;
}

export type CheckoutKind = 'cart' | 'single' | 'retry';

export interface CheckoutRequest {
  kind: CheckoutKind;
  lines: CheckoutLine[];
  language?: string;
  /** Single buys: what to remember as lastCheckedProduct. */
  lastProduct?: LastCheckedProduct;
}

export interface RedirectPolicy {
  paymentHost: string;
  useMocks: boolean;
  mockCheckoutPath: string;
  /**
   * Address spaces the mock checkout may open in ('' and '/en': the demo's stand-in opens in the
   * language the payment was made in). Default: only the unprefixed path.
   */
  spacePrefixes?: readonly string[];
  /** Origin of the site (the mock checkout lives there). */
  origin: string;
}

export interface CheckoutContext {
  policy: RedirectPolicy;
  request: CheckoutRequest | null;
  checkoutUrl: string | null;
}

export type CheckoutEvent = { type: 'checkout.start'; request: CheckoutRequest } | { type: 'checkout.reset' };

/** Checkout lines of product §7 from cart lines: {type, id, title, price (cents), quantity}. Lines whose price is unreadable or not positive are left out. */
export function checkoutLines(lines: readonly CartLine[]): CheckoutLine[] {
  return lines.flatMap(({ type, id, title, unitCents, quantity }) =>
    unitCents && unitCents > 0 && quantity >= 1 ? [{ type, id, title, price: unitCents, quantity: Math.floor(quantity) }] : [],
  );
}

/** Checkout lines of items that carry their title (a cart read back, a test's products). */
export function cartCheckoutLines(items: readonly CheckoutProduct[]): CheckoutLine[] {
  return checkoutLines(cartLines(items, (item) => item.title));
}

/** The lastCheckedProduct record of a single buy. */
export function lastProductOf(product: Omit<CheckoutProduct, 'quantity'>): LastCheckedProduct {
  return product.type === 'book'
    ? { bookId: product.id, title: product.title, price: product.price }
    : { courseId: product.id, title: product.title, price: product.price };
}

/** One line from a last product: bookId or courseId, title, price x 100, quantity 1, no type. */
export function lastProductLine(last: unknown): CheckoutLine | null {
  if (!last || typeof last !== 'object') return null;
  const p = last as Record<string, unknown>;
  const price = priceCents(p.price);
  const title = typeof p.title === 'string' ? p.title : '';
  if (!price || !title) return null;
  if (typeof p.bookId === 'number') return { bookId: p.bookId, title, price, quantity: 1 };
  if (typeof p.courseId === 'number') return { courseId: p.courseId, title, price, quantity: 1 };
  return null;
}

/** Single-product buy (product §7): one line with courseId or bookId, title, price in cents, quantity 1. */
export function singleCheckoutLine(product: Omit<CheckoutProduct, 'quantity'>): CheckoutLine | null {
  return lastProductLine(lastProductOf(product));
}

/**
 * Retry from the cancelled page (product §7): items rebuilt from the stored cart (prices as numbers in
 * cents), or else from the last product (one item, quantity 1, price x 100, no type). Null when neither.
 * `titleOf` supplies a title for stored items that only carry a translation key.
 */
export function retryLines(
  storedCart: unknown,
  lastProduct: unknown,
  titleOf: (item: { type: ProductType; id: number; titleKey?: string }) => string = () => '',
): CheckoutLine[] | null {
  const cart = parseStoredCart(storedCart);
  if (cart.length > 0) {
    const lines = cartCheckoutLines(cart.map((i) => ({ ...i, title: i.title || titleOf(i) })));
    if (lines.length > 0) return lines;
  }
  const line = lastProductLine(lastProduct);
  return line ? [line] : null;
}

/** Backslashes, whitespace and control characters: browsers drop or rewrite them, so they can hide a host. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const UNSAFE_URL_CHARACTERS = /[\\\s\u0000-\u001f\u007f]/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The URL to send the browser to, or null when it is not allowed: only https on the configured payment
 * host, or (mocks on) the same-origin mock checkout page. Strict on purpose, because the server's answer
 * decides where the visitor goes: the URL must literally start with `https://{host}` (lower case, no
 * port, no user info, no trailing dot) followed by '/', '?', '#' or nothing, contain no backslash,
 * whitespace or control character, and parse to that same host. The parsed (normalised) form is returned.
 */
export function allowedCheckoutUrl(url: unknown, policy: RedirectPolicy): string | null {
  if (typeof url !== 'string' || !url || UNSAFE_URL_CHARACTERS.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username || parsed.password) return null;
  const host = policy.paymentHost.toLowerCase();
  if (
    host &&
    new RegExp(`^https://${escapeRegExp(host)}(?=[/?#]|$)`).test(url) &&
    parsed.protocol === 'https:' &&
    parsed.hostname === host &&
    parsed.port === ''
  )
    return parsed.href;
  const mockPaths = policy.mockCheckoutPath ? (policy.spacePrefixes ?? ['']).map((p) => p + policy.mockCheckoutPath) : [];
  if (
    policy.useMocks &&
    mockPaths.some(
      (path) =>
        new RegExp(`^${escapeRegExp(policy.origin + path)}(?=[?#]|$)`).test(url) &&
        parsed.origin === policy.origin &&
        parsed.pathname === path,
    )
  )
    return parsed.href;
  return null;
}

/** Only an https URL on the configured payment host, or (mocks on) the same-origin mock checkout page. */
export function isAllowedCheckoutUrl(url: unknown, policy: RedirectPolicy): url is string {
  return allowedCheckoutUrl(url, policy) !== null;
}

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
    createSession: fromPromise<unknown, { lines: CheckoutLine[]; language?: string }>(async () => {
      throw new Error('createSession not provided');
    }),
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
