import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@machines/shared';

const loadStripe = vi.fn(async (key: string) => ({ key }));
vi.mock('@stripe/stripe-js', () => ({ loadStripe }));

import { loadPaymentProvider, resetPaymentProvider } from './paymentProvider';

afterEach(() => {
  resetPaymentProvider();
  loadStripe.mockClear();
});

describe('loadPaymentProvider (Stripe.js, lazily)', () => {
  it('is skipped entirely when no publishable key is configured', async () => {
    await expect(loadPaymentProvider('')).resolves.toBeNull();
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('loads Stripe with the publishable key once, at checkout time', async () => {
    await expect(loadPaymentProvider('pk_test_123')).resolves.toEqual({ key: 'pk_test_123' });
    await loadPaymentProvider('pk_test_123');
    expect(loadStripe).toHaveBeenCalledTimes(1);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
  });

  it('a failed load can be tried again', async () => {
    loadStripe.mockRejectedValueOnce(new Error('blocked'));
    await expect(loadPaymentProvider('pk_test_123')).rejects.toThrow('blocked');
    await expect(loadPaymentProvider('pk_test_123')).resolves.toEqual({ key: 'pk_test_123' });
  });

  describe('bounded wait', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
    afterEach(() => vi.useRealTimers());

    it(`gives up after TIMINGS.paymentProviderTimeout (${TIMINGS.paymentProviderTimeout} ms), not earlier`, async () => {
      expect(TIMINGS.paymentProviderTimeout).toBe(3000);
      loadStripe.mockImplementationOnce(() => new Promise(() => {}));
      let outcome: unknown = 'pending';
      const settled = loadPaymentProvider('pk_test_123').catch((error: unknown) => {
        outcome = error;
      });
      await vi.advanceTimersByTimeAsync(TIMINGS.paymentProviderTimeout - 1);
      expect(outcome).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      await settled;
      expect(String(outcome)).toMatch(/did not load within 3000 ms/);
    });

    it('a load still under way is reused by the next attempt (no second script)', async () => {
      let arrive: (value: { key: string }) => void = () => {};
      loadStripe.mockImplementationOnce(() => new Promise<{ key: string }>((resolve) => (arrive = resolve)));
      const first = loadPaymentProvider('pk_test_123', 100).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(100);
      expect(await first).toBeInstanceOf(Error);
      const second = loadPaymentProvider('pk_test_123', 100);
      arrive({ key: 'late' });
      await expect(second).resolves.toEqual({ key: 'late' });
      expect(loadStripe).toHaveBeenCalledTimes(1);
    });
  });
});
