import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { authStatusOf } from '@machines/auth';
import { createStore, type StorageLike } from '@/lib/storage';
import { signToken } from '../../../mocks/jwt';
import { authSessionLogic, createSessionMirror, storageEvents, type OtherTabs } from './sessionMirror';

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
    input: {
      readAccessToken: () => mirror.read().access,
      readRefreshToken: () => mirror.read().refresh,
      readExpiredMarker: () => mirror.read().expired,
    },
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
    expect(mirror.read()).toEqual({ access: null, refresh: null, expired: false });
  });

  it("after the access token's expiry (clock moved on), access and refresh are gone from storage; a marker says it expired (#34)", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { data, storage } = fakeStorage();
      const first = startSession(storage);
      first.actor.send({ type: 'auth.loggedIn', access: demoToken('access', 60), refresh: demoToken('refresh', 86_400) });
      expect(authStatusOf(first.actor.getSnapshot())).toBe('loggedIn');
      await vi.advanceTimersByTimeAsync(60_000);
      expect(authStatusOf(first.actor.getSnapshot())).toBe('expired');
      expect(Object.fromEntries(data)).toEqual({ sessionExpired: 'true' });
      first.actor.stop();

      // A reload still says that the login expired, from the marker alone.
      const reloaded = startSession(storage);
      expect(authStatusOf(reloaded.actor.getSnapshot())).toBe('expired');
      reloaded.actor.send({ type: 'auth.logout' });
      expect([...data.keys()]).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tokens already expired in storage at start are removed too', () => {
    const { data, storage } = fakeStorage();
    data.set('access', demoToken('access', -60));
    data.set('refresh', demoToken('refresh', 3600));
    data.set('isLoggedIn', 'true');
    const { actor } = startSession(storage);
    expect(authStatusOf(actor.getSnapshot())).toBe('expired');
    expect(Object.fromEntries(data)).toEqual({ sessionExpired: 'true' });
  });

  it('tabs follow each other: a logout, an expiry and a login in one tab reach the other', async () => {
    const { storage } = fakeStorage();
    const listeners = new Set<() => void>();
    // The storage event: fired in the other tabs when one writes.
    const otherTabs: OtherTabs = (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    };
    const broadcast = () => listeners.forEach((listener) => listener());
    const tab = () => {
      const mirror = createSessionMirror(createStore(storage));
      return createActor(authSessionLogic(mirror, vi.fn(), otherTabs), {
        input: {
          readAccessToken: () => mirror.read().access,
          readRefreshToken: () => mirror.read().refresh,
          readExpiredMarker: () => mirror.read().expired,
        },
      }).start();
    };
    const first = tab();
    const second = tab();
    const access = demoToken('access');
    first.send({ type: 'auth.loggedIn', access, refresh: 'r-1' });
    broadcast();
    expect(authStatusOf(second.getSnapshot())).toBe('loggedIn');
    expect(second.getSnapshot().context.accessToken).toBe(access);
    await settled(second);

    first.send({ type: 'auth.logout' });
    broadcast();
    expect(authStatusOf(second.getSnapshot())).toBe('loggedOut');
    expect(second.getSnapshot().context).toMatchObject({ accessToken: null, refreshToken: null, userName: null });

    // Another tab's session expired: its tokens are gone and its marker is read here.
    createSessionMirror(createStore(storage)).expire();
    broadcast();
    expect(authStatusOf(second.getSnapshot())).toBe('expired');
    first.stop();
    second.stop();
    expect(listeners.size).toBe(0);
  });
});

describe('storageEvents: when the session is read again', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A window that only dispatches events, as the browser does to a page. */
  function fakeWindow() {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const fire = (type: string, fields: Record<string, unknown>) => target.dispatchEvent(Object.assign(new Event(type), fields));
    return { fire };
  }

  it('another tab wrote a session key; a page shown again from the back/forward cache; nothing else', () => {
    const { fire } = fakeWindow();
    const onChange = vi.fn();
    const stop = storageEvents(onChange);
    fire('storage', { key: 'access' });
    expect(onChange).toHaveBeenCalledTimes(1);
    fire('storage', { key: 'someOtherKey' });
    fire('pageshow', { persisted: false });
    expect(onChange).toHaveBeenCalledTimes(1);
    fire('pageshow', { persisted: true });
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
    fire('storage', { key: 'access' });
    fire('pageshow', { persisted: true });
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
