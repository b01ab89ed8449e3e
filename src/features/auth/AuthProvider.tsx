import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { createActorContext } from '@xstate/react';
import { paths } from '@/config/routes';
import { useToasts } from '@/features/toasts';
import { authSessionWithApi } from './calls';
import { authSessionLogic, createSessionMirror } from './sessionMirror';

/** The app-wide auth session actor: its context, hooks (`useActorRef`, `useSelector`) and provider. */
export const AuthActorContext = createActorContext(authSessionWithApi);

export type AuthActorRef = ReturnType<typeof AuthActorContext.useActorRef>;

const mirror = createSessionMirror();

export const readAccessToken = () => mirror.read().access;
const readRefreshToken = () => mirror.read().refresh;
const readExpiredMarker = () => mirror.read().expired;

/** Storage is read through these as the actor starts, never during a render. */
const sessionOptions = { input: { readAccessToken, readRefreshToken, readExpiredMarker } };

/**
 * The app-wide auth session actor, the source of truth for the session (storage is its mirror).
 * Must sit inside the router: it re-evaluates the session on every route change (product §4 Auth); the
 * machine follows the other tabs through the `storage` events (`watchOtherTabs`, sessionMirror.ts). When storage
 * refuses a login's tokens, a toast says the session will not survive closing the page. Needs the ToastProvider
 * above it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // The logic is created once. The navigate captured here stays usable: the data router's navigate is
  // stable, and the target is an absolute path, so it never depends on the location it was created at.
  // A new history entry starts at the top (app/scroll), which is the "scrolls to top" of logout.
  const [logic] = useState(() =>
    authSessionLogic(mirror, () => {
      void navigate(paths.login);
    }),
  );

  return (
    <AuthActorContext.Provider logic={logic} options={sessionOptions}>
      <FollowRoutesAndStorage />
      {children}
    </AuthActorContext.Provider>
  );
}

/** Re-evaluates the session on route changes and says when storage refused it; renders nothing. */
function FollowRoutesAndStorage() {
  const actorRef = AuthActorContext.useActorRef();
  const { t } = useTranslation();
  const { show } = useToasts();

  // Every route change re-evaluates the session (the first location is evaluated by the machine itself).
  const { key, pathname } = useLocation();
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    actorRef.send({ type: 'auth.evaluate' });
  }, [key, pathname, actorRef]);

  // Storage refused the session: logged in for this page only, and the visitor is told.
  useEffect(() => {
    const subscription = actorRef.on('session.notKept', () => {
      show('info', t('auth.sessionNotKept'), { duration: null });
    });
    return () => subscription.unsubscribe();
  }, [actorRef, show, t]);

  return null;
}
