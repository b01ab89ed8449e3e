import { createContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { authSessionMachine } from '@machines/authSession';
import { KEYS, store } from '@/lib/storage';
import { paths } from '@/config/routes';

export type AuthActorRef = ActorRefFrom<typeof authSessionMachine>;

export const AuthContext = createContext<AuthActorRef | null>(null);

const AUTH_KEYS: ReadonlySet<string> = new Set([KEYS.access, KEYS.refresh, KEYS.isLoggedIn]);

export const readAccessToken = () => store.getRaw(KEYS.access);

/**
 * The app-wide auth session actor. Must sit inside the router: it re-evaluates the session on every
 * route change (SPEC §4 Auth) and listens to `storage` events so several tabs stay in step.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // The logic is created once. The navigate captured here stays usable: the data router's navigate is
  // stable, and the target is an absolute path, so it never depends on the location it was created at.
  const [logic] = useState(() =>
    authSessionMachine.provide({
      actions: {
        persistTokens: (_, params) => {
          store.setRaw(KEYS.access, params.access);
          store.setRaw(KEYS.refresh, params.refresh);
          store.setRaw(KEYS.isLoggedIn, 'true');
        },
        clearTokens: () => {
          store.remove(KEYS.access);
          store.remove(KEYS.refresh);
          store.remove(KEYS.isLoggedIn);
        },
        markLoggedIn: () => {
          store.setRaw(KEYS.isLoggedIn, 'true');
        },
        clearLoggedInFlag: () => {
          store.remove(KEYS.isLoggedIn);
        },
        redirectToLogin: () => {
          void navigate(paths.login);
          window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
        },
      },
    }),
  );

  const actorRef = useActorRef(logic, { input: { readAccessToken } });

  // Every route change re-evaluates the session (the first location is evaluated by the machine itself).
  const { key, pathname } = useLocation();
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    actorRef.send({ type: 'auth.evaluate' });
  }, [key, pathname, actorRef]);

  // Another tab logged in or out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || AUTH_KEYS.has(event.key)) actorRef.send({ type: 'auth.evaluate' });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [actorRef]);

  return <AuthContext.Provider value={actorRef}>{children}</AuthContext.Provider>;
}
