import { authSessionMachine } from '@machines/authSession';
import { loginMachine } from '@machines/login';
import { registerMachine } from '@machines/register';
import { recoveryMachine } from '@machines/recovery';
import { resetPasswordMachine } from '@machines/resetPassword';
import { profilePageMachine } from '@machines/profilePage';
import { confirmPasswordReset, obtainToken, register, requestPasswordReset, validateResetToken } from '@/api/auth';
import { isPasswordBreached } from '@/api/breach';
import { fetchProfile } from '@/api/profile';
import { apiCall } from '@/lib/apiCall';

/**
 * The account machines' calls (product §7), provided here: the machines name and type them (machines/), this
 * feature runs them against the API.
 */
const loadProfile = apiCall((input: { token: string }, signal) => fetchProfile(input.token, signal));

/** The session machine with its call: GET /api/users/profile/ (storage and navigation are added by AuthProvider). */
export const authSessionWithApi = authSessionMachine.provide({ actors: { loadProfile } });

/** The login machine with its call: POST /api/auth/token/. */
export const loginWithApi = loginMachine.provide({
  actors: { obtainToken: apiCall(obtainToken) },
});

/** The register machine with its calls: the breach range query and POST /api/auth/register/. */
export const registerWithApi = registerMachine.provide({
  actors: {
    checkBreach: apiCall((input: { password: string }, signal) => isPasswordBreached(input.password, signal)),
    register: apiCall(register),
  },
});

/** The recovery machine with its call: POST /api/auth/password-reset/. */
export const recoveryWithApi = recoveryMachine.provide({
  actors: { requestReset: apiCall((input: { email: string }, signal) => requestPasswordReset(input.email, signal)) },
});

/** The reset machine with its calls: validate the link's token, then confirm the new password. */
export const resetPasswordWithApi = resetPasswordMachine.provide({
  actors: {
    validateToken: apiCall((input: { uid: string; token: string }, signal) => validateResetToken(input.uid, input.token, signal)),
    confirmReset: apiCall(confirmPasswordReset),
  },
});

/** The profile page machine with its call: GET /api/users/profile/. */
export const profilePageWithApi = profilePageMachine.provide({
  actors: { loadProfile },
});
