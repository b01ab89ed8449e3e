import { useCallback, useContext, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { authStatusOf, checkAccessToken, type AuthStatus } from '@machines/auth/authSession.machine';
import { paths } from '@/config/routes';
import { AuthContext, type AuthActorRef } from './AuthProvider';

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
  const sessionToken = useSelector(actorRef, (s) => s.context.accessToken);
  const sessionKept = useSelector(actorRef, (s) => s.context.persistence === 'stored');
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
  const actorRef = useAuthActor();
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
