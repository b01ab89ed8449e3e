import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { TIMINGS } from '../shared/constants';
import {
  allowedCheckoutUrl,
  cartCheckoutLines,
  checkoutMachine,
  isAllowedCheckoutUrl,
  lastProductLine,
  lastProductOf,
  retryLines,
  singleCheckoutLine,
  type CheckoutLine,
  type CheckoutRequest,
  type RedirectPolicy,
} from './checkout';

const realPolicy: RedirectPolicy = {
  paymentHost: 'checkout.stripe.com',
  useMocks: false,
  mockCheckoutPath: '/mock-checkout',
  origin: 'https://shop.example',
};
const mockPolicy: RedirectPolicy = { ...realPolicy, useMocks: true, origin: 'http://localhost:4173' };

describe('payload builders (product §7)', () => {
  it('cart lines: type, id, title, price in cents = round(price x 100), quantity', () => {
    expect(
      cartCheckoutLines([
        { type: 'book', id: 2, title: 'Brincar', price: 14.9, quantity: 2 },
        { type: 'course', id: 3, title: 'Curso', price: '350 €', quantity: 1 },
        { type: 'book', id: 5, title: 'Rotinas', price: 9.99, quantity: 1 },
        { type: 'book', id: 9, title: 'x', price: 16.99, quantity: 1 },
      ]),
    ).toEqual([
      { type: 'book', id: 2, title: 'Brincar', price: 1490, quantity: 2 },
      { type: 'course', id: 3, title: 'Curso', price: 35000, quantity: 1 },
      { type: 'book', id: 5, title: 'Rotinas', price: 999, quantity: 1 },
      { type: 'book', id: 9, title: 'x', price: 1699, quantity: 1 },
    ]);
  });

  it('cart lines leave out unreadable prices', () => {
    expect(cartCheckoutLines([{ type: 'course', id: 5, title: 'Internacional', price: 'sob consulta', quantity: 1 }])).toEqual(
      [],
    );
  });

  it('single buy: bookId or courseId, title, price in cents, quantity 1, no type', () => {
    expect(singleCheckoutLine({ type: 'book', id: 3, title: 'Autismo', price: 16 })).toEqual({
      bookId: 3,
      title: 'Autismo',
      price: 1600,
      quantity: 1,
    });
    expect(singleCheckoutLine({ type: 'course', id: 1, title: 'Curso 1', price: 546 })).toEqual({
      courseId: 1,
      title: 'Curso 1',
      price: 54600,
      quantity: 1,
    });
  });

  it('lastCheckedProduct record holds bookId or courseId, title and price (euros)', () => {
    expect(lastProductOf({ type: 'book', id: 2, title: 'B', price: 14.9 })).toEqual({ bookId: 2, title: 'B', price: 14.9 });
    expect(lastProductOf({ type: 'course', id: 2, title: 'C', price: 350 })).toEqual({ courseId: 2, title: 'C', price: 350 });
  });

  it('lastProductLine rejects malformed records', () => {
    expect(lastProductLine(null)).toBeNull();
    expect(lastProductLine({ bookId: 1, title: '', price: 14 })).toBeNull();
    expect(lastProductLine({ bookId: 1, title: 'x', price: 'abc' })).toBeNull();
    expect(lastProductLine({ id: 1, title: 'x', price: 14 })).toBeNull();
  });
});

describe('retryLines (cancelled page)', () => {
  it('prefers the stored cart, prices as numbers in cents', () => {
    const stored = [
      { type: 'book', id: 1, title: 'Livro 1', price: 14, quantity: 2 },
      { type: 'course', id: 2, title: 'Curso 2', price: '350 €', quantity: 1 },
    ];
    expect(retryLines(stored, { bookId: 3, title: 'x', price: 16 })).toEqual([
      { type: 'book', id: 1, title: 'Livro 1', price: 1400, quantity: 2 },
      { type: 'course', id: 2, title: 'Curso 2', price: 35000, quantity: 1 },
    ]);
  });

  it('falls back to the last product: one item, quantity 1, price x 100, no type', () => {
    expect(retryLines(undefined, { courseId: 4, title: 'Curso 4', price: 350 })).toEqual([
      { courseId: 4, title: 'Curso 4', price: 35000, quantity: 1 },
    ]);
    expect(retryLines([], { bookId: 2, title: 'Livro 2', price: 14.9 })).toEqual([
      { bookId: 2, title: 'Livro 2', price: 1490, quantity: 1 },
    ]);
  });

  it('uses the title resolver for stored items without a title', () => {
    expect(retryLines([{ type: 'book', id: 1, titleKey: 'k', price: 14, quantity: 1 }], null, (i) => `T${i.id}`)).toEqual([
      { type: 'book', id: 1, title: 'T1', price: 1400, quantity: 1 },
    ]);
  });

  it('null when there is neither', () => {
    expect(retryLines(undefined, undefined)).toBeNull();
  });
});

describe('isAllowedCheckoutUrl', () => {
  it('accepts https on the payment host only', () => {
    expect(isAllowedCheckoutUrl('https://checkout.stripe.com/c/pay/cs_test_1', realPolicy)).toBe(true);
    expect(isAllowedCheckoutUrl('http://checkout.stripe.com/c/pay', realPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl('https://checkout.stripe.com.evil.example/c', realPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl('https://evil.example/?checkout.stripe.com', realPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl('https://user:pw@checkout.stripe.com/', realPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl('https://checkout.stripe.com:8443/', realPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl('javascript:alert(1)', realPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl('/mock-checkout?session=1', realPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl(42, realPolicy)).toBe(false);
  });

  it('accepts the same-origin mock checkout only when mocks are on', () => {
    expect(isAllowedCheckoutUrl('http://localhost:4173/mock-checkout?session=cs-1', mockPolicy)).toBe(true);
    expect(isAllowedCheckoutUrl('https://shop.example/mock-checkout?session=cs-1', realPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl('http://localhost:4173/profile', mockPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl('http://localhost:9999/mock-checkout?session=1', mockPolicy)).toBe(false);
  });

  it('accepts the mock checkout in the English space only where the policy names that space (#15)', () => {
    const bothSpaces = { ...mockPolicy, spacePrefixes: ['', '/en'] };
    expect(isAllowedCheckoutUrl('http://localhost:4173/en/mock-checkout?session=cs-1', mockPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl('http://localhost:4173/en/mock-checkout?session=cs-1', bothSpaces)).toBe(true);
    expect(isAllowedCheckoutUrl('http://localhost:4173/mock-checkout?session=cs-1', bothSpaces)).toBe(true);
    expect(isAllowedCheckoutUrl('http://localhost:4173/fr/mock-checkout?session=cs-1', bothSpaces)).toBe(false);
    expect(isAllowedCheckoutUrl('http://localhost:4173/en/mock-checkoutx?session=1', bothSpaces)).toBe(false);
  });

  it.each([
    // Protocol-relative, scheme tricks.
    '//checkout.stripe.com/c/pay/cs_1',
    'https:checkout.stripe.com/c/pay/cs_1',
    'https:/checkout.stripe.com/c/pay/cs_1',
    'HTTPS://checkout.stripe.com/c/pay/cs_1',
    'http://checkout.stripe.com/c/pay/cs_1',
    'javascript:alert(1)',
    'JavaScript:alert(1)//https://checkout.stripe.com/',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    // Backslashes (browsers read them as slashes).
    'https:\\\\checkout.stripe.com\\c\\pay',
    'https://evil.example\\@checkout.stripe.com/',
    'https://checkout.stripe.com\\@evil.example/',
    // User info.
    'https://checkout.stripe.com@evil.example/c',
    'https://user:pass@checkout.stripe.com/c',
    'https://checkout.stripe.com%40evil.example/c',
    // Look-alike hosts.
    'https://CHECKOUT.STRIPE.COM/c/pay/cs_1',
    'https://checkout.stripe.com./c/pay/cs_1',
    'https://checkout.stripe.com.evil.example/c',
    'https://evilcheckout.stripe.com/c',
    'https://checkout%2Estripe%2Ecom/c',
    'https://checkout.stripe.com%2F.evil.example/c',
    'https://checkout.stripe.com%2F@evil.example/c',
    'https://xn--checkout-stripe-com.example/c',
    // Ports.
    'https://checkout.stripe.com:443/c/pay/cs_1',
    'https://checkout.stripe.com:8443/c/pay/cs_1',
    'https://checkout.stripe.com:/c',
    // Whitespace, tab and newline tricks.
    ' https://checkout.stripe.com/c/pay/cs_1',
    'https://checkout.stripe.com/c/pay/cs_1 ',
    'https://checkout.stripe.com\t.evil.example/',
    'https://checkout.stripe.com\n.evil.example/',
    'https://check\tout.stripe.com/c',
    'https://checkout.stripe.com/c\r\n',
    '\u0000https://checkout.stripe.com/c',
    // Not URLs.
    '',
    'checkout.stripe.com/c',
    '/c/pay/cs_1',
  ])('refuses %j', (url) => {
    expect(isAllowedCheckoutUrl(url, realPolicy)).toBe(false);
    expect(allowedCheckoutUrl(url, mockPolicy)).toBeNull();
  });

  it.each([
    ['https://checkout.stripe.com/c/pay/cs_test_a1#fidkdWxOYHwnPyd1blpxYHZxWjA0', realPolicy],
    ['https://checkout.stripe.com', realPolicy],
    ['https://checkout.stripe.com?x=1', realPolicy],
    ['http://localhost:4173/mock-checkout?session=cs-1', mockPolicy],
    ['http://localhost:4173/mock-checkout#top', mockPolicy],
  ] as const)('accepts %j', (url, policy) => {
    expect(allowedCheckoutUrl(url, policy)).toBe(new URL(url).href);
  });

  it.each([
    'http://localhost:4173/mock-checkout/../profile',
    'http://localhost:4173/mock-checkoutx?session=1',
    'http://localhost:4173/mock-checkout/x',
    'http://LOCALHOST:4173/mock-checkout?session=1',
    'http://localhost:4173.evil.example/mock-checkout?session=1',
    'http://localhost:4173\\mock-checkout?session=1',
    'http://evil.example/mock-checkout?session=1',
  ])('the mock checkout: refuses %j', (url) => {
    expect(isAllowedCheckoutUrl(url, mockPolicy)).toBe(false);
  });
});

const cartRequest: CheckoutRequest = {
  kind: 'cart',
  language: 'pt',
  lines: [{ type: 'book', id: 1, title: 'Livro 1', price: 1400, quantity: 1 }],
};
const singleRequest: CheckoutRequest = {
  kind: 'single',
  language: 'en',
  lines: [{ bookId: 3, title: 'Autismo', price: 1600, quantity: 1 }],
  lastProduct: { bookId: 3, title: 'Autismo', price: 16 },
};

function start(opts: { policy?: RedirectPolicy; session?: () => Promise<unknown>; provider?: () => Promise<unknown> } = {}) {
  const spies = {
    redirect: vi.fn(),
    saveLastProduct: vi.fn(),
    saveCartSnapshot: vi.fn(),
    clearLastProduct: vi.fn(),
    log: vi.fn(),
    createSession: vi.fn(),
    loadProvider: vi.fn(),
  };
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        loadPaymentProvider: fromPromise(async () => {
          spies.loadProvider();
          return opts.provider ? opts.provider() : null;
        }),
        createSession: fromPromise(async ({ input }) => {
          spies.createSession(input);
          return opts.session ? opts.session() : { checkout_url: 'https://checkout.stripe.com/c/pay/cs_1' };
        }),
      },
      actions: {
        redirect: (_, params) => spies.redirect(params.url),
        saveLastProduct: (_, params) => spies.saveLastProduct(params.product),
        saveCartSnapshot: () => spies.saveCartSnapshot(),
        clearLastProduct: () => spies.clearLastProduct(),
        log: (_, params) => spies.log(params.message),
      },
    }),
    { input: { policy: opts.policy ?? realPolicy } },
  );
  actor.start();
  return { actor, spies, value: () => actor.getSnapshot().value };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('checkout machine', () => {
  it('idle -> creating -> redirecting to the payment host, posting lines and language', async () => {
    const { actor, spies, value } = start();
    expect(value()).toBe('idle');
    actor.send({ type: 'checkout.start', request: cartRequest });
    expect(value()).toBe('creating');
    await vi.advanceTimersByTimeAsync(0);
    expect(spies.loadProvider).toHaveBeenCalledTimes(1);
    expect(spies.createSession).toHaveBeenCalledWith({ lines: cartRequest.lines, language: 'pt' });
    expect(value()).toBe('redirecting');
    expect(spies.redirect).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1');
    expect(spies.log).not.toHaveBeenCalled();
  });

  it('a cart checkout refreshes the cart snapshot and forgets the last product', () => {
    const { actor, spies } = start();
    actor.send({ type: 'checkout.start', request: cartRequest });
    expect(spies.saveCartSnapshot).toHaveBeenCalledTimes(1);
    expect(spies.clearLastProduct).toHaveBeenCalledTimes(1);
    expect(spies.saveLastProduct).not.toHaveBeenCalled();
  });

  it('a single buy stores lastCheckedProduct', () => {
    const { actor, spies } = start();
    actor.send({ type: 'checkout.start', request: singleRequest });
    expect(spies.saveLastProduct).toHaveBeenCalledWith({ bookId: 3, title: 'Autismo', price: 16 });
    expect(spies.saveCartSnapshot).not.toHaveBeenCalled();
  });

  it('a retry stores nothing', () => {
    const { actor, spies } = start();
    actor.send({ type: 'checkout.start', request: { ...cartRequest, kind: 'retry' } });
    expect(spies.saveLastProduct).not.toHaveBeenCalled();
    expect(spies.saveCartSnapshot).not.toHaveBeenCalled();
  });

  it('stays in creating while the call is pending', async () => {
    const { actor, value } = start({ session: () => new Promise(() => {}) });
    actor.send({ type: 'checkout.start', request: cartRequest });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(value()).toBe('creating');
  });

  it('the payment POST does not wait for the payment-provider script (loaded in parallel)', async () => {
    const { actor, spies, value } = start({ provider: () => new Promise(() => {}) });
    actor.send({ type: 'checkout.start', request: cartRequest });
    await vi.advanceTimersByTimeAsync(0);
    expect(spies.loadProvider).toHaveBeenCalledTimes(1);
    expect(spies.createSession).toHaveBeenCalledTimes(1);
    expect(value()).toBe('redirecting');
    expect(spies.redirect).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1');
  });

  it(`'redirecting' returns to idle after ${TIMINGS.paymentRedirectTimeout} ms when the browser never leaves`, async () => {
    expect(TIMINGS.paymentRedirectTimeout).toBe(10_000);
    const { actor, spies, value } = start();
    actor.send({ type: 'checkout.start', request: cartRequest });
    await vi.advanceTimersByTimeAsync(0);
    expect(value()).toBe('redirecting');
    await vi.advanceTimersByTimeAsync(TIMINGS.paymentRedirectTimeout - 1);
    expect(value()).toBe('redirecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(value()).toBe('idle');
    expect(spies.log).toHaveBeenCalledWith(expect.stringMatching(/did not leave/));
    // A new attempt works again.
    actor.send({ type: 'checkout.start', request: cartRequest });
    await vi.advanceTimersByTimeAsync(0);
    expect(value()).toBe('redirecting');
    expect(spies.redirect).toHaveBeenCalledTimes(2);
  });

  it('a failing payment-provider script is logged and does not block the checkout', async () => {
    const { actor, spies, value } = start({
      provider: () => Promise.reject(new Error('blocked')),
      session: () =>
        new Promise((resolve) => setTimeout(() => resolve({ checkout_url: 'https://checkout.stripe.com/c/pay/cs_1' }), 50)),
    });
    actor.send({ type: 'checkout.start', request: cartRequest });
    await vi.advanceTimersByTimeAsync(0);
    expect(spies.log).toHaveBeenCalledWith('payment provider script failed to load');
    expect(value()).toBe('creating');
    await vi.advanceTimersByTimeAsync(50);
    expect(value()).toBe('redirecting');
  });

  it('refuses a checkout_url on another host: logged, no redirect', async () => {
    const { actor, spies, value } = start({ session: async () => ({ checkout_url: 'https://evil.example/pay' }) });
    actor.send({ type: 'checkout.start', request: cartRequest });
    await vi.advanceTimersByTimeAsync(0);
    expect(value()).toBe('failed');
    expect(spies.redirect).not.toHaveBeenCalled();
    expect(spies.log).toHaveBeenCalledWith(expect.stringContaining('refused'));
  });

  it('follows the same-origin mock checkout with mocks on', async () => {
    const url = 'http://localhost:4173/mock-checkout?session=cs-1';
    const { actor, spies, value } = start({ policy: mockPolicy, session: async () => ({ checkout_url: url }) });
    actor.send({ type: 'checkout.start', request: cartRequest });
    await vi.advanceTimersByTimeAsync(0);
    expect(value()).toBe('redirecting');
    expect(spies.redirect).toHaveBeenCalledWith(url);
  });

  it('a response without checkout_url is only logged', async () => {
    const { actor, spies, value } = start({ session: async () => ({}) });
    actor.send({ type: 'checkout.start', request: cartRequest });
    await vi.advanceTimersByTimeAsync(0);
    expect(value()).toBe('failed');
    expect(spies.log).toHaveBeenCalledWith('no checkout_url in the response');
    expect(spies.redirect).not.toHaveBeenCalled();
  });

  it('a failed call is only logged and a new attempt is possible', async () => {
    let fail = true;
    const { actor, spies, value } = start({
      session: async () => {
        if (fail) throw new Error('HTTP 500');
        return { checkout_url: 'https://checkout.stripe.com/c/pay/cs_2' };
      },
    });
    actor.send({ type: 'checkout.start', request: cartRequest });
    await vi.advanceTimersByTimeAsync(0);
    expect(value()).toBe('failed');
    expect(spies.log).toHaveBeenCalledWith('checkout creation failed');
    fail = false;
    actor.send({ type: 'checkout.start', request: cartRequest });
    expect(value()).toBe('creating');
    await vi.advanceTimersByTimeAsync(0);
    expect(value()).toBe('redirecting');
    expect(spies.redirect).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_2');
  });

  it('nothing to check out: logged, failed, no call', async () => {
    const { actor, spies, value } = start();
    actor.send({ type: 'checkout.start', request: { kind: 'cart', lines: [] } });
    await vi.advanceTimersByTimeAsync(0);
    expect(value()).toBe('failed');
    expect(spies.createSession).not.toHaveBeenCalled();
    expect(spies.log).toHaveBeenCalledWith('nothing to check out');
  });

  it('checkout.reset returns to idle from failed and redirecting', async () => {
    const { actor, value } = start({ session: async () => ({}) });
    actor.send({ type: 'checkout.start', request: cartRequest });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'checkout.reset' });
    expect(value()).toBe('idle');
    const second = start();
    second.actor.send({ type: 'checkout.start', request: cartRequest });
    await vi.advanceTimersByTimeAsync(0);
    second.actor.send({ type: 'checkout.reset' });
    expect(second.value()).toBe('idle');
  });

  it('logs with console.warn by default (console.error is not allowed)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          createSession: fromPromise<unknown, { lines: CheckoutLine[]; language?: string }>(async () =>
            Promise.reject(new Error('down')),
          ),
        },
      }),
      { input: { policy: realPolicy } },
    ).start();
    actor.send({ type: 'checkout.start', request: { ...cartRequest, kind: 'retry' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledWith('[checkout] checkout creation failed', expect.any(Error));
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});
