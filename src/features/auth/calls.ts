import { authSessionMachine } from '@machines/auth';
import { confirmPasswordReset, obtainToken, register, requestPasswordReset, validateResetToken } from '@/api/auth';
import { isPasswordBreached } from '@/api/breach';
import { fetchProfile } from '@/api/profile';
import { apiCall } from '@/lib/apiCall';

/**
 * The account machines' calls (product §7), implemented here: the machines name and type them (machines/),
 * the pages give them these with `.provide({ actors })`. Only the calls live here, not the machines: the
 * app shell imports this feature, and the account machines stay in their pages' chunks.
 */
const loadProfile = apiCall((input: { token: string }, signal) => fetchProfile(input.token, signal));

/** The session machine with its call: GET /api/users/profile/ (storage and navigation are added by AuthProvider). */
export const authSessionWithApi = authSessionMachine.provide({ actors: { loadProfile } });

/** The login machine's call: POST /api/auth/token/. */
export const loginCalls = { obtainToken: apiCall(obtainToken) };

/** The register machine's calls: the breach range query and POST /api/auth/register/. */
export const registerCalls = {
  checkBreach: apiCall((input: { password: string }, signal) => isPasswordBreached(input.password, signal)),
  register: apiCall(register),
};

/** The recovery machine's call: POST /api/auth/password-reset/. */
export const recoveryCalls = {
  requestReset: apiCall((input: { email: string }, signal) => requestPasswordReset(input.email, signal)),
};

/** The reset machine's calls: validate the link's token, then confirm the new password. */
export const resetPasswordCalls = {
  validateToken: apiCall((input: { uid: string; token: string }, signal) => validateResetToken(input.uid, input.token, signal)),
  confirmReset: apiCall(confirmPasswordReset),
};

/** The profile page machine's call: GET /api/users/profile/. */
export const profilePageCalls = { loadProfile };
