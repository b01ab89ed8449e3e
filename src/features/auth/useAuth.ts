import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { authStatusOf, checkAccessToken, type AuthStatus } from '@machines/auth';
import { paths } from '@/config/routes';
import { AuthActorContext, type AuthActorRef } from './AuthProvider';

export interface AuthApi {
  status: AuthStatus;
  isLoggedIn: boolean;
  userName: string | null;
  /** The access token while the session is valid (null otherwise). */
  accessToken: string | null;
  /** The session's access token even when expired or undecodable (the profile page lets the server judge it). */
  sessionToken: string | null;
  /** false when storage refused the session: it ends when the page is closed. */
  sessionKept: boolean;
  logout(): void;
  loginSucceeded(tokens: { access: string; refresh: string }): void;
  /** The server refused the token (401): the session ends, without a redirect (the caller navigates). */
  sessionRejected(): void;
}

/** The auth session: status for the header icon, the user's name, and logout / login actions. */
export function useAuth(): AuthApi {
  const actorRef = AuthActorContext.useActorRef();
  const status = AuthActorContext.useSelector(authStatusOf);
  const userName = AuthActorContext.useSelector((s) => s.context.userName);
  const accessToken = AuthActorContext.useSelector((s) => (authStatusOf(s) === 'loggedIn' ? s.context.accessToken : null));
  const sessionToken = AuthActorContext.useSelector((s) => s.context.accessToken);
  const sessionKept = AuthActorContext.useSelector((s) => s.context.persistence === 'stored');
  const logout = useCallback(() => actorRef.send({ type: 'auth.logout' }), [actorRef]);
  const loginSucceeded = useCallback(
    (tokens: { access: string; refresh: string }) => actorRef.send({ type: 'auth.loggedIn', ...tokens }),
    [actorRef],
  );
  const sessionRejected = useCallback(() => actorRef.send({ type: 'auth.rejected' }), [actorRef]);
  return useMemo(
    () => ({
      status,
      isLoggedIn: status === 'loggedIn',
      userName,
      accessToken,
      sessionToken,
      sessionKept,
      logout,
      loginSucceeded,
      sessionRejected,
    }),
    [status, userName, accessToken, sessionToken, sessionKept, logout, loginSucceeded, sessionRejected],
  );
}

/**
 * true when the session machine is logged in and its access token is still valid right now
 * (product §5 login gates: isLoggedIn, which the machine mirrors, and a valid token). Reads the machine,
 * never storage: a session that storage refused to keep is still a session for this page.
 */
export function hasValidSession(snapshot: ReturnType<AuthActorRef['getSnapshot']>, nowMs = Date.now()): boolean {
  return authStatusOf(snapshot) === 'loggedIn' && checkAccessToken(snapshot.context.accessToken, nowMs).status === 'valid';
}

/**
 * Login gate for actions that need a session (wishlist, cart, buy): returns true when logged in;
 * otherwise sends the visitor to /login (remembering the current path when asked) and returns false.
 */
export function useLoginGate(): (options?: { rememberPath?: boolean }) => boolean {
  const actorRef = AuthActorContext.useActorRef();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (options?: { rememberPath?: boolean }) => {
      const snapshot = actorRef.getSnapshot();
      if (hasValidSession(snapshot)) return true;
      // The token expired a moment ago: bring the machine (and the header icon) up to date.
      if (authStatusOf(snapshot) === 'loggedIn') actorRef.send({ type: 'auth.evaluate' });
      const from = `${location.pathname}${location.search}${location.hash}`;
      void navigate(paths.login, options?.rememberPath ? { state: { from } } : undefined);
      return false;
    },
    [actorRef, navigate, location.pathname, location.search, location.hash],
  );
}

/**
 * Runs `onLoggedOut`, as given at the latest render, each time the visitor logs out in this tab (other tabs
 * follow through storage): what other slices forget at logout (the cart and wishlist of a shared computer).
 */
export function useOnLoggedOut(onLoggedOut: () => void): void {
  const actorRef = AuthActorContext.useActorRef();
  const handler = useRef(onLoggedOut);
  useEffect(() => {
    handler.current = onLoggedOut;
  }, [onLoggedOut]);
  useEffect(() => {
    const subscription = actorRef.on('session.loggedOut', () => handler.current());
    return () => subscription.unsubscribe();
  }, [actorRef]);
}
