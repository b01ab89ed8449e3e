import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { mockCheckoutMachine, type MockSession } from './mockCheckout.machine';

const session = (status: MockSession['status'] = 'open'): MockSession => ({
  id: 'cs-1',
  lines: [{ type: 'book', id: 1, title: 'Livro 1', price: 1400, quantity: 2 }],
  total: 2800,
  status,
});

function start(
  opts: {
    sessionId?: string;
    load?: () => Promise<MockSession>;
    settle?: (action: 'pay' | 'cancel') => Promise<{ redirect: string }>;
  } = {},
) {
  const returnTo = vi.fn();
  const log = vi.fn();
  const actor = createActor(
    mockCheckoutMachine.provide({
      actors: {
        loadSession: fromPromise(async () => (opts.load ? opts.load() : session())),
        settle: fromPromise(async ({ input }) =>
          opts.settle
            ? opts.settle(input.action)
            : { redirect: input.action === 'pay' ? '/payment-success?session_id=cs-1' : '/payment-cancelled' },
        ),
      },
      actions: { returnTo: (_, p) => returnTo(p.path), log: (_, p) => log(p.message) },
    }),
    { input: { sessionId: opts.sessionId ?? 'cs-1' } },
  ).start();
  return { actor, returnTo, log, value: () => actor.getSnapshot().value };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('mock checkout machine', () => {
  it('no session id: not found at once', () => {
    expect(start({ sessionId: '' }).value()).toBe('notFound');
  });

  it('loads the session and becomes ready', async () => {
    const { actor, value } = start();
    expect(value()).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(value()).toBe('ready');
    expect(actor.getSnapshot().context.session?.total).toBe(2800);
  });

  it('an unknown session (load failure) is not found, logged', async () => {
    const { value, log } = start({ load: () => Promise.reject(new Error('404')) });
    await vi.advanceTimersByTimeAsync(0);
    expect(value()).toBe('notFound');
    expect(log).toHaveBeenCalled();
  });

  it.each(['paid', 'cancelled'] as const)('an already %s session shows that state', async (status) => {
    const { value } = start({ load: async () => session(status) });
    await vi.advanceTimersByTimeAsync(0);
    expect(value()).toBe(status);
  });

  it('pay returns to the success page', async () => {
    const { actor, value, returnTo } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'mock.pay' });
    expect(value()).toBe('paying');
    await vi.advanceTimersByTimeAsync(0);
    expect(value()).toBe('leaving');
    expect(returnTo).toHaveBeenCalledWith('/payment-success?session_id=cs-1');
  });

  it('cancel returns to the cancelled page', async () => {
    const { actor, returnTo } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'mock.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelling');
    await vi.advanceTimersByTimeAsync(0);
    expect(returnTo).toHaveBeenCalledWith('/payment-cancelled');
  });

  it('a failed payment shows the error and can be retried', async () => {
    let fail = true;
    const { actor, value, returnTo } = start({
      settle: async () => {
        if (fail) throw new Error('down');
        return { redirect: '/payment-success' };
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'mock.pay' });
    await vi.advanceTimersByTimeAsync(0);
    expect(value()).toBe('error');
    fail = false;
    actor.send({ type: 'mock.pay' });
    await vi.advanceTimersByTimeAsync(0);
    expect(returnTo).toHaveBeenCalledWith('/payment-success');
  });
});
