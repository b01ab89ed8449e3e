import { config } from '@/config/env';
import { TIMINGS } from '@machines/shared';
import { request } from './client';

/** GET {breach service}/range/{first 5 hex of SHA-1}: text lines SUFFIX:COUNT. */
export function fetchBreachRange(prefix: string, signal?: AbortSignal): Promise<string> {
  return request(`${config.breachApiUrl}/${prefix}`, {
    absolute: true,
    text: true,
    signal,
    timeoutMs: TIMINGS.breachTimeout,
  }) as Promise<string>;
}

export async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/**
 * true when the password appears in the breach corpus (k-anonymity: only 5 hash characters leave the browser).
 * Any failure of the check rejects; the caller accepts the password in that case (product §5).
 */
export async function isPasswordBreached(password: string, signal?: AbortSignal): Promise<boolean> {
  const hash = await sha1Hex(password);
  const prefix = hash.slice(0, 5);
  const suffix = hash.slice(5);
  const body = await fetchBreachRange(prefix, signal);
  return body.split(/\r?\n/).some((line) => {
    const [candidate, count] = line.trim().split(':');
    return candidate?.toUpperCase() === suffix && Number(count ?? '1') > 0;
  });
}
