import { keyMessage, type AccountMessage } from './accountMessages';

/**
 * Input bounds and formats shared by every form. Each text field has a longest value: the views put it
 * in the markup (`maxLength`, which cuts a paste), and the machines cut any longer value again on change (a
 * script, a browser without maxLength) and say so with `TOO_LONG_KEY`. Every format check runs in linear
 * time on any input (machines/shared/inputRules.test.ts feeds each one 100,000 characters).
 */
export const INPUT_MAX_LENGTH = {
  /** An address's longest form (RFC 5321: 254 characters in a path). */
  email: 254,
  /** Full names. */
  name: 150,
  /** The phone as typed: up to PHONE_MAX_DIGITS digits with spaces, hyphens and a plus. */
  phone: 30,
  password: 128,
  /** A contact message. */
  message: 5000,
} as const;

/** At most this many digits in a phone number (E.164 has 15; some national plans more). */
export const PHONE_MAX_DIGITS = 20;

/** "Too long: cut to {{max}} characters." (same key in both translation files). */
export const TOO_LONG_KEY = 'forms.errors.tooLong';

/** The value cut to `max` characters, and whether it had to be cut. */
export function clampInput(value: unknown, max: number): { value: string; cut: boolean } {
  const text = typeof value === 'string' ? value : String(value ?? '');
  return text.length > max ? { value: text.slice(0, max), cut: true } : { value: text, cut: false };
}

/** The message for a value that was cut. */
export const tooLongMessage = (max: number): AccountMessage => keyMessage(TOO_LONG_KEY, { max });

const NO_SPACE_OR_AT = /^[^\s@]+$/;

/**
 * E-mail format of the forms (product §5): something, one "@", a domain with a dot that is neither its
 * first nor its last character, no whitespace. Linear: the old single pattern
 * (/^[^\s@]+@[^\s@]+\.[^\s@]+$/) backtracked quadratically: a crafted address could take seconds.
 */
export function isEmailAddress(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return NO_SPACE_OR_AT.test(local) && NO_SPACE_OR_AT.test(domain) && domain.slice(1, -1).includes('.');
}

/** Only digits, spaces, hyphens and an optional leading plus (product §5 Register). Linear: one class, no nesting. */
export const PHONE_PATTERN = /^\+?[\d\s-]+$/;

/** The digits of a phone as typed. */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');
