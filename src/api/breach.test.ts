import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { fault } from '../../mocks/scenarios';
import { fetchBreachRange, isPasswordBreached, sha1Hex } from './breach';

const RANGE = 'https://api.pwnedpasswords.com/range/:prefix';

describe('sha1Hex', () => {
  it('is the upper-case hex SHA-1 (Web Crypto)', async () => {
    expect(await sha1Hex('password')).toBe('5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8');
    expect(await sha1Hex('')).toBe('DA39A3EE5E6B4B0D3255BFEF95601890AFD80709');
  });
});

describe('isPasswordBreached', () => {
  it('sends only the first 5 hex characters and compares the suffixes', async () => {
    const seen: string[] = [];
    server.use(
      http.get(RANGE, ({ params }) => {
        seen.push(String(params.prefix));
        return new HttpResponse('0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n1E4C9B93F3F0682250B6CF8331B7EE68FD8:3861493\r\n', {
          headers: { 'Content-Type': 'text/plain' },
        });
      }),
    );
    await expect(isPasswordBreached('password')).resolves.toBe(true);
    expect(seen).toEqual(['5BAA6']);
    await expect(isPasswordBreached('Unlisted!Pass9')).resolves.toBe(false);
  });

  it('knows the mock list of common breached passwords', async () => {
    await expect(isPasswordBreached('Password123!')).resolves.toBe(true);
    await expect(isPasswordBreached('Qwerty123!')).resolves.toBe(true);
    await expect(isPasswordBreached('Very!Unusual#Horse42')).resolves.toBe(false);
  });

  it('a count of 0 (padding lines) is not a breach', async () => {
    server.use(http.get(RANGE, () => new HttpResponse('1E4C9B93F3F0682250B6CF8331B7EE68FD8:0')));
    await expect(isPasswordBreached('password')).resolves.toBe(false);
  });

  it('rejects when the service fails (the caller then accepts the password)', async () => {
    server.use(fault('get', RANGE, 'server'));
    await expect(isPasswordBreached('password')).rejects.toMatchObject({ kind: 'http', status: 500 });
    server.use(fault('get', RANGE, 'network'));
    await expect(isPasswordBreached('password')).rejects.toMatchObject({ kind: 'network' });
  });

  it('fetchBreachRange returns the raw text', async () => {
    const text = await fetchBreachRange('5BAA6');
    expect(text.split('\r\n').every((line) => /^[0-9A-F]{35}:\d+$/.test(line))).toBe(true);
  });
});
