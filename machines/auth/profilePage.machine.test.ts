import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../shared/apiError';
import { classifyProfileBody, profileFailureMessage, profilePageMachine } from './profilePage.machine';

type Outcome = { ok: unknown } | { error: unknown } | 'pending';

function setup(outcomes: Outcome[]) {
  const queue = [...outcomes];
  const clearAccessToken = vi.fn();
  const redirectToLogin = vi.fn();
  const tokens: string[] = [];
  const actor = createActor(
    profilePageMachine.provide({
      actions: { clearAccessToken, redirectToLogin },
      actors: {
        loadProfile: fromPromise<unknown, { token: string }>(({ input }) => {
          tokens.push(input.token);
          const next = queue.shift() ?? 'pending';
          if (next === 'pending') return new Promise(() => {});
          return 'ok' in next ? Promise.resolve(next.ok) : Promise.reject(next.error);
        }),
      },
    }),
    { input: { token: 'tok' } },
  ).start();
  return { actor, clearAccessToken, redirectToLogin, tokens };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const http = (status: number, body: unknown = {}) => new ApiError('http', `HTTP ${status}`, { status, body });
const user = {
  full_name: 'Ana Demo',
  email: 'demo@example.com',
  birth_date: '1990-05-17',
  gender: 'F',
  phone: '+351912345678',
  country: 'PT',
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('classifyProfileBody', () => {
  it('reads { success, user } and the body itself', () => {
    expect(classifyProfileBody({ success: true, user })).toEqual({ kind: 'profile', profile: user });
    expect(classifyProfileBody(user)).toEqual({ kind: 'profile', profile: user });
    expect(classifyProfileBody({ full_name: 'Só Nome' })).toMatchObject({ kind: 'profile' });
  });
  it('treats missing or value-less bodies as empty, and text as unreadable', () => {
    for (const body of [
      undefined,
      null,
      '',
      {},
      { success: true, user: {} },
      { success: true, user: null },
      { user: { full_name: null } },
    ]) {
      expect(classifyProfileBody(body).kind).toBe('empty');
    }
    expect(classifyProfileBody('<html>').kind).toBe('unreadable');
    expect(classifyProfileBody([1]).kind).toBe('unreadable');
  });
});

describe('profileFailureMessage (product §8 Profile page)', () => {
  it('server message or "Server error" for HTTP errors, "Failed to load profile" otherwise', () => {
    expect(profileFailureMessage(http(500, { detail: 'Database down' }))).toEqual({ text: 'Database down' });
    expect(profileFailureMessage(http(500, { message: 'M' }))).toEqual({ text: 'M' });
    expect(profileFailureMessage(http(500, { error: 'E' }))).toEqual({ text: 'E' });
    expect(profileFailureMessage(http(502, '<html>'))).toEqual({ key: 'profile.errors.server' });
    expect(profileFailureMessage(new ApiError('network', 'x'))).toEqual({ key: 'profile.errors.failed' });
    expect(profileFailureMessage(new ApiError('timeout', 'x'))).toEqual({ key: 'profile.errors.failed' });
  });
});

describe('profile page machine', () => {
  it('loading -> loaded with the profile, using the token', async () => {
    const { actor, tokens } = setup([{ ok: { success: true, user } }]);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(tokens).toEqual(['tok']);
    await flush();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.profile).toEqual(user);
  });

  it('a 401 clears the access token and redirects to /login', async () => {
    const { actor, clearAccessToken, redirectToLogin } = setup([{ error: http(401) }]);
    await flush();
    expect(actor.getSnapshot().value).toBe('unauthorized');
    expect(clearAccessToken).toHaveBeenCalledTimes(1);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('other errors show the message; retry loads again', async () => {
    const { actor, tokens } = setup([
      { error: http(500, { detail: 'Database down' }) },
      { error: new ApiError('network', 'x') },
      { ok: user },
    ]);
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Database down' });
    actor.send({ type: 'profile.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ key: 'profile.errors.failed' });
    actor.send({ type: 'profile.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(tokens).toHaveLength(3);
  });

  it('empty data shows "Empty profile data received", with retry', async () => {
    const { actor } = setup([{ ok: {} }, { ok: { user } }]);
    await flush();
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'profile.errors.empty' });
    actor.send({ type: 'profile.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('an unreadable 200 body is "Failed to load profile"', async () => {
    const { actor } = setup([{ ok: '<html>oops' }]);
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'profile.errors.failed' });
  });

  it('retry is ignored while loading and once loaded', async () => {
    const { actor, tokens } = setup([{ ok: user }]);
    actor.send({ type: 'profile.retry' });
    expect(tokens).toHaveLength(1);
    await flush();
    actor.send({ type: 'profile.retry' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(tokens).toHaveLength(1);
  });
});
