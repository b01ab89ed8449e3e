import { TIMINGS } from '@machines/shared';
import { request } from './client';

/** The body as returned: { success, user } or the profile itself. Shape decisions belong to the caller. */
export function fetchProfile(token: string, signal?: AbortSignal): Promise<unknown> {
  return request('/api/users/profile/', { token, timeoutMs: TIMINGS.profileTimeout, signal });
}
