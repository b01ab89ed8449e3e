import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cookieConsentMachine, parseDecision, storedConsentState, type ConsentDecision } from './cookieConsent.machine';

/** A fake cookie jar standing in for the browser: the machine reads and writes through provided implementations. */
function start(stored: unknown | (() => Promise<unknown>)) {
  const persisted: ConsentDecision[] = [];
  const logged: string[] = [];
  const machine = cookieConsentMachine.provide({
    actors: {
      readDecision: fromPromise(async () => (typeof stored === 'function' ? (stored as () => Promise<unknown>)() : stored)),
    },
    actions: {
      persistDecision: (_, params) => {
        persisted.push(params.decision);
      },
      logDecline: () => {
        logged.push('declined');
      },
    },
  });
  const actor = createActor(machine).start();
  return { actor, persisted, logged };
}

async function settle() {
  await vi.runAllTimersAsync();
}

describe('cookieConsent machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts in checking with no decision and the banner hidden', () => {
    const { actor } = start(null);
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().hasTag('bannerVisible')).toBe(false);
    expect(actor.getSnapshot().context.decision).toBeNull();
  });

  it('checking -> undecided when nothing is stored: the banner is shown', async () => {
    const { actor } = start(undefined);
    await settle();
    expect(actor.getSnapshot().value).toBe('undecided');
    expect(actor.getSnapshot().hasTag('bannerVisible')).toBe(true);
  });

  it('checking -> accepted when the cookie says accepted', async () => {
    const { actor, persisted } = start('accepted');
    await settle();
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(actor.getSnapshot().context.decision).toBe('accepted');
    expect(actor.getSnapshot().hasTag('bannerVisible')).toBe(false);
    expect(persisted).toEqual([]);
  });

  it('checking -> declined when the cookie says declined', async () => {
    const { actor } = start('declined');
    await settle();
    expect(actor.getSnapshot().value).toBe('declined');
    expect(actor.getSnapshot().context.decision).toBe('declined');
    expect(actor.getSnapshot().hasTag('bannerVisible')).toBe(false);
  });

  it.each(['', 'yes', 'ACCEPTED', 'true', '{"a":1}', 42, {}])('a corrupt stored value (%j) counts as undecided', async (raw) => {
    const { actor } = start(raw);
    await settle();
    expect(actor.getSnapshot().value).toBe('undecided');
  });

  it('a failing read counts as undecided', async () => {
    const { actor } = start(() => Promise.reject(new Error('cookies blocked')));
    await settle();
    expect(actor.getSnapshot().value).toBe('undecided');
  });

  it('consent.accept: undecided -> accepted and persists "accepted" once; nothing is logged', async () => {
    const { actor, persisted, logged } = start(null);
    await settle();
    actor.send({ type: 'consent.accept' });
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(actor.getSnapshot().context.decision).toBe('accepted');
    expect(actor.getSnapshot().hasTag('bannerVisible')).toBe(false);
    expect(persisted).toEqual(['accepted']);
    expect(logged).toEqual([]);
  });

  it('consent.decline: undecided -> declined, logs the decline and records the answer so the banner does not return', async () => {
    const { actor, persisted, logged } = start(null);
    await settle();
    actor.send({ type: 'consent.decline' });
    expect(actor.getSnapshot().value).toBe('declined');
    expect(actor.getSnapshot().context.decision).toBe('declined');
    expect(actor.getSnapshot().hasTag('bannerVisible')).toBe(false);
    expect(logged).toEqual(['declined']);
    expect(persisted).toEqual(['declined']);
  });

  it('answers are ignored while still checking, and once answered a second answer changes nothing', async () => {
    const { actor, persisted } = start(null);
    actor.send({ type: 'consent.accept' });
    expect(actor.getSnapshot().value).toBe('checking');
    await settle();
    actor.send({ type: 'consent.accept' });
    actor.send({ type: 'consent.decline' });
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(persisted).toEqual(['accepted']);
  });

  it('no timer ever brings the banner back (no accept-on-scroll, no timeout)', async () => {
    const { actor } = start(null);
    await settle();
    await vi.advanceTimersByTimeAsync(365 * 24 * 60 * 60 * 1000);
    expect(actor.getSnapshot().value).toBe('undecided');
    actor.send({ type: 'consent.decline' });
    await vi.advanceTimersByTimeAsync(365 * 24 * 60 * 60 * 1000);
    expect(actor.getSnapshot().value).toBe('declined');
  });

  it("consent.reopen: accepted -> undecided and declined -> undecided (changing one's answer)", async () => {
    const accepted = start('accepted');
    await settle();
    accepted.actor.send({ type: 'consent.reopen' });
    expect(accepted.actor.getSnapshot().value).toBe('undecided');
    expect(accepted.actor.getSnapshot().context.decision).toBeNull();
    accepted.actor.send({ type: 'consent.decline' });
    expect(accepted.actor.getSnapshot().value).toBe('declined');
    expect(accepted.persisted).toEqual(['declined']);

    const declined = start('declined');
    await settle();
    declined.actor.send({ type: 'consent.reopen' });
    expect(declined.actor.getSnapshot().value).toBe('undecided');
    declined.actor.send({ type: 'consent.accept' });
    expect(declined.persisted).toEqual(['accepted']);
  });

  it('consent.reopen is ignored while undecided', async () => {
    const { actor } = start(null);
    await settle();
    actor.send({ type: 'consent.reopen' });
    expect(actor.getSnapshot().value).toBe('undecided');
  });

  it('the unprovided machine reads nothing and shows the banner', async () => {
    const actor = createActor(cookieConsentMachine).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('undecided');
  });
});

describe('parseDecision', () => {
  it('accepts only the two known values', () => {
    expect(parseDecision('accepted')).toBe('accepted');
    expect(parseDecision('declined')).toBe('declined');
    expect(parseDecision(undefined)).toBeNull();
    expect(parseDecision(null)).toBeNull();
    expect(parseDecision(' accepted')).toBeNull();
  });
});

describe('storedConsentState: starting from an answer read at once', () => {
  function startFrom(raw: unknown) {
    const persisted: ConsentDecision[] = [];
    const read = vi.fn(async () => raw);
    const machine = cookieConsentMachine.provide({
      actors: { readDecision: fromPromise(read) },
      actions: { persistDecision: (_, params) => void persisted.push(params.decision) },
    });
    const actor = createActor(machine, { snapshot: machine.resolveState(storedConsentState(raw)) }).start();
    return { actor, persisted, read };
  }

  it('puts each stored answer in its state at once, without the read', () => {
    for (const [raw, value, decision] of [
      ['accepted', 'accepted', 'accepted'],
      ['declined', 'declined', 'declined'],
      [undefined, 'undecided', null],
      ['garbage', 'undecided', null],
    ] as const) {
      const { actor, read } = startFrom(raw);
      expect(actor.getSnapshot().value).toBe(value);
      expect(actor.getSnapshot().context.decision).toBe(decision);
      expect(actor.getSnapshot().hasTag('bannerVisible')).toBe(value === 'undecided');
      expect(read).not.toHaveBeenCalled();
    }
  });

  it('an undecided start answers and persists as after a read', () => {
    const { actor, persisted } = startFrom(undefined);
    actor.send({ type: 'consent.decline' });
    expect(actor.getSnapshot().value).toBe('declined');
    expect(persisted).toEqual(['declined']);
  });

  it('a decided start can be reopened', () => {
    const { actor } = startFrom('accepted');
    actor.send({ type: 'consent.reopen' });
    expect(actor.getSnapshot().value).toBe('undecided');
    expect(actor.getSnapshot().context.decision).toBeNull();
  });
});
