import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { TIMINGS } from '../shared/constants';
import { checkoutMachine, type CheckoutRequest } from './checkout.machine';
import type { RedirectPolicy } from './redirectPolicy';
import type { CheckoutLine } from './rules';
import { mockPolicy, realPolicy } from './checkout.machine.fixtures';

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
