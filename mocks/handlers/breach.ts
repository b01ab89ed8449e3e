import { http, HttpResponse } from 'msw';
import { config } from '../../src/config/env';

/**
 * Stand-in for the breached-password range API (k-anonymity): GET /range/{5 hex} answers
 * SUFFIX:COUNT lines, as the real service does. It knows the SHA-1 hashes of a few common passwords.
 */
export const BREACHED_PASSWORDS = ['Password123!', 'Qwerty123!', 'Welcome1!', 'P@ssw0rd', 'Password1!', 'password'];

async function sha1(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

let known: Promise<string[]> | null = null;
const knownHashes = () => (known ??= Promise.all(BREACHED_PASSWORDS.map(sha1)));

/** Deterministic filler suffixes so responses look like the real (long) lists. */
function filler(prefix: string): string[] {
  const lines: string[] = [];
  let seed = parseInt(prefix, 16) || 1;
  for (let i = 0; i < 24; i += 1) {
    let suffix = '';
    for (let j = 0; j < 35; j += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      suffix += (seed % 16).toString(16).toUpperCase();
    }
    lines.push(`${suffix}:${(seed % 40) + 1}`);
  }
  return lines;
}

export const breachHandlers = [
  http.get(`${config.breachApiUrl}/:prefix`, async ({ params }) => {
    const prefix = String(params.prefix).toUpperCase();
    if (!/^[0-9A-F]{5}$/.test(prefix)) return new HttpResponse('The hash prefix was not in a valid format', { status: 400 });
    const hits = (await knownHashes()).filter((h) => h.startsWith(prefix)).map((h) => `${h.slice(5)}:${1000 + h.charCodeAt(6)}`);
    const body = [...filler(prefix), ...hits].sort().join('\r\n');
    return new HttpResponse(body, { headers: { 'Content-Type': 'text/plain' } });
  }),
];
