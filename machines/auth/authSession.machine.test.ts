import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { ApiError } from '../shared/apiError';
import { authSessionMachine, authStatusOf, checkAccessToken, type AuthSessionEvent } from './authSession.machine';

const NOW = Date.UTC(2025, 3, 2, 12, 0, 0);

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** A JWT-shaped token (unsigned: the machine only decodes) that expires `ttlSeconds` after `nowMs`. */
function token(ttlSeconds: number, nowMs = NOW) {
  const iat = Math.floor(nowMs / 1000);
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ user_id: 'u-1', email: 'a@b.co', token_type: 'access', iat, exp: iat + ttlSeconds })}.sig`;
}

function tokenWithoutExp() {
  return `${b64({ alg: 'HS256' })}.${b64({ user_id: 'u-1' })}.sig`;
}

type ProfileResult = { ok: unknown } | { error: unknown } | 'pending';

function setup(
  initialToken: string | null,
  results: ProfileResult[] = [{ ok: { success: true, user: { full_name: 'Ana Demo' } } }],
  { storageWorks = true, initialRefresh = null as string | null, initialMarker = false } = {},
) {
  const calls = {
    persistTokens: vi.fn(),
    clearTokens: vi.fn(),
    expireTokens: vi.fn(),
    markLoggedIn: vi.fn(),
    clearLoggedInFlag: vi.fn(),
    redirectToLogin: vi.fn(),
    logWarning: vi.fn(),
    loadProfile: vi.fn(),
    readAccessToken: vi.fn(() => initialToken),
  };
  const queue = [...results];
  const logic = authSessionMachine.provide({
    actions: {
      clearTokens: calls.clearTokens,
      expireTokens: calls.expireTokens,
      markLoggedIn: calls.markLoggedIn,
      clearLoggedInFlag: calls.clearLoggedInFlag,
      redirectToLogin: calls.redirectToLogin,
      logWarning: (_, params) => calls.logWarning(params.message),
    },
    actors: {
      // A fake storage write: answers at once, like the app's.
      persistTokens: fromCallback<AuthSessionEvent, { access: string; refresh: string }>(({ input, sendBack }) => {
        calls.persistTokens(input);
        sendBack({ type: storageWorks ? 'auth.persisted' : 'auth.persistFailed' });
      }),
      loadProfile: fromPromise<unknown, { token: string }>(({ input }) => {
        calls.loadProfile(input.token);
        const next = queue.shift() ?? 'pending';
        if (next === 'pending') return new Promise(() => {});
        if ('ok' in next) return Promise.resolve(next.ok);
        return Promise.reject(next.error);
      }),
    },
  });
  const actor = createActor(logic, {
    input: {
      readAccessToken: calls.readAccessToken,
      readRefreshToken: () => initialRefresh,
      readExpiredMarker: () => initialMarker,
      now: () => Date.now(),
    },
  });
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  return {
    actor,
    calls,
    emitted,
    /** A storage event from another tab, carrying what storage now holds. */
    otherTab: (access: string | null, refresh: string | null = null, expired = false) =>
      actor.send({ type: 'auth.storageChanged', access, refresh, expired }),
  };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('checkAccessToken', () => {
  it('classifies missing, valid, expired, exp-less and undecodable tokens', () => {
    expect(checkAccessToken(null, NOW).status).toBe('missing');
    expect(checkAccessToken('', NOW).status).toBe('missing');
    expect(checkAccessToken(token(60), NOW)).toMatchObject({ status: 'valid', expiresAt: NOW + 60_000 });
    expect(checkAccessToken(token(-1), NOW)).toMatchObject({ status: 'expired', reason: 'expired' });
    // exp exactly now is not "in the future"
    expect(checkAccessToken(token(0), NOW)).toMatchObject({ status: 'expired', reason: 'expired' });
    expect(checkAccessToken(tokenWithoutExp(), NOW)).toMatchObject({ status: 'expired', reason: 'noExp' });
    expect(checkAccessToken('not-a-jwt', NOW)).toMatchObject({ status: 'expired', reason: 'undecodable' });
  });
});

describe('authSession machine', () => {
  it('starts loggedOut without a token and removes a stale isLoggedIn flag', () => {
    const { actor, calls } = setup(null);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(authStatusOf(actor.getSnapshot())).toBe('loggedOut');
    expect(calls.clearLoggedInFlag).toHaveBeenCalled();
    expect(calls.loadProfile).not.toHaveBeenCalled();
  });

  it('is loggedIn with a valid token, writes isLoggedIn and loads the profile name', async () => {
    const access = token(3600);
    const { actor, calls } = setup(access);
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'loadingProfile' });
    expect(authStatusOf(actor.getSnapshot())).toBe('loggedIn');
    expect(actor.getSnapshot().context.accessToken).toBe(access);
    expect(calls.markLoggedIn).toHaveBeenCalled();
    expect(calls.loadProfile).toHaveBeenCalledWith(access);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'profileLoaded' });
    expect(actor.getSnapshot().context.userName).toBe('Ana Demo');
  });

  it('shows expired for an expired token, clears the flag and fetches nothing', () => {
    const { actor, calls } = setup(token(-10));
    expect(actor.getSnapshot().value).toBe('expired');
    expect(authStatusOf(actor.getSnapshot())).toBe('expired');
    expect(calls.clearLoggedInFlag).toHaveBeenCalled();
    expect(calls.loadProfile).not.toHaveBeenCalled();
    expect(calls.logWarning).not.toHaveBeenCalled();
  });

  it('logs an undecodable token and treats it as expired', () => {
    const { actor, calls } = setup('garbage.token');
    expect(actor.getSnapshot().value).toBe('expired');
    expect(calls.logWarning).toHaveBeenCalledWith(expect.stringMatching(/could not be decoded/));
  });

  it('treats a token without exp as expired', () => {
    const { actor } = setup(tokenWithoutExp());
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('turns expired by itself when the token reaches its exp', async () => {
    const { actor } = setup(token(60));
    await flush();
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().context.userName).toBeNull();
  });

  it('at expiry both tokens leave storage and memory; only the marker says the login expired (#34)', async () => {
    const { actor, calls } = setup(token(60), ['pending'], { initialRefresh: 'r-1' });
    await flush();
    expect(calls.expireTokens).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(authStatusOf(actor.getSnapshot())).toBe('expired');
    expect(calls.expireTokens).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: null, refreshToken: null, sessionExpired: true });
    // A route change keeps it expired (from the marker, without a token), and removes nothing more.
    actor.send({ type: 'auth.evaluate' });
    expect(authStatusOf(actor.getSnapshot())).toBe('expired');
    // A logout forgets the marker too.
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.sessionExpired).toBe(false);
  });

  it('a reload after an expiry finds only the marker: still expired; a login clears it', () => {
    const { actor } = setup(null, ['pending'], { initialMarker: true });
    expect(actor.getSnapshot().value).toBe('expired');
    actor.send({ type: 'auth.loggedIn', access: token(3600), refresh: 'r' });
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(actor.getSnapshot().context.sessionExpired).toBe(false);
  });

  it("a session kept only in memory expires without touching storage (it may hold another tab's)", async () => {
    const { actor, calls } = setup(null, ['pending'], { storageWorks: false });
    actor.send({ type: 'auth.loggedIn', access: token(60), refresh: 'r' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(calls.expireTokens).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: null, refreshToken: null });
  });

  it("another tab's expiry (tokens gone, marker set) shows expired here; the same storage again is no news", async () => {
    const { actor, calls, otherTab } = setup(token(3600), [{ ok: { user: { full_name: 'Ana' } } }, 'pending']);
    await flush();
    otherTab(null, null, true);
    expect(actor.getSnapshot().value).toBe('expired');
    otherTab(null, null, true);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(calls.loadProfile).toHaveBeenCalledTimes(1);
  });

  it('re-evaluates on auth.evaluate: each evaluation refetches the profile and keeps the name meanwhile', async () => {
    const { actor, calls } = setup(token(3600), [
      { ok: { success: true, user: { full_name: 'Ana Demo' } } },
      { ok: { success: true, user: { full_name: 'Ana Renamed' } } },
    ]);
    await flush();
    actor.send({ type: 'auth.evaluate' });
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'loadingProfile' });
    // the name stays while the profile reloads
    expect(actor.getSnapshot().context.userName).toBe('Ana Demo');
    await flush();
    expect(actor.getSnapshot().context.userName).toBe('Ana Renamed');
    expect(calls.loadProfile).toHaveBeenCalledTimes(2);
  });

  it('reads storage once, at start: evaluations check the token it holds, not storage', async () => {
    const { actor, calls } = setup(token(60), ['pending', 'pending', 'pending']);
    await flush();
    actor.send({ type: 'auth.evaluate' });
    actor.send({ type: 'auth.evaluate' });
    expect(calls.readAccessToken).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    // ...and an evaluation past the exp finds it expired.
    vi.setSystemTime(NOW + 61_000);
    actor.send({ type: 'auth.evaluate' });
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('another tab logging out or in (auth.storageChanged) is adopted', async () => {
    const { actor, calls, otherTab } = setup(token(3600), [
      { ok: { success: true, user: { full_name: 'Ana Demo' } } },
      { ok: { success: true, user: { full_name: 'Bea' } } },
    ]);
    await flush();
    otherTab(null);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.userName).toBeNull();
    // Nothing to remove and nowhere to go: the other tab did it.
    expect(calls.clearTokens).not.toHaveBeenCalled();
    expect(calls.redirectToLogin).not.toHaveBeenCalled();

    const other = token(3600);
    otherTab(other, 'r-other');
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'profileLoaded' });
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: other, refreshToken: 'r-other', userName: 'Bea' });
  });

  it('goes from expired to loggedOut or loggedIn when another tab changes the tokens', () => {
    const { actor, otherTab } = setup(token(-1), ['pending']);
    otherTab(null);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    otherTab(token(-1));
    expect(actor.getSnapshot().value).toBe('expired');
    otherTab(token(100));
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
  });

  it('auth.loggedIn keeps the tokens, mirrors them to storage and logs in (from loggedOut and from expired)', async () => {
    const { actor, calls, emitted } = setup(null, [
      { ok: { success: true, user: { full_name: 'Ana' } } },
      { ok: { user: { full_name: 'Bea' } } },
    ]);
    const access = token(3600);
    actor.send({ type: 'auth.loggedIn', access, refresh: 'r-1' });
    expect(calls.persistTokens).toHaveBeenCalledWith({ access, refresh: 'r-1' });
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: access, refreshToken: 'r-1', persistence: 'stored' });
    expect(calls.markLoggedIn).toHaveBeenCalled();
    expect(emitted).toEqual([]);
    await flush();
    expect(actor.getSnapshot().context.userName).toBe('Ana');

    const expired = setup(token(-5), [{ ok: { success: true, user: { full_name: 'Cid' } } }]);
    expired.actor.send({ type: 'auth.loggedIn', access, refresh: 'r-2' });
    await flush();
    expect(expired.actor.getSnapshot().value).toEqual({ loggedIn: 'profileLoaded' });
    expect(expired.actor.getSnapshot().context.userName).toBe('Cid');
  });

  it('when storage refuses the tokens: still logged in for this page, session.notKept emitted once, no isLoggedIn flag', async () => {
    const { actor, calls, emitted } = setup(
      null,
      [{ ok: { success: true, user: { full_name: 'Ana' } } }, { ok: { success: true, user: { full_name: 'Ana' } } }],
      { storageWorks: false },
    );
    const access = token(3600);
    actor.send({ type: 'auth.loggedIn', access, refresh: 'r-1' });
    expect(authStatusOf(actor.getSnapshot())).toBe('loggedIn');
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: access, persistence: 'memoryOnly' });
    expect(emitted).toEqual(['session.notKept']);
    expect(calls.markLoggedIn).not.toHaveBeenCalled();
    expect(calls.logWarning).toHaveBeenCalledWith(expect.stringMatching(/Storage refused the session/));
    await flush();
    expect(actor.getSnapshot().context.userName).toBe('Ana');

    // The route changes after the login: the session holds (it used to re-read the empty storage and log out).
    actor.send({ type: 'auth.evaluate' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'profileLoaded' });
    expect(emitted).toEqual(['session.notKept']);
    expect(calls.redirectToLogin).not.toHaveBeenCalled();
  });

  it('a session kept only in memory still expires at its exp; a stored login from another tab is adopted', async () => {
    const { actor, emitted, otherTab } = setup(null, ['pending', 'pending'], { storageWorks: false });
    actor.send({ type: 'auth.loggedIn', access: token(60), refresh: 'r' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().value).toBe('expired');
    otherTab(token(3600), 'r2');
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(actor.getSnapshot().context.persistence).toBe('stored');
    expect(emitted).toEqual(['session.notKept']);
  });

  it('without a storage actor provided, the session is kept in memory', () => {
    const logic = authSessionMachine.provide({
      actions: { logWarning: () => {} },
      actors: { loadProfile: fromPromise(() => new Promise(() => {})) },
    });
    const actor = createActor(logic, { input: { readAccessToken: () => null } }).start();
    actor.send({ type: 'auth.loggedIn', access: token(3600), refresh: 'r' });
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(actor.getSnapshot().context.persistence).toBe('memoryOnly');
    actor.stop();
  });

  it('logout removes the tokens, clears the name and redirects to /login', async () => {
    const { actor, calls } = setup(token(3600));
    await flush();
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.userName).toBeNull();
    expect(actor.getSnapshot().context.accessToken).toBeNull();
    expect(calls.clearTokens).toHaveBeenCalledTimes(1);
    expect(calls.redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('an explicit logout emits session.loggedOut (the app forgets the cart and wishlist); a rejected token does not', async () => {
    const { actor, emitted } = setup(token(3600));
    await flush();
    actor.send({ type: 'auth.logout' });
    expect(emitted).toEqual(['session.loggedOut']);

    const rejected = setup(token(3600));
    await flush();
    rejected.actor.send({ type: 'auth.rejected' });
    expect(rejected.actor.getSnapshot().value).toBe('loggedOut');
    expect(rejected.actor.getSnapshot().context).toMatchObject({ accessToken: null, refreshToken: null, userName: null });
    expect(rejected.calls.clearTokens).toHaveBeenCalledTimes(1);
    // The page that saw the 401 navigates itself (with replace).
    expect(rejected.calls.redirectToLogin).not.toHaveBeenCalled();
    expect(rejected.emitted).toEqual([]);
  });

  it('keeps the stored refresh token from the start', () => {
    const { actor } = setup(token(3600), ['pending'], { initialRefresh: 'r-stored' });
    expect(actor.getSnapshot().context.refreshToken).toBe('r-stored');
  });

  it('logout from the expired state also removes the tokens', () => {
    const { actor, calls } = setup(token(-5));
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(calls.clearTokens).toHaveBeenCalled();
    expect(calls.redirectToLogin).toHaveBeenCalled();
  });

  it('a 401 from the profile logs out and redirects to /login', async () => {
    const { actor, calls, emitted } = setup(token(3600), [{ error: new ApiError('http', 'HTTP 401', { status: 401 }) }]);
    await flush();
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(calls.clearTokens).toHaveBeenCalled();
    expect(calls.redirectToLogin).toHaveBeenCalled();
    expect(actor.getSnapshot().context.userName).toBeNull();
  });

  it('a 404 from the profile is only logged: still logged in, name kept', async () => {
    const { actor, calls } = setup(token(3600), [
      { ok: { success: true, user: { full_name: 'Ana' } } },
      { error: new ApiError('http', 'HTTP 404', { status: 404 }) },
    ]);
    await flush();
    actor.send({ type: 'auth.evaluate' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'profileFailed' });
    expect(actor.getSnapshot().context.userName).toBe('Ana');
    expect(calls.logWarning).toHaveBeenCalledWith(expect.stringMatching(/404/));
    expect(calls.clearTokens).not.toHaveBeenCalled();
  });

  it('an unexpected shape warns and falls back to a top-level full_name', async () => {
    const { actor, calls } = setup(token(3600), [{ ok: { full_name: 'Top Level', whatever: [1, 2] } }]);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'profileLoaded' });
    expect(actor.getSnapshot().context.userName).toBe('Top Level');
    expect(calls.logWarning).toHaveBeenCalledWith(expect.stringMatching(/Unexpected profile response shape/));
  });

  it('an unreadable body keeps the previous name', async () => {
    const { actor } = setup(token(3600), [{ ok: { user: { full_name: 'Ana' } } }, { ok: '<html>not json' }]);
    await flush();
    actor.send({ type: 'auth.evaluate' });
    await flush();
    expect(actor.getSnapshot().context.userName).toBe('Ana');
  });

  it('other failures (network, 5xx) are logged and the name kept', async () => {
    const { actor, calls } = setup(token(3600), [
      { ok: { user: { full_name: 'Ana' } } },
      { error: new ApiError('network', 'Network request failed') },
      { error: new ApiError('http', 'HTTP 500', { status: 500 }) },
    ]);
    await flush();
    actor.send({ type: 'auth.evaluate' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'profileFailed' });
    expect(actor.getSnapshot().context.userName).toBe('Ana');
    actor.send({ type: 'auth.evaluate' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'profileFailed' });
    expect(calls.logWarning).toHaveBeenCalledWith(expect.stringMatching(/could not be loaded/));
  });
});
