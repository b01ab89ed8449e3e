import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { faqMachine } from './faq.machine';

function start(openId?: string | null) {
  const actor = createActor(faqMachine, { input: { openId } });
  actor.start();
  return actor;
}

describe('faqMachine', () => {
  it('starts with every item closed', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('allClosed');
    expect(actor.getSnapshot().context.openId).toBeNull();
  });

  it('can start with one item open', () => {
    const actor = start('q2');
    expect(actor.getSnapshot().value).toBe('itemOpen');
    expect(actor.getSnapshot().context.openId).toBe('q2');
  });

  it('opens the toggled item', () => {
    const actor = start();
    actor.send({ type: 'faq.toggle', id: 'q1' });
    expect(actor.getSnapshot().value).toBe('itemOpen');
    expect(actor.getSnapshot().context.openId).toBe('q1');
  });

  it('keeps only one item open: opening another closes the first', () => {
    const actor = start();
    actor.send({ type: 'faq.toggle', id: 'q1' });
    actor.send({ type: 'faq.toggle', id: 'q3' });
    expect(actor.getSnapshot().value).toBe('itemOpen');
    expect(actor.getSnapshot().context.openId).toBe('q3');
  });

  it('closes the open item when it is toggled again', () => {
    const actor = start();
    actor.send({ type: 'faq.toggle', id: 'q1' });
    actor.send({ type: 'faq.toggle', id: 'q1' });
    expect(actor.getSnapshot().value).toBe('allClosed');
    expect(actor.getSnapshot().context.openId).toBeNull();
  });

  it('closes on faq.close, which does nothing when all are closed', () => {
    const actor = start('q4');
    actor.send({ type: 'faq.close' });
    expect(actor.getSnapshot().value).toBe('allClosed');
    actor.send({ type: 'faq.close' });
    expect(actor.getSnapshot().value).toBe('allClosed');
    expect(actor.getSnapshot().context.openId).toBeNull();
  });

  describe('faq.open (find-in-page revealed an answer)', () => {
    it('opens that item when all are closed', () => {
      const actor = start();
      actor.send({ type: 'faq.open', id: 'q2' });
      expect(actor.getSnapshot().value).toBe('itemOpen');
      expect(actor.getSnapshot().context.openId).toBe('q2');
    });

    it('closes the other open item: still one at a time', () => {
      const actor = start('q1');
      actor.send({ type: 'faq.open', id: 'q3' });
      expect(actor.getSnapshot().value).toBe('itemOpen');
      expect(actor.getSnapshot().context.openId).toBe('q3');
    });

    it('never closes the item it names (unlike a toggle)', () => {
      const actor = start('q3');
      actor.send({ type: 'faq.open', id: 'q3' });
      expect(actor.getSnapshot().value).toBe('itemOpen');
      expect(actor.getSnapshot().context.openId).toBe('q3');
    });
  });
});
