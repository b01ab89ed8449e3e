import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { COMMERCE } from '../shared/constants';
import { CANCELLATION_REASONS, paymentCancelledMachine } from './paymentCancelled.machine';

function start(hasPurchase: boolean) {
  const purgeStorage = vi.fn();
  const retry = vi.fn();
  const logReason = vi.fn();
  const actor = createActor(
    paymentCancelledMachine.provide({
      actions: { purgeStorage: () => purgeStorage(), retry: () => retry(), logReason: (_, p) => logReason(p.reason) },
    }),
    { input: { hasPurchase } },
  ).start();
  return { actor, purgeStorage, retry, logReason, value: () => actor.getSnapshot().value };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('payment cancelled machine', () => {
  it('with neither cart nor last product: expired at once (session-expired alert), nothing purged', () => {
    const { value, purgeStorage } = start(false);
    expect(value()).toBe('expired');
    vi.advanceTimersByTime(COMMERCE.snapshotTtlMs * 2);
    expect(purgeStorage).not.toHaveBeenCalled();
  });

  it('with a purchase: active, retry runs the provided action', () => {
    const { actor, value, retry } = start(true);
    expect(value()).toBe('active');
    actor.send({ type: 'cancelled.retry' });
    expect(retry).toHaveBeenCalledTimes(1);
    expect(value()).toBe('active');
  });

  it('removes the local cart and last product after 300000 ms, then shows expired', () => {
    const { value, purgeStorage } = start(true);
    vi.advanceTimersByTime(COMMERCE.snapshotTtlMs - 1);
    expect(purgeStorage).not.toHaveBeenCalled();
    expect(value()).toBe('active');
    vi.advanceTimersByTime(1);
    expect(purgeStorage).toHaveBeenCalledTimes(1);
    expect(value()).toBe('expired');
  });

  it('retry is ignored once expired', () => {
    const { actor, retry } = start(false);
    actor.send({ type: 'cancelled.retry' });
    expect(retry).not.toHaveBeenCalled();
  });

  it('a lost session (storage emptied meanwhile) goes to expired and cancels the purge timer', () => {
    const { actor, value, purgeStorage } = start(true);
    actor.send({ type: 'cancelled.sessionLost' });
    expect(value()).toBe('expired');
    vi.advanceTimersByTime(COMMERCE.snapshotTtlMs);
    expect(purgeStorage).not.toHaveBeenCalled();
  });

  it.each(CANCELLATION_REASONS)('logs the reason %s (only logged)', (reason) => {
    const { actor, logReason } = start(true);
    actor.send({ type: 'cancelled.reason', reason });
    expect(logReason).toHaveBeenCalledWith(reason);
    expect(actor.getSnapshot().context.reason).toBe(reason);
  });

  it('ignores unknown reasons; logs with console.info by default', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const actor = createActor(paymentCancelledMachine, { input: { hasPurchase: false } }).start();
    actor.send({ type: 'cancelled.reason', reason: 'hacked' });
    expect(info).not.toHaveBeenCalled();
    actor.send({ type: 'cancelled.reason', reason: 'security' });
    expect(info).toHaveBeenCalledWith('[payment-cancelled] cancellation reason: security');
    info.mockRestore();
  });
});
