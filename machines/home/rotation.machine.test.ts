import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { rotationMachine } from './rotation.machine';

describe('rotation machine (immersion background)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rotates through 3 images every 5000 ms and wraps', () => {
    const actor = createActor(rotationMachine, { input: { count: 3 } }).start();
    expect(actor.getSnapshot().value).toBe('rotating');
    const seen = [actor.getSnapshot().context.index];
    for (let i = 0; i < 4; i += 1) {
      vi.advanceTimersByTime(4999);
      expect(actor.getSnapshot().context.index).toBe(seen[seen.length - 1]);
      vi.advanceTimersByTime(1);
      seen.push(actor.getSnapshot().context.index);
    }
    expect(seen).toEqual([0, 1, 2, 0, 1]);
  });

  it('stays still under reduced motion and rotates once the preference goes away', () => {
    const actor = createActor(rotationMachine, { input: { count: 3, reducedMotion: true } }).start();
    expect(actor.getSnapshot().value).toBe('still');
    vi.advanceTimersByTime(20_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'rotation.setReducedMotion', reduced: false });
    expect(actor.getSnapshot().value).toBe('rotating');
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'rotation.setReducedMotion', reduced: true });
    vi.advanceTimersByTime(20_000);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('pauses and resumes (restarting the interval)', () => {
    const actor = createActor(rotationMachine, { input: { count: 3 } }).start();
    vi.advanceTimersByTime(3000);
    actor.send({ type: 'rotation.pause' });
    expect(actor.getSnapshot().value).toBe('still');
    vi.advanceTimersByTime(20_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'rotation.resume' });
    vi.advanceTimersByTime(4999);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('does not rotate a single image or a bad count', () => {
    for (const count of [1, 0, Number.NaN]) {
      const actor = createActor(rotationMachine, { input: { count } }).start();
      vi.advanceTimersByTime(20_000);
      expect(actor.getSnapshot().value).toBe('still');
      expect(actor.getSnapshot().context.index).toBe(0);
    }
  });
});
