import { fromCallback } from 'xstate';
import { type AuthSessionEvent, type StoredTokens } from '@machines/authSession';
import { KEYS, store, type AppStore } from '@/lib/storage';
import { authSessionWithApi } from './calls';

/**
 * The browser-storage side of the auth session: the machine holds the session, and this mirror keeps
 * `access`, `refresh` and `isLoggedIn` (product §3 "Local storage") in step with it so the session
 * survives a reload and other tabs can follow it.
 */
export interface SessionMirror {
  read(): StoredTokens;
  /**
   * Writes access, refresh and isLoggedIn 'true'. When storage refuses any of them (blocked, quota full),
   * all three are removed, so no half-written or older session comes back on the next visit, and the
   * answer is false.
   */
  write(tokens: { access: string; refresh: string }): boolean;
  clear(): void;
  markLoggedIn(): void;
  clearLoggedInFlag(): void;
}

export function createSessionMirror(storage: AppStore = store): SessionMirror {
  const clear = () => {
    storage.remove(KEYS.access);
    storage.remove(KEYS.refresh);
    storage.remove(KEYS.isLoggedIn);
  };
  return {
    read: () => ({ access: storage.getRaw(KEYS.access), refresh: storage.getRaw(KEYS.refresh) }),
    write: ({ access, refresh }) => {
      const written =
        storage.setRaw(KEYS.access, access) && storage.setRaw(KEYS.refresh, refresh) && storage.setRaw(KEYS.isLoggedIn, 'true');
      if (!written) clear();
      return written;
    },
    clear,
    markLoggedIn: () => {
      storage.setRaw(KEYS.isLoggedIn, 'true');
    },
    clearLoggedInFlag: () => {
      storage.remove(KEYS.isLoggedIn);
    },
  };
}

/** The auth session machine wired to a storage mirror and the profile call; `redirectToLogin` is the app's navigation. */
export function authSessionLogic(mirror: SessionMirror, redirectToLogin: () => void) {
  return authSessionWithApi.provide({
    actions: {
      clearTokens: () => mirror.clear(),
      markLoggedIn: () => mirror.markLoggedIn(),
      clearLoggedInFlag: () => mirror.clearLoggedInFlag(),
      redirectToLogin,
    },
    actors: {
      persistTokens: fromCallback<AuthSessionEvent, { access: string; refresh: string }>(({ input, sendBack }) => {
        sendBack({ type: mirror.write(input) ? 'auth.persisted' : 'auth.persistFailed' });
      }),
    },
  });
}
