import { z } from 'zod/mini';
import { request } from './client';

/** POST /api/auth/token/ {email, password} -> {access, refresh} */
export const tokenSchema = z.object({ access: z.string().check(z.minLength(1)), refresh: z.string().check(z.minLength(1)) });
export type TokenPair = z.infer<typeof tokenSchema>;

export function obtainToken(credentials: { email: string; password: string }, signal?: AbortSignal) {
  return request('/api/auth/token/', { method: 'POST', body: credentials, schema: tokenSchema, signal });
}

/** POST /api/auth/register/ — payload exactly per product §7. */
export interface RegisterPayload {
  email: string;
  full_name: string;
  phone: string;
  password: string;
  password2: string;
  accept_terms: boolean;
  gender: 'M' | 'F' | 'O' | 'PNS' | null;
  country: string;
  birthday: string | null;
}

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
export function confirmPasswordReset(payload: { uid: string; token: string; new_password: string }, signal?: AbortSignal) {
  return request('/api/auth/password-reset/confirm/', { method: 'POST', body: payload, signal });
}
