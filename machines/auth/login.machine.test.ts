import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../shared/apiError';
import { loginFailureMessage, loginMachine, validateLogin } from './login.machine';

type Outcome = { ok: { access: string; refresh: string } } | { error: unknown };

function setup(outcome: Outcome | 'pending' = { ok: { access: 'a', refresh: 'r' } }) {
  const loginSucceeded = vi.fn();
  const calls: { email: string; password: string }[] = [];
  const actor = createActor(
    loginMachine.provide({
      actions: { loginSucceeded: (_, tokens) => loginSucceeded(tokens) },
      actors: {
        obtainToken: fromPromise(async ({ input }) => {
          calls.push(input);
          if (outcome === 'pending') return new Promise<never>(() => {});
          if ('ok' in outcome) return outcome.ok;
          throw outcome.error;
        }),
      },
    }),
  ).start();
  const fill = (email: string, password: string) => {
    actor.send({ type: 'login.change', field: 'email', value: email });
    actor.send({ type: 'login.change', field: 'password', value: password });
  };
  return { actor, loginSucceeded, calls, fill };
}

const http = (status: number, body: unknown) => new ApiError('http', `HTTP ${status}`, { status, body });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('validateLogin', () => {
  it('requires an email in email format and a password of at least 8 characters', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: { key: 'login.errors.emailRequired' },
      password: { key: 'login.errors.passwordRequired' },
    });
    expect(validateLogin({ email: '  ', password: '1234567' })).toEqual({
      email: { key: 'login.errors.emailRequired' },
      password: { key: 'login.errors.passwordMin', values: { min: 8 } },
    });
    expect(validateLogin({ email: 'ana@', password: '12345678' })).toEqual({ email: { key: 'login.errors.emailInvalid' } });
    expect(validateLogin({ email: ' ana@example.com ', password: '12345678' })).toEqual({});
  });
});

describe('loginFailureMessage (product §8 Login)', () => {
  it('takes the first of detail, message, email[0], password[0]', () => {
    expect(loginFailureMessage(http(401, { detail: 'D', message: 'M', email: ['E'], password: ['P'] }))).toEqual({ text: 'D' });
    expect(loginFailureMessage(http(400, { message: 'M', email: ['E'], password: ['P'] }))).toEqual({ text: 'M' });
    expect(loginFailureMessage(http(400, { email: ['E'], password: ['P'] }))).toEqual({ text: 'E' });
    expect(loginFailureMessage(http(400, { password: ['P'] }))).toEqual({ text: 'P' });
  });
  it('falls back to "Login failed" for other bodies and non-HTTP failures', () => {
    expect(loginFailureMessage(http(500, '<html>'))).toEqual({ key: 'login.errors.failed' });
    expect(loginFailureMessage(http(400, { email: [] }))).toEqual({ key: 'login.errors.failed' });
    expect(loginFailureMessage(new ApiError('network', 'x'))).toEqual({ key: 'login.errors.failed' });
    expect(loginFailureMessage(new ApiError('network', 'x', { offline: true }))).toEqual({ key: 'connection.sendOffline' });
    // Only a network failure is an offline one: a timeout or an HTTP answer is not, whatever was passed.
    expect(loginFailureMessage(new ApiError('timeout', 'x', { offline: true }))).toEqual({ key: 'login.errors.failed' });
    expect(loginFailureMessage(new ApiError('timeout', 'x'))).toEqual({ key: 'login.errors.failed' });
    expect(loginFailureMessage(new ApiError('malformed', 'x', { status: 200 }))).toEqual({ key: 'login.errors.failed' });
    expect(loginFailureMessage(new Error('boom'))).toEqual({ key: 'login.errors.failed' });
  });
});

describe('login machine', () => {
  it('starts idle with empty values', () => {
    const { actor } = setup();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.values).toEqual({ email: '', password: '' });
  });

  it('an invalid submit stays idle, shows the errors, points at the first invalid field and makes no call', () => {
    const { actor, calls, fill } = setup();
    fill('ana@example.com', 'short');
    actor.send({ type: 'login.submit' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('idle');
    expect(context.errors.password).toEqual({ key: 'login.errors.passwordMin', values: { min: 8 } });
    expect(context.firstInvalid).toBe('password');
    expect(context.attempt).toBe(1);
    expect(calls).toHaveLength(0);
  });

  it('editing a field clears its error only', () => {
    const { actor } = setup();
    actor.send({ type: 'login.submit' });
    actor.send({ type: 'login.change', field: 'email', value: 'a' });
    expect(actor.getSnapshot().context.errors.email).toBeUndefined();
    expect(actor.getSnapshot().context.errors.password).toBeDefined();
  });

  it('idle -> connecting -> succeeded hands the tokens over', async () => {
    const { actor, calls, fill, loginSucceeded } = setup();
    fill(' ana@example.com ', 'Secret!123');
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().value).toBe('connecting');
    // The machine sends the credentials as the API takes them: email trimmed.
    expect(calls).toEqual([{ email: 'ana@example.com', password: 'Secret!123' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().status).toBe('done');
    expect(loginSucceeded).toHaveBeenCalledWith({ access: 'a', refresh: 'r' });
  });

  it('ignores edits and submits while connecting', () => {
    const { actor, fill, calls } = setup('pending');
    fill('ana@example.com', 'Secret!123');
    actor.send({ type: 'login.submit' });
    actor.send({ type: 'login.change', field: 'email', value: 'other@example.com' });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().value).toBe('connecting');
    expect(actor.getSnapshot().context.values.email).toBe('ana@example.com');
    expect(calls).toHaveLength(1);
  });

  it('connecting -> failed puts the server message under the email field; editing returns to idle; resubmitting works', async () => {
    const { actor, fill } = setup({ error: http(401, { detail: 'No active account found with the given credentials' }) });
    fill('ana@example.com', 'Secret!123');
    actor.send({ type: 'login.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    // A message the site knows: its own translation key, whatever the server's language.
    expect(actor.getSnapshot().context.errors).toEqual({ email: { key: 'serverMessages.noAccount' } });
    expect(actor.getSnapshot().context.firstInvalid).toBe('email');
    expect(actor.getSnapshot().context.attempt).toBe(2);
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().value).toBe('connecting');
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'login.change', field: 'email', value: 'ana2@example.com' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('a network failure shows "Login failed. Please try again."', async () => {
    const { actor, fill } = setup({ error: new ApiError('network', 'Network request failed') });
    fill('ana@example.com', 'Secret!123');
    actor.send({ type: 'login.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.errors.email).toEqual({ key: 'login.errors.failed' });
  });

  it('sent while offline (#39): the offline message, not "login failed"; the values stay for another try', async () => {
    const { actor, fill, calls } = setup({ error: new ApiError('network', 'Network request failed', { offline: true }) });
    fill('ana@example.com', 'Secret!123');
    actor.send({ type: 'login.submit' });
    await vi.advanceTimersByTimeAsync(0);
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('failed');
    expect(context.errors).toEqual({ email: { key: 'connection.sendOffline' } });
    expect(context.values).toEqual({ email: 'ana@example.com', password: 'Secret!123' });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().value).toBe('connecting');
    expect(calls).toHaveLength(2);
  });
});
