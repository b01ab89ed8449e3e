import { z } from 'zod/mini';
import { onFirstUse } from '../shared';

/** The profile of GET /api/users/profile/ (product §7) and how it is read out of either response shape: pure, no I/O. */

/**
 * Each profile field with its own schema, so one odd field never empties the whole profile. Built on first use,
 * not as the module loads: a first visit never reads a profile, and making zod schemas is start-up work.
 */
function buildProfileFields() {
  const nullableString = z.nullish(z.string());
  return {
    full_name: nullableString,
    age: z.nullish(z.union([z.number(), z.string()])),
    gender: nullableString,
    phone: nullableString,
    birth_date: nullableString,
    birthday: nullableString,
    country: nullableString,
    email: nullableString,
  };
}
const profileFields = onFirstUse(buildProfileFields);

export type Profile = z.infer<z.ZodMiniObject<ReturnType<typeof buildProfileFields>>>;
export type ProfileField = keyof ReturnType<typeof buildProfileFields>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * Parses field by field: a field of the wrong type is left out and its NAME reported in
 * `invalidFields` (never its value: callers log the names only, not personal data).
 */
export function parseProfileFields(record: Record<string, unknown>): { profile: Profile; invalidFields: ProfileField[] } {
  const profile: Record<string, unknown> = {};
  const invalidFields: ProfileField[] = [];
  const fields = profileFields();
  for (const field of Object.keys(fields) as ProfileField[]) {
    if (!(field in record) || record[field] === undefined) continue;
    const parsed = fields[field].safeParse(record[field]);
    if (parsed.success) profile[field] = parsed.data;
    else invalidFields.push(field);
  }
  return { profile: profile as Profile, invalidFields };
}

const hasValue = (profile: Profile) => Object.values(profile).some((v) => v !== undefined && v !== null);

export interface ExtractedProfile {
  profile: Profile | null;
  shape: 'user' | 'top-level' | 'unknown';
  /** Names of the fields left out for having the wrong type. */
  invalidFields: ProfileField[];
}

/**
 * Reads the profile out of either response shape of product §7, keeping every valid field.
 * `shape` says whether the expected { user } wrapper was present (callers log a warning when they
 * had to fall back to a top-level full_name).
 */
export function extractProfile(body: unknown): ExtractedProfile {
  if (isRecord(body)) {
    if (isRecord(body.user)) {
      const { profile, invalidFields } = parseProfileFields(body.user);
      return { profile, shape: 'user', invalidFields };
    }
    const { profile, invalidFields } = parseProfileFields(body);
    if (hasValue(profile)) return { profile, shape: 'top-level', invalidFields };
    return { profile: null, shape: 'unknown', invalidFields };
  }
  return { profile: null, shape: 'unknown', invalidFields: [] };
}

/** Names (never values) of the profile fields left out for having the wrong type, as a warning; null when none were. */
export function invalidFieldsWarning(body: unknown): string | null {
  const { invalidFields } = extractProfile(body);
  return invalidFields.length ? `Profile fields ignored (unexpected type): ${invalidFields.join(', ')}.` : null;
}

/** A text with its surrounding spaces removed; null for anything else, or for text that is only spaces. */
export function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Top-level full_name of a profile body (the fallback of product §7/§8). */
export function topLevelFullName(body: unknown): string | null {
  if (body && typeof body === 'object') return nonEmpty((body as Record<string, unknown>).full_name);
  return null;
}
