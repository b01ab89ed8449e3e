import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anySignal, combineSignals, deadline, holdDeadlines } from './abort';

/** Safari < 17.4 and Firefox < 124 have no AbortSignal.any: remove it for the duration of a test. */
const nativeAny = Object.getOwnPropertyDescriptor(AbortSignal, 'any');

function withoutAbortSignalAny() {
  beforeEach(() => {
    delete (AbortSignal as unknown as { any?: unknown }).any;
    expect('any' in AbortSignal).toBe(false);
  });
  afterEach(() => {
    if (nativeAny) Object.defineProperty(AbortSignal, 'any', nativeAny);
  });
}

describe.each([
  ['with AbortSignal.any', false],
  ['without AbortSignal.any (fallback)', true],
])('anySignal %s', (_name, remove) => {
  if (remove) withoutAbortSignalAny();

  it('aborts when any source aborts, with that source reason', () => {
    const a = new AbortController();
    const b = new AbortController();
    const combined = anySignal([a.signal, undefined, b.signal]);
    expect(combined.aborted).toBe(false);
    const reason = new Error('second');
    b.abort(reason);
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe(reason);
    a.abort(new Error('too late'));
    expect(combined.reason).toBe(reason);
  });

  it('is already aborted when a source already is', () => {
    const a = new AbortController();
    a.abort('gone');
    const combined = anySignal([new AbortController().signal, a.signal]);
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('gone');
  });

  it('fires one abort event', () => {
    const a = new AbortController();
    const combined = anySignal([a.signal]);
    const seen = vi.fn();
    combined.addEventListener('abort', seen);
    a.abort();
    expect(seen).toHaveBeenCalledTimes(1);
  });
});

describe('combineSignals fallback cleans up its listeners', () => {
  withoutAbortSignalAny();

  it('removes the listeners from every source once one aborts', () => {
    const a = new AbortController();
    const b = new AbortController();
    const removeA = vi.spyOn(a.signal, 'removeEventListener');
    const removeB = vi.spyOn(b.signal, 'removeEventListener');
    combineSignals([a.signal, b.signal]);
    a.abort();
    expect(removeA).toHaveBeenCalledWith('abort', expect.any(Function));
    expect(removeB).toHaveBeenCalledWith('abort', expect.any(Function));
  });

  it('dispose() removes them when nothing aborted, and the combined signal then ignores its sources', () => {
    const a = new AbortController();
    const add = vi.spyOn(a.signal, 'addEventListener');
    const remove = vi.spyOn(a.signal, 'removeEventListener');
    const combined = combineSignals([a.signal]);
    const listener = add.mock.calls[0]?.[1];
    combined.dispose();
    expect(remove).toHaveBeenCalledWith('abort', listener);
    a.abort();
    expect(combined.signal.aborted).toBe(false);
  });
});

describe.each([
  ['with AbortSignal.any', false],
  ['without AbortSignal.any', true],
])('deadline %s', (_name, remove) => {
  if (remove) withoutAbortSignalAny();
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('aborts with a TimeoutError exactly at its time, not earlier', () => {
    const limit = deadline(1000);
    vi.advanceTimersByTime(999);
    expect(limit.signal.aborted).toBe(false);
    expect(limit.timedOut).toBe(false);
    vi.advanceTimersByTime(1);
    expect(limit.signal.aborted).toBe(true);
    expect(limit.timedOut).toBe(true);
    expect((limit.signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it("follows the caller's signal without counting as a timeout", () => {
    const caller = new AbortController();
    const limit = deadline(1000, caller.signal);
    caller.abort('left the page');
    expect(limit.signal.aborted).toBe(true);
    expect(limit.signal.reason).toBe('left the page');
    expect(limit.timedOut).toBe(false);
  });

  it("held (Storybook), never runs out but still follows the caller's signal; released, runs out again", () => {
    holdDeadlines();
    try {
      const caller = new AbortController();
      const held = deadline(1000, caller.signal);
      vi.advanceTimersByTime(60_000);
      expect(held.signal.aborted).toBe(false);
      expect(held.timedOut).toBe(false);
      caller.abort('left the page');
      expect(held.signal.aborted).toBe(true);
      expect(held.timedOut).toBe(false);
    } finally {
      holdDeadlines(false);
    }
    const limit = deadline(1000);
    vi.advanceTimersByTime(1000);
    expect(limit.timedOut).toBe(true);
  });

  it('clear() stops the timer', () => {
    const caller = new AbortController();
    const limit = deadline(1000, caller.signal);
    limit.clear();
    vi.advanceTimersByTime(5000);
    expect(limit.signal.aborted).toBe(false);
    expect(limit.timedOut).toBe(false);
  });
});
