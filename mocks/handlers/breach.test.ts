import { describe, expect, it } from 'vitest';
import { BREACHED_PASSWORDS } from './breach';

const sha1 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();

const range = (prefix: string) => fetch(`https://api.pwnedpasswords.com/range/${prefix}`);

describe('mock breached-password range API', () => {
  it('answers SUFFIX:COUNT lines (35 hex characters) like the real service', async () => {
    const res = await range('ABCDE');
    expect(res.headers.get('Content-Type')).toContain('text/plain');
    const lines = (await res.text()).split('\r\n');
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(line).toMatch(/^[0-9A-F]{35}:\d+$/);
  });

  it('includes the suffix of every known breached password under its prefix', async () => {
    for (const password of BREACHED_PASSWORDS) {
      const hash = await sha1(password);
      const body = await (await range(hash.slice(0, 5))).text();
      expect(body, password).toContain(`${hash.slice(5)}:`);
    }
  });

  it('accepts lower-case prefixes and refuses malformed ones with 400', async () => {
    expect((await range('abcde')).status).toBe(200);
    expect((await range('XYZ12')).status).toBe(400);
    expect((await range('1234')).status).toBe(400);
  });
});
