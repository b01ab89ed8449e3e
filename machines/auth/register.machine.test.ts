import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../shared/apiError';
import type { RegisterPayload } from './account';
import { registerMachine } from './register.machine';
import { buildRegisterPayload, emptyRegisterValues, type RegisterValues } from './registerRules';
import { validRegisterValues as valid } from './register.machine.fixtures';

const NOW = new Date(2025, 3, 2, 12, 0, 0).getTime();

type Outcome<T> = { ok: T } | { error: unknown } | 'pending';

function setup(breach: Outcome<boolean> = { ok: false }, submit: Outcome<unknown> = { ok: { id: 'u-1' } }) {
  const registered = vi.fn();
  const payloads: RegisterPayload[] = [];
  const checked: string[] = [];
  const settle = <T>(outcome: Outcome<T>): Promise<T> => {
    if (outcome === 'pending') return new Promise<T>(() => {});
    if ('ok' in outcome) return Promise.resolve(outcome.ok);
    return Promise.reject(outcome.error);
  };
  const actor = createActor(
    registerMachine.provide({
      actions: { registered, logWarning: () => {} },
      actors: {
        checkBreach: fromPromise<boolean, { password: string }>(({ input }) => {
          checked.push(input.password);
          return settle(breach);
        }),
        register: fromPromise<unknown, RegisterPayload>(({ input }) => {
          payloads.push(input);
          return settle(submit);
        }),
      },
    }),
    { input: { now: () => NOW } },
  ).start();
  const fill = (values: Partial<RegisterValues>) => {
    for (const [field, value] of Object.entries(values)) {
      if (field === 'acceptTerms') actor.send({ type: 'register.change', field, value: Boolean(value) });
      else
        actor.send({
          type: 'register.change',
          field: field as Exclude<keyof RegisterValues, 'acceptTerms'>,
          value: String(value),
        });
    }
  };
  return { actor, registered, payloads, checked, fill };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const httpError = (status: number, body: unknown) => new ApiError('http', `HTTP ${status}`, { status, body });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('register machine', () => {
  it('starts idle with empty values', () => {
    const { actor } = setup();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.values).toEqual(emptyRegisterValues);
  });

  it('an invalid submit stays idle with field errors, the first invalid field in form order, and no calls', () => {
    const { actor, checked, payloads, fill } = setup();
    fill({ ...valid, email: '', phone: '12' });
    actor.send({ type: 'register.submit' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('idle');
    expect(Object.keys(context.errors).sort()).toEqual(['email', 'phone']);
    expect(context.firstInvalid).toBe('email');
    expect(context.attempt).toBe(1);
    expect(checked).toHaveLength(0);
    expect(payloads).toHaveLength(0);
  });

  it('editing a field clears its error and the banner', async () => {
    const { actor, fill } = setup({ ok: false }, { error: httpError(400, { email: ['Taken.'], non_field_errors: ['Nope.'] }) });
    fill(valid);
    actor.send({ type: 'register.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.banner).toEqual({ text: 'Nope.' });
    actor.send({ type: 'register.change', field: 'phone', value: '912345679' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.banner).toBeNull();
    expect(actor.getSnapshot().context.errors.email).toEqual({ text: 'Taken.' });
    actor.send({ type: 'register.change', field: 'email', value: 'x@example.com' });
    expect(actor.getSnapshot().context.errors.email).toBeUndefined();
  });

  it('valid -> checkingBreach -> submitting -> succeeded with the §7 payload', async () => {
    const { actor, fill, checked, payloads, registered } = setup('pending' as never);
    fill(valid);
    actor.send({ type: 'register.submit' });
    expect(actor.getSnapshot().value).toBe('checkingBreach');
    expect(checked).toEqual(['Fresh!Pass9']);

    const ok = setup({ ok: false }, 'pending');
    ok.fill(valid);
    ok.actor.send({ type: 'register.submit' });
    await flush();
    expect(ok.actor.getSnapshot().value).toBe('submitting');
    expect(ok.payloads[0]).toEqual(buildRegisterPayload(valid));

    const done = setup();
    done.fill(valid);
    done.actor.send({ type: 'register.submit' });
    await flush();
    expect(done.actor.getSnapshot().value).toBe('succeeded');
    expect(done.registered).toHaveBeenCalledTimes(1);
    expect(registered).not.toHaveBeenCalled();
    expect(payloads).toHaveLength(0);
  });

  it('ignores edits and submits while checking and submitting', async () => {
    const { actor, fill, checked } = setup('pending');
    fill(valid);
    actor.send({ type: 'register.submit' });
    actor.send({ type: 'register.change', field: 'password', value: 'Other!Pass9' });
    actor.send({ type: 'register.submit' });
    expect(actor.getSnapshot().value).toBe('checkingBreach');
    expect(actor.getSnapshot().context.values.password).toBe('Fresh!Pass9');
    expect(checked).toHaveLength(1);
  });

  it('a breached password goes back to idle with the password error', async () => {
    const { actor, fill, payloads } = setup({ ok: true });
    fill(valid);
    actor.send({ type: 'register.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.errors).toEqual({ password: { key: 'register.errors.passwordBreached' } });
    expect(actor.getSnapshot().context.firstInvalid).toBe('password');
    expect(payloads).toHaveLength(0);
  });

  it('a failed breach check accepts the password', async () => {
    const { actor, fill, payloads } = setup({ error: new ApiError('network', 'x') });
    fill(valid);
    actor.send({ type: 'register.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(payloads).toHaveLength(1);
  });

  it('server field errors land under their fields and focus the first one', async () => {
    const { actor, fill } = setup(
      { ok: false },
      { error: httpError(400, { phone: ['Enter a valid phone number.'], password: ['Too common.'] }) },
    );
    fill(valid);
    actor.send({ type: 'register.submit' });
    await flush();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('failed');
    expect(context.errors).toEqual({ phone: { text: 'Enter a valid phone number.' }, password: { text: 'Too common.' } });
    expect(context.firstInvalid).toBe('password');
    expect(context.banner).toBeNull();
  });

  it('sent while offline (#39): the offline banner, no field errors, every value kept', async () => {
    const { actor, fill } = setup({ ok: false }, { error: new ApiError('network', 'Network request failed', { offline: true }) });
    fill(valid);
    actor.send({ type: 'register.submit' });
    await flush();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('failed');
    expect(context.banner).toEqual({ key: 'connection.sendOffline' });
    expect(context.errors).toEqual({});
    expect(context.values).toEqual(valid);
  });

  it('a network failure shows the unexpected-error banner, which can be dismissed', async () => {
    const { actor, fill } = setup({ ok: false }, { error: new ApiError('network', 'x') });
    fill(valid);
    actor.send({ type: 'register.submit' });
    await flush();
    expect(actor.getSnapshot().context.banner).toEqual({ key: 'register.errors.unexpected' });
    actor.send({ type: 'register.dismissBanner' });
    expect(actor.getSnapshot().context.banner).toBeNull();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'register.submit' });
    expect(actor.getSnapshot().value).toBe('checkingBreach');
  });
});
