import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../shared/apiError';
import { recoveryMachine, validateRecoveryEmail } from './recovery.machine';

type Outcome = { ok: unknown } | { error: unknown } | 'pending';

function setup(outcome: Outcome = { ok: {} }) {
  const sent: string[] = [];
  const actor = createActor(
    recoveryMachine.provide({
      actors: {
        requestReset: fromPromise<unknown, { email: string }>(({ input }) => {
          sent.push(input.email);
          if (outcome === 'pending') return new Promise(() => {});
          return 'ok' in outcome ? Promise.resolve(outcome.ok) : Promise.reject(outcome.error);
        }),
      },
    }),
  ).start();
  return { actor, sent };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('validateRecoveryEmail', () => {
  it('requires an email in email format', () => {
    expect(validateRecoveryEmail('')).toEqual({ key: 'recovery.errors.emailRequired' });
    expect(validateRecoveryEmail('  ')).toEqual({ key: 'recovery.errors.emailRequired' });
    expect(validateRecoveryEmail('ana@')).toEqual({ key: 'recovery.errors.emailInvalid' });
    expect(validateRecoveryEmail(' ana@example.com ')).toBeNull();
  });
});

describe('recovery machine', () => {
  it('an invalid email stays idle with the error and sends nothing; typing clears it', () => {
    const { actor, sent } = setup();
    actor.send({ type: 'recovery.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'recovery.errors.emailRequired' });
    expect(actor.getSnapshot().context.attempt).toBe(1);
    actor.send({ type: 'recovery.change', value: 'a' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('idle -> sending -> success clears the email field', async () => {
    const { actor, sent } = setup();
    actor.send({ type: 'recovery.change', value: ' ana@example.com ' });
    actor.send({ type: 'recovery.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(sent).toEqual(['ana@example.com']);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.email).toBe('');
  });

  it('ignores typing and submits while sending', () => {
    const { actor, sent } = setup('pending');
    actor.send({ type: 'recovery.change', value: 'ana@example.com' });
    actor.send({ type: 'recovery.submit' });
    actor.send({ type: 'recovery.change', value: 'other@example.com' });
    actor.send({ type: 'recovery.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.email).toBe('ana@example.com');
    expect(sent).toHaveLength(1);
  });

  it.each([400, 404, 500])('shows success whatever the HTTP status (%i)', async (status) => {
    const { actor } = setup({ error: new ApiError('http', 'x', { status, body: {} }) });
    actor.send({ type: 'recovery.change', value: 'ana@example.com' });
    actor.send({ type: 'recovery.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.email).toBe('');
  });

  it.each(['network', 'timeout'] as const)('shows the error when the call gets no answer (%s); the email stays', async (kind) => {
    const { actor } = setup({ error: new ApiError(kind, 'x') });
    actor.send({ type: 'recovery.change', value: 'ana@example.com' });
    actor.send({ type: 'recovery.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.email).toBe('ana@example.com');
  });

  it('an unanswered request says reset_pass_error; sent while offline (#39), the offline message; the email stays', async () => {
    const online = setup({ error: new ApiError('network', 'x') });
    online.actor.send({ type: 'recovery.change', value: 'ana@example.com' });
    online.actor.send({ type: 'recovery.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(online.actor.getSnapshot().context.failure).toEqual({ key: 'reset_pass_error' });

    const { actor } = setup({ error: new ApiError('network', 'Network request failed', { offline: true }) });
    actor.send({ type: 'recovery.change', value: 'ana@example.com' });
    actor.send({ type: 'recovery.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.failure).toEqual({ key: 'connection.sendOffline' });
    expect(actor.getSnapshot().context.email).toBe('ana@example.com');
  });

  it('from success or error, typing returns to idle and a new submit sends again', async () => {
    const { actor, sent } = setup({ error: new ApiError('network', 'x') });
    actor.send({ type: 'recovery.change', value: 'ana@example.com' });
    actor.send({ type: 'recovery.submit' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'recovery.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'recovery.change', value: 'x' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent).toHaveLength(2);

    const ok = setup();
    ok.actor.send({ type: 'recovery.change', value: 'ana@example.com' });
    ok.actor.send({ type: 'recovery.submit' });
    await vi.advanceTimersByTimeAsync(0);
    ok.actor.send({ type: 'recovery.submit' });
    expect(ok.actor.getSnapshot().value).toBe('idle');
    expect(ok.actor.getSnapshot().context.error).toEqual({ key: 'recovery.errors.emailRequired' });
  });
});
