import { tokenSchema, type Credentials, type PasswordResetConfirmation, type RegisterPayload } from '@machines/auth';
import { request } from './client';

/** POST /api/auth/token/ {email, password} -> {access, refresh} */
export function obtainToken(credentials: Credentials, signal?: AbortSignal) {
  return request('/api/auth/token/', { method: 'POST', body: credentials, schema: tokenSchema(), signal });
}

/** POST /api/auth/register/ — payload exactly per product §7. */
export function register(payload: RegisterPayload, signal?: AbortSignal) {
  return request('/api/auth/register/', { method: 'POST', body: payload, signal });
}

/** POST /api/auth/password-reset/ {email}; the body is not read. */
export function requestPasswordReset(email: string, signal?: AbortSignal) {
  return request('/api/auth/password-reset/', { method: 'POST', body: { email }, ignoreBody: true, signal });
}

/** POST /api/auth/password-reset/validate-token/ {uid, token}; only the ok status is used. */
export function validateResetToken(uid: string, token: string, signal?: AbortSignal) {
  return request('/api/auth/password-reset/validate-token/', { method: 'POST', body: { uid, token }, ignoreBody: true, signal });
}

/** POST /api/auth/password-reset/confirm/ {uid, token, new_password}; on failure the body's detail is read. */
export function confirmPasswordReset(payload: PasswordResetConfirmation, signal?: AbortSignal) {
  return request('/api/auth/password-reset/confirm/', { method: 'POST', body: payload, signal });
}
