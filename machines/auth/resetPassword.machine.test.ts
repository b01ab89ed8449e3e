import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../shared/apiError';
import { resetFailure, resetFailureMessage, resetPasswordMachine, validateReset } from './resetPassword.machine';

type Outcome = { ok: unknown } | { error: unknown } | 'pending';
const settle = (o: Outcome) =>
  o === 'pending' ? new Promise<never>(() => {}) : 'ok' in o ? Promise.resolve(o.ok) : Promise.reject(o.error);

function setup(
  validation: Outcome | Outcome[] = { ok: { valid: true } },
  confirm: Outcome = { ok: {} },
  params = { uid: 'u', token: 't' },
) {
  const redirectToLogin = vi.fn();
  const validations = Array.isArray(validation) ? [...validation] : [validation];
  const confirmed: unknown[] = [];
  const validated: unknown[] = [];
  const actor = createActor(
    resetPasswordMachine.provide({
      actions: { redirectToLogin },
      actors: {
        validateToken: fromPromise(({ input }) => {
          validated.push(input);
          return settle(validations.length > 1 ? validations.shift()! : validations[0]!);
        }),
        confirmReset: fromPromise(({ input }) => {
          confirmed.push(input);
          return settle(confirm);
        }),
      },
    }),
    { input: params },
  ).start();
  const fill = (password: string, confirmPassword: string) => {
    actor.send({ type: 'reset.change', field: 'password', value: password });
    actor.send({ type: 'reset.change', field: 'confirmPassword', value: confirmPassword });
  };
  return { actor, redirectToLogin, confirmed, validated, fill };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const http = (status: number, body: unknown = {}) => new ApiError('http', `HTTP ${status}`, { status, body });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('validateReset (product §5 Reset password)', () => {
  it('both required, at least 8, must match', () => {
    expect(validateReset({ password: '', confirmPassword: '' })).toEqual({
      password: { key: 'reset.errors.required' },
      confirmPassword: { key: 'reset.errors.required' },
    });
    expect(validateReset({ password: '1234567', confirmPassword: '1234567' })).toEqual({
      password: { key: 'reset.errors.passwordMin' },
    });
    expect(validateReset({ password: '12345678', confirmPassword: '12345679' })).toEqual({
      confirmPassword: { key: 'reset.errors.mismatch' },
    });
    expect(validateReset({ password: '12345678', confirmPassword: '12345678' })).toEqual({});
  });
});

describe('resetFailureMessage (product §8 Reset)', () => {
  it('server detail, else "Failed to reset password." for HTTP errors, else the generic message', () => {
    expect(resetFailureMessage(http(400, { detail: 'Token used.' }))).toEqual({ text: 'Token used.' });
    expect(resetFailureMessage(http(500, '<html>'))).toEqual({ key: 'reset.errors.failed' });
    expect(resetFailureMessage(new ApiError('network', 'x'))).toEqual({ key: 'reset.errors.generic' });
    expect(resetFailureMessage(new Error('x'))).toEqual({ key: 'reset.errors.generic' });
  });

  it('says a sentence once: the same text as detail and as new_password shows under the field only', () => {
    const same = 'Choose another password, please.';
    expect(resetFailure(http(400, { detail: same, new_password: [same] }))).toEqual({
      errors: { password: { text: same } },
      failure: null,
    });
    // Two different sentences: each where it belongs.
    expect(resetFailure(http(400, { detail: 'Token used.', new_password: [same] }))).toEqual({
      errors: { password: { text: same } },
      failure: { text: 'Token used.' },
    });
  });
});

describe('reset machine', () => {
  it('checks the link first and shows the form when it is valid', async () => {
    const { actor, validated } = setup('pending');
    expect(actor.getSnapshot().value).toBe('checking');
    expect(validated).toEqual([{ uid: 'u', token: 't' }]);
    const ok = setup();
    await flush();
    expect(ok.actor.getSnapshot().value).toEqual({ valid: 'editing' });
  });

  it('a link without uid or token is invalid at once, without a call', () => {
    const { actor, validated } = setup(undefined, undefined, { uid: '', token: 't' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(validated).toHaveLength(0);
  });

  it.each([400, 401, 404, 410])('an HTTP %i answer means the link is invalid or expired', async (status) => {
    const { actor } = setup({ error: http(status) });
    await flush();
    expect(actor.getSnapshot().value).toBe('invalid');
  });

  it.each([
    ['network', new ApiError('network', 'x')],
    ['timeout', new ApiError('timeout', 'x')],
    ['5xx', http(503)],
  ])('a %s failure of the check shows the validation error, and retry checks again', async (_name, error) => {
    const { actor, validated } = setup([{ error }, { ok: {} }]);
    await flush();
    expect(actor.getSnapshot().value).toBe('validationFailed');
    actor.send({ type: 'reset.retryValidation' });
    expect(actor.getSnapshot().value).toBe('checking');
    await flush();
    expect(actor.getSnapshot().value).toEqual({ valid: 'editing' });
    expect(validated).toHaveLength(2);
  });

  it('an invalid submit stays in editing with field errors and focuses the first', async () => {
    const { actor, confirmed, fill } = setup();
    await flush();
    fill('short', 'short');
    actor.send({ type: 'reset.submit' });
    expect(actor.getSnapshot().value).toEqual({ valid: 'editing' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: { key: 'reset.errors.passwordMin' } });
    expect(actor.getSnapshot().context.firstInvalid).toBe('password');
    fill('longenough', 'different1');
    actor.send({ type: 'reset.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ confirmPassword: { key: 'reset.errors.mismatch' } });
    expect(actor.getSnapshot().context.firstInvalid).toBe('confirmPassword');
    actor.send({ type: 'reset.change', field: 'confirmPassword', value: 'longenough' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(confirmed).toHaveLength(0);
  });

  it('submitting -> success, then redirects to /login after exactly 2000 ms', async () => {
    const { actor, confirmed, fill, redirectToLogin } = setup();
    await flush();
    fill('NewPass!234', 'NewPass!234');
    actor.send({ type: 'reset.submit' });
    expect(actor.getSnapshot().value).toEqual({ valid: 'submitting' });
    expect(confirmed).toEqual([{ uid: 'u', token: 't', new_password: 'NewPass!234' }]);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ valid: 'success' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(redirectToLogin).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toEqual({ valid: 'redirected' });
  });

  it('ignores edits while submitting', async () => {
    const { actor, fill } = setup(undefined, 'pending');
    await flush();
    fill('NewPass!234', 'NewPass!234');
    actor.send({ type: 'reset.submit' });
    actor.send({ type: 'reset.change', field: 'password', value: 'x' });
    expect(actor.getSnapshot().context.values.password).toBe('NewPass!234');
  });

  it('a failed confirm goes back to editing with the server detail; editing clears it', async () => {
    const { actor, fill } = setup(undefined, { error: http(400, { detail: 'This reset link is invalid or has expired.' }) });
    await flush();
    fill('NewPass!234', 'NewPass!234');
    actor.send({ type: 'reset.submit' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ valid: 'editing' });
    expect(actor.getSnapshot().context.failure).toEqual({ text: 'This reset link is invalid or has expired.' });
    actor.send({ type: 'reset.change', field: 'password', value: 'NewPass!2345' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('a confirm without detail shows the fallbacks', async () => {
    const a = setup(undefined, { error: http(500, '') });
    await flush();
    a.fill('NewPass!234', 'NewPass!234');
    a.actor.send({ type: 'reset.submit' });
    await flush();
    expect(a.actor.getSnapshot().context.failure).toEqual({ key: 'reset.errors.failed' });
    const b = setup(undefined, { error: new ApiError('network', 'x') });
    await flush();
    b.fill('NewPass!234', 'NewPass!234');
    b.actor.send({ type: 'reset.submit' });
    await flush();
    expect(b.actor.getSnapshot().context.failure).toEqual({ key: 'reset.errors.generic' });
  });

  it('a confirm sent while offline (#39): the offline message, the passwords kept', async () => {
    const { actor, fill } = setup(undefined, { error: new ApiError('network', 'Network request failed', { offline: true }) });
    await flush();
    fill('NewPass!234', 'NewPass!234');
    actor.send({ type: 'reset.submit' });
    await flush();
    const { context } = actor.getSnapshot();
    expect(context.failure).toEqual({ key: 'connection.sendOffline' });
    expect(context.errors).toEqual({});
    expect(context.values).toEqual({ password: 'NewPass!234', confirmPassword: 'NewPass!234' });
  });
});
