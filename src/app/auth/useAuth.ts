import { useCallback, useContext, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { authStatusOf, checkAccessToken, type AuthStatus } from '@machines/authSession';
import { KEYS, store } from '@/lib/storage';
import { paths } from '@/config/routes';
import { AuthContext, type AuthActorRef } from './AuthProvider';

export interface AuthApi {
  status: AuthStatus;
  isLoggedIn: boolean;
  userName: string | null;
  accessToken: string | null;
  logout(): void;
  loginSucceeded(tokens: { access: string; refresh: string }): void;
}

function useAuthActor(): AuthActorRef {
  const actorRef = useContext(AuthContext);
  if (!actorRef) throw new Error('useAuth must be used inside <AuthProvider> (AppStateProviders).');
  return actorRef;
}

/** The auth session: status for the header icon, the user's name, and logout / login actions. */
export function useAuth(): AuthApi {
  const actorRef = useAuthActor();
  const status = useSelector(actorRef, authStatusOf);
  const userName = useSelector(actorRef, (s) => s.context.userName);
  const accessToken = useSelector(actorRef, (s) => (authStatusOf(s) === 'loggedIn' ? s.context.accessToken : null));
  const logout = useCallback(() => actorRef.send({ type: 'auth.logout' }), [actorRef]);
  const loginSucceeded = useCallback(
    (tokens: { access: string; refresh: string }) => actorRef.send({ type: 'auth.loggedIn', ...tokens }),
    [actorRef],
  );
  return useMemo(
    () => ({ status, isLoggedIn: status === 'loggedIn', userName, accessToken, logout, loginSucceeded }),
    [status, userName, accessToken, logout, loginSucceeded],
  );
}

/** true when isLoggedIn is 'true' and the stored access token is valid right now. */
export function hasValidSession(nowMs = Date.now()): boolean {
  return store.getRaw(KEYS.isLoggedIn) === 'true' && checkAccessToken(store.getRaw(KEYS.access), nowMs).status === 'valid';
}

/**
 * Login gate for actions that need a session (wishlist, cart, buy): returns true when logged in;
 * otherwise sends the visitor to /login (remembering the current path when asked) and returns false.
 */
export function useLoginGate(): (options?: { rememberPath?: boolean }) => boolean {
  const actorRef = useAuthActor();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (options?: { rememberPath?: boolean }) => {
      if (hasValidSession()) return true;
      // The stored session no longer holds: bring the machine (and the header icon) up to date.
      if (authStatusOf(actorRef.getSnapshot()) === 'loggedIn') actorRef.send({ type: 'auth.evaluate' });
      const from = `${location.pathname}${location.search}${location.hash}`;
      void navigate(paths.login, options?.rememberPath ? { state: { from } } : undefined);
      return false;
    },
    [actorRef, navigate, location.pathname, location.search, location.hash],
  );
}
