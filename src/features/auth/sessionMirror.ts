import { fromCallback } from 'xstate';
import type { AuthSessionEvent, StoredSession } from '@machines/auth';
import { KEYS, store, type AppStore } from '@/lib/storage';
import { authSessionWithApi } from './calls';

/**
 * The browser-storage side of the auth session: the machine holds the session, and this mirror keeps
 * `access`, `refresh` and `isLoggedIn` (product §3 "Local storage") in step with it so the session
 * survives a reload and other tabs can follow it. After an expiry only the `sessionExpired` marker stays
 * (not a credential): both tokens are gone.
 */
export interface SessionMirror {
  read(): StoredSession;
  /**
   * Writes access, refresh and isLoggedIn 'true' (and drops the expiry marker). When storage refuses any of
   * them (blocked, quota full), all are removed, so no half-written or older session comes back on the next
   * visit, and the answer is false.
   */
  write(tokens: { access: string; refresh: string }): boolean;
  /** Logout or a 401: removes both tokens, isLoggedIn and the expiry marker. */
  clear(): void;
  /** Expiry: writes the marker first (so another tab never sees the tokens gone without it), then removes the rest. */
  expire(): void;
  markLoggedIn(): void;
  clearLoggedInFlag(): void;
}

export function createSessionMirror(storage: AppStore = store): SessionMirror {
  const removeCredentials = () => {
    storage.remove(KEYS.access);
    storage.remove(KEYS.refresh);
    storage.remove(KEYS.isLoggedIn);
  };
  const clear = () => {
    removeCredentials();
    storage.remove(KEYS.sessionExpired);
  };
  return {
    read: () => ({
      access: storage.getRaw(KEYS.access),
      refresh: storage.getRaw(KEYS.refresh),
      expired: storage.getRaw(KEYS.sessionExpired) === 'true',
    }),
    write: ({ access, refresh }) => {
      const written =
        storage.setRaw(KEYS.access, access) && storage.setRaw(KEYS.refresh, refresh) && storage.setRaw(KEYS.isLoggedIn, 'true');
      if (written) storage.remove(KEYS.sessionExpired);
      else clear();
      return written;
    },
    clear,
    expire: () => {
      storage.setRaw(KEYS.sessionExpired, 'true');
      removeCredentials();
    },
    markLoggedIn: () => {
      storage.setRaw(KEYS.isLoggedIn, 'true');
    },
    clearLoggedInFlag: () => {
      storage.remove(KEYS.isLoggedIn);
    },
  };
}

/** The storage keys whose change in another tab the session follows (null: that tab cleared all storage). */
const WATCHED_KEYS: ReadonlySet<string | null> = new Set([null, KEYS.access, KEYS.refresh, KEYS.sessionExpired]);

/** Something that tells when another tab may have changed storage: the window's events by default. */
export type OtherTabs = (onChange: () => void) => () => void;

/**
 * The window's `storage` event, fired in every other tab of the origin as soon as one tab writes
 * localStorage (a logout, a login, an expiry): no polling, and nothing on the server. A page kept in the
 * back/forward cache receives none while it is away, so when such a page is shown again (`pageshow` with
 * `persisted`) the session is read again too, and the page follows what happened meanwhile as a live tab did.
 */
export const storageEvents: OtherTabs = (onChange) => {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (WATCHED_KEYS.has(event.key)) onChange();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
  };
};

/**
 * The auth session machine wired to a storage mirror, the other tabs and the profile call; `redirectToLogin`
 * is the app's navigation.
 */
export function authSessionLogic(mirror: SessionMirror, redirectToLogin: () => void, otherTabs: OtherTabs = storageEvents) {
  return authSessionWithApi.provide({
    actions: {
      clearTokens: () => mirror.clear(),
      expireTokens: () => mirror.expire(),
      markLoggedIn: () => mirror.markLoggedIn(),
      clearLoggedInFlag: () => mirror.clearLoggedInFlag(),
      redirectToLogin,
    },
    actors: {
      persistTokens: fromCallback<AuthSessionEvent, { access: string; refresh: string }>(({ input, sendBack }) => {
        sendBack({ type: mirror.write(input) ? 'auth.persisted' : 'auth.persistFailed' });
      }),
      watchOtherTabs: fromCallback<AuthSessionEvent>(({ sendBack }) =>
        otherTabs(() => sendBack({ type: 'auth.storageChanged', ...mirror.read() })),
      ),
    },
  });
}
