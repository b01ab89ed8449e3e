import { DEMO_USER, resetDb } from '../../mocks/db';
import { issueTokens } from '../../mocks/handlers/auth';
import { signToken } from '../../mocks/jwt';

/** Clean browser storage and the mock db (persisted in localStorage) before an account story. */
export function resetAccounts() {
  localStorage.clear();
  resetDb();
}

/** Stores a valid demo session, as a login would. */
export function seedDemoSession() {
  const { access, refresh } = issueTokens(DEMO_USER);
  localStorage.setItem('access', access);
  localStorage.setItem('refresh', refresh);
  localStorage.setItem('isLoggedIn', 'true');
}

/** Stores an expired (but well-formed) demo session. */
export function seedExpiredSession() {
  const claims = { user_id: DEMO_USER.id, email: DEMO_USER.email };
  localStorage.setItem('access', signToken({ ...claims, token_type: 'access' }, -60));
  localStorage.setItem('refresh', signToken({ ...claims, token_type: 'refresh' }, 3600));
  localStorage.setItem('isLoggedIn', 'true');
}
