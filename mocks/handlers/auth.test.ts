import { describe, expect, it } from 'vitest';
import { db, DEMO_USER } from '../db';
import { verifyToken } from '../jwt';
import { ACCESS_TTL_SECONDS, validatePassword } from './auth';

const post = (path: string, body: unknown) =>
  fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('mock account service', () => {
  it('issues JWT-shaped tokens with a real exp; the access token lives one hour', async () => {
    const res = await post('/api/auth/token/', { email: ' Demo@Example.com ', password: DEMO_USER.password });
    expect(res.status).toBe(200);
    const { access, refresh } = (await res.json()) as { access: string; refresh: string };
    const claims = verifyToken(access)!;
    expect(claims).toMatchObject({ user_id: 'u-demo', token_type: 'access' });
    expect(claims.exp - claims.iat).toBe(ACCESS_TTL_SECONDS);
    expect(verifyToken(refresh)?.token_type).toBe('refresh');
  });

  it('answers 401 with detail for a wrong password and for an unknown user alike', async () => {
    for (const body of [
      { email: DEMO_USER.email, password: 'wrong-password' },
      { email: 'ghost@example.com', password: DEMO_USER.password },
    ]) {
      const res = await post('/api/auth/token/', body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ detail: 'No active account found with the given credentials' });
    }
  });

  it('answers 400 to a body that is not JSON', async () => {
    expect((await post('/api/auth/token/', 'nope')).status).toBe(400);
    const reg = await post('/api/auth/register/', '[]');
    expect(reg.status).toBe(400);
    expect(await reg.json()).toEqual({ non_field_errors: ['Invalid request body.'] });
  });

  it('refuses a too common password and a password2 that does not match at registration', async () => {
    const res = await post('/api/auth/register/', {
      email: 'x@example.com',
      full_name: 'Xavier',
      phone: '+351912345678',
      password: 'Password123!',
      password2: 'Password123?',
      accept_terms: true,
      gender: null,
      country: 'PT',
      birthday: null,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      password: ['This password is too common.'],
      password2: ["Password fields didn't match."],
    });
  });

  it('mails a plain-text reset link (never HTML) for a known user only', async () => {
    await post('/api/auth/password-reset/', { email: 'ghost@example.com' });
    expect(db.state.mailbox).toHaveLength(0);
    const res = await post('/api/auth/password-reset/', { email: DEMO_USER.email });
    expect(res.status).toBe(200);
    const mail = db.state.mailbox[0]!;
    expect(mail.body).not.toMatch(/<[a-z]/i);
    expect(mail.link).toMatch(/^\/reset-password\/[\w%-]+\/[\w%-]+$/);
    expect(db.state.resetTokens[0]).toMatchObject({ email: DEMO_USER.email, used: false });
  });

  it('reset tokens expire, and a successful reset closes every open link of the account', async () => {
    await post('/api/auth/password-reset/', { email: DEMO_USER.email });
    await post('/api/auth/password-reset/', { email: DEMO_USER.email });
    const [second, first] = [db.state.resetTokens[1]!, db.state.resetTokens[0]!];
    const ok = await post('/api/auth/password-reset/confirm/', {
      uid: second.uid,
      token: second.token,
      new_password: 'Good!Pass123',
    });
    expect(ok.status).toBe(200);
    const other = await post('/api/auth/password-reset/validate-token/', { uid: first.uid, token: first.token });
    expect(other.status).toBe(400);

    await post('/api/auth/password-reset/', { email: DEMO_USER.email });
    const fresh = db.state.resetTokens[2]!;
    db.update((d) => {
      d.resetTokens[2]!.expires = Date.now() - 1;
    });
    const expired = await post('/api/auth/password-reset/validate-token/', { uid: fresh.uid, token: fresh.token });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ detail: 'Invalid or expired token.' });
  });

  it('validatePassword mirrors the usual server rules', () => {
    expect(validatePassword('')).toEqual(['This field is required.']);
    expect(validatePassword('short')).toEqual(['This password is too short. It must contain at least 8 characters.']);
    expect(validatePassword('12345678')).toEqual(['This password is entirely numeric.']);
    expect(validatePassword('qwerty123!')).toEqual(['This password is too common.']);
    expect(validatePassword('anasilva!1X', { email: 'anasilva@example.com' })).toEqual([
      'The password is too similar to the email.',
    ]);
    expect(validatePassword('Good!Pass123', { email: 'ana@example.com' })).toEqual([]);
  });
});
