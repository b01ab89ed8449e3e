import { LIMITS } from '../shared';

/**
 * Password strength (product §4 "Password strength", §5 "Strength points").
 *
 * Scoring, one point each:
 *   1. length >= 8 (LIMITS.passwordMin)
 *   2. length >= 12 (the "12 or more adds a point" rule)
 *   3. an uppercase letter (A-Z or any letter with an upper case form)
 *   4. a lowercase letter
 *   5. a digit
 *   6. a special character (anything that is not a letter, digit or white space)
 * The sum is capped at 5 (LIMITS.strengthCap), so the level is 0..5:
 *   0 very weak, 1 weak, 2 moderate, 3 strong, 4 very strong, 5 excellent.
 * An empty password is level 0. Pure: used by the register machine and the strength panel.
 */
export type StrengthLevel = 0 | 1 | 2 | 3 | 4 | 5;

export const STRENGTH_LABEL_KEYS = [
  'strength.levels.veryWeak',
  'strength.levels.weak',
  'strength.levels.moderate',
  'strength.levels.strong',
  'strength.levels.veryStrong',
  'strength.levels.excellent',
] as const;

export interface PasswordChecks {
  length: boolean;
  longLength: boolean;
  upper: boolean;
  lower: boolean;
  digit: boolean;
  special: boolean;
}

export interface PasswordStrength {
  level: StrengthLevel;
  /** Points before the cap (0..6). */
  points: number;
  labelKey: (typeof STRENGTH_LABEL_KEYS)[StrengthLevel];
  checks: PasswordChecks;
}

const LONG_LENGTH = 12;

export function passwordChecks(password: string): PasswordChecks {
  return {
    length: password.length >= LIMITS.passwordMin,
    longLength: password.length >= LONG_LENGTH,
    upper: /\p{Lu}/u.test(password),
    lower: /\p{Ll}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{Nd}\s]/u.test(password),
  };
}

export function passwordStrength(password: string): PasswordStrength {
  const checks = passwordChecks(password);
  const points = Object.values(checks).filter(Boolean).length;
  const level = Math.min(points, LIMITS.strengthCap) as StrengthLevel;
  return { level, points, labelKey: STRENGTH_LABEL_KEYS[level], checks };
}
