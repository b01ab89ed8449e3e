import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { authStatusOf } from '@machines/authSession';
import { createStore, type StorageLike } from '@/lib/storage';
import { signToken } from '../../../mocks/jwt';
import { authSessionLogic, createSessionMirror } from './sessionMirror';

/** An in-memory localStorage whose setItem can be made to throw, as Safari (blocked) or a full quota does. */
function fakeStorage(refuse: (key: string) => boolean = () => false) {
  const data = new Map<string, string>();
  const storage: StorageLike = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      if (refuse(key)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data.set(key, String(value));
    },
    removeItem: (key) => void data.delete(key),
  };
  return { data, storage };
}

const demoToken = (kind: 'access' | 'refresh', ttlSeconds = 3600) =>
  signToken({ user_id: 'u-demo', email: 'demo@example.com', token_type: kind }, ttlSeconds);

/** The app's wiring (AuthProvider) on a given storage, with the real profile call answered by MSW. */
function startSession(storage: StorageLike) {
  const mirror = createSessionMirror(createStore(storage));
  const redirectToLogin = vi.fn();
  const actor = createActor(authSessionLogic(mirror, redirectToLogin), {
    input: { readAccessToken: () => mirror.read().access, readRefreshToken: () => mirror.read().refresh },
  });
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  return { actor, emitted, redirectToLogin };
}

const settled = (actor: ReturnType<typeof startSession>['actor']) =>
  vi.waitFor(() => expect(actor.getSnapshot().matches({ loggedIn: 'loadingProfile' })).toBe(false));

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe('auth session over browser storage', () => {
  it('storage throwing on setItem: the login holds for this page across route changes, and the visitor is told', async () => {
    const { data, storage } = fakeStorage(() => true);
    const { actor, emitted, redirectToLogin } = startSession(storage);
    expect(authStatusOf(actor.getSnapshot())).toBe('loggedOut');

    actor.send({ type: 'auth.loggedIn', access: demoToken('access'), refresh: demoToken('refresh') });
    expect(authStatusOf(actor.getSnapshot())).toBe('loggedIn');
    expect(emitted).toEqual(['session.notKept']);
    expect(actor.getSnapshot().context.persistence).toBe('memoryOnly');
    expect([...data.keys()]).toEqual([]);

    // The login page goes to /, then the visitor opens other pages: each route change re-evaluates.
    for (let i = 0; i < 3; i++) {
      actor.send({ type: 'auth.evaluate' });
      await settled(actor);
      expect(authStatusOf(actor.getSnapshot())).toBe('loggedIn');
    }
    expect(actor.getSnapshot().context.userName).toBe('Ana Demo');
    expect(redirectToLogin).not.toHaveBeenCalled();
    expect(emitted).toEqual(['session.notKept']);
    actor.stop();
  });

  it('a write refused halfway (quota full) leaves no half-written or older session behind for the next visit', () => {
    const { data, storage } = fakeStorage((key) => key === 'refresh');
    data.set('access', demoToken('access'));
    data.set('refresh', 'older-refresh');
    data.set('isLoggedIn', 'true');
    const { actor, emitted } = startSession(storage);
    const access = demoToken('access', 7200);
    actor.send({ type: 'auth.loggedIn', access, refresh: demoToken('refresh') });
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: access, persistence: 'memoryOnly' });
    expect(emitted).toEqual(['session.notKept']);
    expect(data.has('access') || data.has('refresh') || data.has('isLoggedIn')).toBe(false);
    actor.stop();
  });

  it('working storage: the tokens and isLoggedIn are mirrored, and a reload finds the session', async () => {
    const { data, storage } = fakeStorage();
    const first = startSession(storage);
    const access = demoToken('access');
    first.actor.send({ type: 'auth.loggedIn', access, refresh: 'r-1' });
    expect(first.emitted).toEqual([]);
    expect(Object.fromEntries(data)).toEqual({ access, refresh: 'r-1', isLoggedIn: 'true' });
    await settled(first.actor);
    first.actor.stop();

    const reloaded = startSession(storage);
    expect(authStatusOf(reloaded.actor.getSnapshot())).toBe('loggedIn');
    expect(reloaded.actor.getSnapshot().context).toMatchObject({ accessToken: access, refreshToken: 'r-1' });
    reloaded.actor.send({ type: 'auth.logout' });
    expect([...data.keys()]).toEqual([]);
    expect(reloaded.redirectToLogin).toHaveBeenCalledTimes(1);
    expect(reloaded.emitted).toEqual(['session.loggedOut']);
  });

  it('no storage at all (unavailable): logged in for this page only', () => {
    const mirror = createSessionMirror(createStore(null));
    expect(mirror.write({ access: 'a', refresh: 'r' })).toBe(false);
    expect(mirror.read()).toEqual({ access: null, refresh: null });
  });
});
