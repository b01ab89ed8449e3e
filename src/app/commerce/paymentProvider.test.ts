import { afterEach, describe, expect, it, vi } from 'vitest';

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
});
