import { z } from 'zod/mini';
import { onFirstUse } from '../shared';

/**
 * The shapes of the account calls (product §7), shared by the API client (which sends and checks them) and the
 * machines (which build and receive them): pure, no I/O.
 */

const buildTokenSchema = () => z.object({ access: z.string().check(z.minLength(1)), refresh: z.string().check(z.minLength(1)) });

/**
 * The answer of POST /api/auth/token/: both tokens, non-empty. Made on first use, not as the module loads
 * (making zod schemas is start-up work a first visit does not need).
 */
export const tokenSchema = onFirstUse(buildTokenSchema);
export type TokenPair = z.infer<ReturnType<typeof buildTokenSchema>>;

/** The login credentials as sent (email trimmed). */
export interface Credentials {
  email: string;
  password: string;
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

/** POST /api/auth/password-reset/confirm/. */
export interface PasswordResetConfirmation {
  uid: string;
  token: string;
  new_password: string;
}

/** POST /api/send_contact_email/ — the contact page sends without subject. */
export interface ContactPayload {
  full_name: string;
  email: string;
  subject?: string;
  message: string;
}
