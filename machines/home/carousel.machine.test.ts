import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { TIMINGS } from '../shared/constants';
import { autoplayActive, carouselMachine, maxIndex, visibleRange, wrapIndex, type CarouselInput } from './carousel.machine';

function start(input: Partial<CarouselInput> = {}) {
  const actor = createActor(carouselMachine, { input: { count: 9, perView: 3, ...input } });
  actor.start();
  return actor;
}

const index = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.index;
const stateOf = (actor: ReturnType<typeof start>) => actor.getSnapshot().value;

describe('carousel machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts ready and playing at index 0 with the §9 timings', () => {
    const actor = start();
    expect(stateOf(actor)).toEqual({ ready: 'playing' });
    expect(actor.getSnapshot().context).toMatchObject({
      index: 0,
      count: 9,
      perView: 3,
      autoAdvanceMs: 2000,
      lockMs: 200,
      swipeThreshold: 75,
    });
    expect(TIMINGS.carouselAutoAdvance).toBe(2000);
    expect(TIMINGS.carouselLock).toBe(200);
  });

  describe('autoplay', () => {
    it('advances every 2000 ms (after the 200 ms transition)', () => {
      const actor = start();
      vi.advanceTimersByTime(1999);
      expect(index(actor)).toBe(0);
      vi.advanceTimersByTime(1);
      expect(index(actor)).toBe(1);
      expect(stateOf(actor)).toBe('locked');
      vi.advanceTimersByTime(200);
      expect(stateOf(actor)).toEqual({ ready: 'playing' });
      vi.advanceTimersByTime(2000);
      expect(index(actor)).toBe(2);
    });

    it('wraps from the last slide to the first', () => {
      const actor = start({ startIndex: 8 });
      vi.advanceTimersByTime(2000);
      expect(index(actor)).toBe(0);
    });

    it.each(['hover', 'touch', 'modal', 'focus', 'user', 'hidden'] as const)(
      'pauses while %s is held and resumes when released',
      (reason) => {
        const actor = start();
        actor.send({ type: 'carousel.pause', reason });
        expect(stateOf(actor)).toEqual({ ready: 'paused' });
        vi.advanceTimersByTime(10_000);
        expect(index(actor)).toBe(0);
        actor.send({ type: 'carousel.resume', reason });
        expect(stateOf(actor)).toEqual({ ready: 'playing' });
        vi.advanceTimersByTime(2000);
        expect(index(actor)).toBe(1);
      },
    );

    it('keeps pause reasons as a set: duplicates held once, other reasons keep it paused', () => {
      const actor = start();
      actor.send({ type: 'carousel.pause', reason: 'hover' });
      actor.send({ type: 'carousel.pause', reason: 'hover' });
      actor.send({ type: 'carousel.pause', reason: 'modal' });
      expect(actor.getSnapshot().context.pausedBy).toEqual(['hover', 'modal']);
      actor.send({ type: 'carousel.resume', reason: 'hover' });
      expect(stateOf(actor)).toEqual({ ready: 'paused' });
      vi.advanceTimersByTime(5000);
      expect(index(actor)).toBe(0);
      actor.send({ type: 'carousel.resume', reason: 'modal' });
      expect(actor.getSnapshot().context.pausedBy).toEqual([]);
      expect(stateOf(actor)).toEqual({ ready: 'playing' });
    });

    it('restarts the full interval after a pause', () => {
      const actor = start();
      vi.advanceTimersByTime(1500);
      actor.send({ type: 'carousel.pause', reason: 'hover' });
      actor.send({ type: 'carousel.resume', reason: 'hover' });
      vi.advanceTimersByTime(1999);
      expect(index(actor)).toBe(0);
      vi.advanceTimersByTime(1);
      expect(index(actor)).toBe(1);
    });

    it('holds the transition reason while locked, and a resume of it from outside is ignored', () => {
      const actor = start();
      actor.send({ type: 'carousel.next' });
      expect(actor.getSnapshot().context.pausedBy).toEqual(['transition']);
      actor.send({ type: 'carousel.resume', reason: 'transition' });
      expect(actor.getSnapshot().context.pausedBy).toEqual(['transition']);
      vi.advanceTimersByTime(200);
      expect(actor.getSnapshot().context.pausedBy).toEqual([]);
    });

    it('does not autoplay under reduced motion, and starts when the preference goes away', () => {
      const actor = start({ reducedMotion: true });
      expect(stateOf(actor)).toEqual({ ready: 'paused' });
      vi.advanceTimersByTime(10_000);
      expect(index(actor)).toBe(0);
      actor.send({ type: 'carousel.setReducedMotion', reduced: false });
      expect(stateOf(actor)).toEqual({ ready: 'playing' });
      actor.send({ type: 'carousel.setReducedMotion', reduced: true });
      expect(stateOf(actor)).toEqual({ ready: 'paused' });
      vi.advanceTimersByTime(10_000);
      expect(index(actor)).toBe(0);
      // Manual navigation still works.
      actor.send({ type: 'carousel.next' });
      expect(index(actor)).toBe(1);
    });

    it('does not autoplay when disabled or with a single position', () => {
      const off = start({ autoplay: false });
      vi.advanceTimersByTime(10_000);
      expect(index(off)).toBe(0);
      const single = start({ count: 1 });
      expect(stateOf(single)).toEqual({ ready: 'paused' });
      single.send({ type: 'carousel.next' });
      expect(stateOf(single)).toEqual({ ready: 'paused' });
    });
  });

  describe('navigation and the 200 ms lock', () => {
    it('next and prev move one slide and lock', () => {
      const actor = start({ autoplay: false });
      actor.send({ type: 'carousel.next' });
      expect(index(actor)).toBe(1);
      expect(stateOf(actor)).toBe('locked');
      vi.advanceTimersByTime(200);
      actor.send({ type: 'carousel.prev' });
      expect(index(actor)).toBe(0);
    });

    it('ignores next/prev/goTo/keys/swipes while locked, accepts them after 200 ms', () => {
      const actor = start({ autoplay: false });
      actor.send({ type: 'carousel.next' });
      actor.send({ type: 'carousel.next' });
      actor.send({ type: 'carousel.prev' });
      actor.send({ type: 'carousel.goTo', index: 5 });
      actor.send({ type: 'carousel.key', key: 'ArrowRight' });
      actor.send({ type: 'carousel.swipe', deltaX: -200 });
      expect(index(actor)).toBe(1);
      vi.advanceTimersByTime(199);
      actor.send({ type: 'carousel.next' });
      expect(index(actor)).toBe(1);
      vi.advanceTimersByTime(1);
      expect(stateOf(actor)).toEqual({ ready: 'paused' });
      actor.send({ type: 'carousel.next' });
      expect(index(actor)).toBe(2);
    });

    it('wraps forward and backward at both ends', () => {
      const actor = start({ autoplay: false, startIndex: 8 });
      actor.send({ type: 'carousel.next' });
      expect(index(actor)).toBe(0);
      vi.advanceTimersByTime(200);
      actor.send({ type: 'carousel.prev' });
      expect(index(actor)).toBe(8);
    });

    it('goTo selects a slide; the current one or an invalid index is ignored (no lock)', () => {
      const actor = start({ autoplay: false });
      actor.send({ type: 'carousel.goTo', index: 0 });
      actor.send({ type: 'carousel.goTo', index: 9 });
      actor.send({ type: 'carousel.goTo', index: -1 });
      actor.send({ type: 'carousel.goTo', index: 1.5 });
      expect(stateOf(actor)).toEqual({ ready: 'paused' });
      actor.send({ type: 'carousel.goTo', index: 6 });
      expect(index(actor)).toBe(6);
      expect(stateOf(actor)).toBe('locked');
    });

    it('ArrowRight goes next, ArrowLeft goes prev, other keys do nothing', () => {
      const actor = start({ autoplay: false });
      actor.send({ type: 'carousel.key', key: 'Enter' });
      actor.send({ type: 'carousel.key', key: 'ArrowUp' });
      expect(stateOf(actor)).toEqual({ ready: 'paused' });
      actor.send({ type: 'carousel.key', key: 'ArrowRight' });
      expect(index(actor)).toBe(1);
      vi.advanceTimersByTime(200);
      actor.send({ type: 'carousel.key', key: 'ArrowLeft' });
      expect(index(actor)).toBe(0);
      vi.advanceTimersByTime(200);
      actor.send({ type: 'carousel.key', key: 'ArrowLeft' });
      expect(index(actor)).toBe(8);
    });

    it('a swipe changes slide only beyond 75 px: left is next, right is prev', () => {
      const actor = start({ autoplay: false });
      actor.send({ type: 'carousel.swipe', deltaX: -75 });
      actor.send({ type: 'carousel.swipe', deltaX: 75 });
      actor.send({ type: 'carousel.swipe', deltaX: 10 });
      expect(index(actor)).toBe(0);
      expect(stateOf(actor)).toEqual({ ready: 'paused' });
      actor.send({ type: 'carousel.swipe', deltaX: -76 });
      expect(index(actor)).toBe(1);
      vi.advanceTimersByTime(200);
      actor.send({ type: 'carousel.swipe', deltaX: 76 });
      expect(index(actor)).toBe(0);
    });
  });

  describe('per view and alignment', () => {
    it('setPerView changes the visible count; in select mode the index is kept', () => {
      const actor = start({ autoplay: false, startIndex: 8 });
      actor.send({ type: 'carousel.setPerView', perView: 1 });
      expect(actor.getSnapshot().context).toMatchObject({ perView: 1, index: 8 });
      actor.send({ type: 'carousel.setPerView', perView: 0 });
      expect(actor.getSnapshot().context.perView).toBe(1);
    });

    it('start alignment (testimonials): index is the first visible slide, wraps at count - perView', () => {
      const actor = start({ count: 8, perView: 3, align: 'start', autoAdvanceMs: 5000, lockMs: 700, startIndex: 5 });
      expect(actor.getSnapshot().context).toMatchObject({ index: 5, autoAdvanceMs: 5000, lockMs: 700 });
      actor.send({ type: 'carousel.next' });
      expect(index(actor)).toBe(0);
      // The lock lasts the 700 ms speed.
      vi.advanceTimersByTime(699);
      expect(stateOf(actor)).toBe('locked');
      vi.advanceTimersByTime(1);
      actor.send({ type: 'carousel.prev' });
      expect(index(actor)).toBe(5);
      vi.advanceTimersByTime(700);
      // Fewer per view (tablet): more positions; the index is clamped when more fit.
      actor.send({ type: 'carousel.setPerView', perView: 2 });
      expect(maxIndex(8, 2, 'start')).toBe(6);
      actor.send({ type: 'carousel.goTo', index: 6 });
      vi.advanceTimersByTime(700);
      actor.send({ type: 'carousel.setPerView', perView: 3 });
      expect(index(actor)).toBe(5);
    });

    it('testimonials autoplay every 5000 ms', () => {
      const actor = start({ count: 8, perView: 3, align: 'start', autoAdvanceMs: 5000, lockMs: 700 });
      vi.advanceTimersByTime(4999);
      expect(index(actor)).toBe(0);
      vi.advanceTimersByTime(1);
      expect(index(actor)).toBe(1);
    });

    it('sanitises bad input', () => {
      const actor = start({ count: -3, perView: Number.NaN, startIndex: 99 });
      expect(actor.getSnapshot().context).toMatchObject({ count: 0, perView: 1, index: 0 });
      actor.send({ type: 'carousel.next' });
      expect(index(actor)).toBe(0);
    });
  });

  describe('helpers', () => {
    it('wrapIndex wraps both ways', () => {
      expect(wrapIndex(8, 1, 8)).toBe(0);
      expect(wrapIndex(0, -1, 8)).toBe(8);
      expect(wrapIndex(3, 1, 8)).toBe(4);
    });

    it('visibleRange keeps the selected slide in view, centred when possible', () => {
      expect(visibleRange({ index: 0, count: 9, perView: 3, align: 'select' })).toEqual({ start: 0, end: 2 });
      expect(visibleRange({ index: 4, count: 9, perView: 3, align: 'select' })).toEqual({ start: 3, end: 5 });
      expect(visibleRange({ index: 8, count: 9, perView: 3, align: 'select' })).toEqual({ start: 6, end: 8 });
      expect(visibleRange({ index: 5, count: 9, perView: 1, align: 'select' })).toEqual({ start: 5, end: 5 });
      expect(visibleRange({ index: 2, count: 8, perView: 3, align: 'start' })).toEqual({ start: 2, end: 4 });
    });

    it('autoplayActive reflects reasons, preference and switch', () => {
      const actor = start();
      expect(autoplayActive(actor.getSnapshot().context)).toBe(true);
      actor.send({ type: 'carousel.pause', reason: 'touch' });
      expect(autoplayActive(actor.getSnapshot().context)).toBe(false);
    });
  });
});
