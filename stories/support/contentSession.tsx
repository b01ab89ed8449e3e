import { useLocation } from 'react-router-dom';
import { issueTokens } from '@mocks/handlers/auth';
import { DEMO_USER } from '@mocks/db';
import { RouteLanding } from './RouteLanding';

/** Browser-storage keys the content page stories touch (session, cart, wishlist). */
const KEYS = ['access', 'refresh', 'isLoggedIn', 'cart', 'wishlist', 'wishlistItems', 'lastCheckedProduct'];

/** Starts a story logged out with an empty cart and wishlist; cleans up afterwards. */
export function clearSession(): () => void {
  KEYS.forEach((key) => localStorage.removeItem(key));
  return () => KEYS.forEach((key) => localStorage.removeItem(key));
}

/** Logs the demo user in (valid access and refresh tokens, isLoggedIn 'true'), with an empty cart and wishlist. */
export function logIn(): () => void {
  const cleanup = clearSession();
  const { access, refresh } = issueTokens(DEMO_USER);
  localStorage.setItem('access', access);
  localStorage.setItem('refresh', refresh);
  localStorage.setItem('isLoggedIn', 'true');
  return cleanup;
}

/**
 * Stands in for /login: a labelled landing (path: `location-probe`) with the remembered origin
 * (location.state.from: `login-from`).
 */
export function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  return (
    <RouteLanding>
      <p>
        Return address after login (<code>location.state.from</code>): <code data-testid="login-from">{from}</code>
        {from ? null : 'none'}
      </p>
    </RouteLanding>
  );
}
