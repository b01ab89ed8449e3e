import { z } from 'zod/mini';
import { TIMINGS } from '@/config/constants';
import { request } from './client';

const nullableString = z.nullish(z.string());

export const profileSchema = z.object({
  full_name: nullableString,
  age: z.nullish(z.union([z.number(), z.string()])),
  gender: nullableString,
  phone: nullableString,
  birth_date: nullableString,
  birthday: nullableString,
  country: nullableString,
  email: nullableString,
});
export type Profile = z.infer<typeof profileSchema>;

/** The body as returned: { success, user } or the profile itself. Shape decisions belong to the caller. */
export function fetchProfile(token: string, signal?: AbortSignal): Promise<unknown> {
  return request('/api/users/profile/', { token, timeoutMs: TIMINGS.profileTimeout, signal });
}

/**
 * Reads the profile out of either response shape of SPEC §7.
 * Returns the profile and whether the expected { user } wrapper was present
 * (callers log a warning when they had to fall back to a top-level full_name).
 */
export function extractProfile(body: unknown): { profile: Profile | null; shape: 'user' | 'top-level' | 'unknown' } {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (record.user && typeof record.user === 'object') {
      const parsed = profileSchema.safeParse(record.user);
      if (parsed.success) return { profile: parsed.data, shape: 'user' };
    }
    const parsed = profileSchema.safeParse(record);
    if (parsed.success && Object.values(parsed.data).some((v) => v !== undefined && v !== null)) {
      return { profile: parsed.data, shape: 'top-level' };
    }
  }
  return { profile: null, shape: 'unknown' };
}
