import { describe, expect, it } from 'vitest';
import { settleUnlessAborted } from './settleUnlessAborted';

describe('settleUnlessAborted', () => {
  it('passes results and failures through while not aborted', async () => {
    const signal = new AbortController().signal;
    await expect(settleUnlessAborted(signal, async () => 1)).resolves.toBe(1);
    await expect(settleUnlessAborted(signal, async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
  });

  it('never settles a failure that happened after the abort', async () => {
    const controller = new AbortController();
    controller.abort();
    const outcome = await Promise.race([
      settleUnlessAborted(controller.signal, async () => Promise.reject(new Error('aborted'))).then(
        () => 'resolved',
        () => 'rejected',
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ]);
    expect(outcome).toBe('pending');
  });
});
