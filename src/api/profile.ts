import { TIMINGS } from '@/config/constants';
import { request } from './client';

export { extractProfile, parseProfileFields, type ExtractedProfile, type Profile, type ProfileField } from '@/lib/profile';

/** The body as returned: { success, user } or the profile itself. Shape decisions belong to the caller. */
export function fetchProfile(token: string, signal?: AbortSignal): Promise<unknown> {
  return request('/api/users/profile/', { token, timeoutMs: TIMINGS.profileTimeout, signal });
}
