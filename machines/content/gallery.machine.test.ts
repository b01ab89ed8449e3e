import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { galleryMachine } from './gallery.machine';

function start(count = 6) {
  const actor = createActor(galleryMachine, { input: { count } });
  actor.start();
  return actor;
}

describe('galleryMachine', () => {
  it('starts closed', () => {
    expect(start().getSnapshot().value).toBe('closed');
  });

  it('opens on the chosen photo', () => {
    const actor = start();
    actor.send({ type: 'gallery.open', index: 2 });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  it('ignores an index outside the gallery', () => {
    const actor = start();
    actor.send({ type: 'gallery.open', index: 6 });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'gallery.open', index: -1 });
    actor.send({ type: 'gallery.open', index: 1.5 });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('moves to the next and previous photo, wrapping at both ends', () => {
    const actor = start();
    actor.send({ type: 'gallery.open', index: 5 });
    actor.send({ type: 'gallery.next' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'gallery.prev' });
    expect(actor.getSnapshot().context.index).toBe(5);
    actor.send({ type: 'gallery.prev' });
    expect(actor.getSnapshot().context.index).toBe(4);
  });

  it('switches photo while open, ignoring invalid indexes', () => {
    const actor = start();
    actor.send({ type: 'gallery.open', index: 1 });
    actor.send({ type: 'gallery.open', index: 3 });
    expect(actor.getSnapshot().context.index).toBe(3);
    actor.send({ type: 'gallery.open', index: 99 });
    expect(actor.getSnapshot().context.index).toBe(3);
  });

  it('ignores next and previous while closed', () => {
    const actor = start();
    actor.send({ type: 'gallery.next' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('closes', () => {
    const actor = start();
    actor.send({ type: 'gallery.open', index: 0 });
    actor.send({ type: 'gallery.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
