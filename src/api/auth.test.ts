import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { fault } from '../../mocks/scenarios';
import { db } from '../../mocks/db';
import { confirmPasswordReset, obtainToken, register, requestPasswordReset, validateResetToken } from './auth';
import { ApiError } from '@machines/shared';
import type { RegisterPayload } from '@machines/auth';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

const payload: RegisterPayload = {
  email: 'nova@example.com',
  full_name: 'Nova Pessoa',
  phone: '+351912345678',
  password: 'Fresh!Pass9',
  password2: 'Fresh!Pass9',
  accept_terms: true,
  gender: null,
  country: 'PT',
  birthday: null,
};

describe('obtainToken (POST /api/auth/token/)', () => {
  it('returns access and refresh for the demo account', async () => {
    const tokens = await obtainToken({ email: 'demo@example.com', password: 'Demo!2345' });
    expect(tokens.access.split('.')).toHaveLength(3);
    expect(tokens.refresh.split('.')).toHaveLength(3);
  });

  it('sends exactly {email, password}', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/auth/token/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ access: 'a', refresh: 'r' });
      }),
    );
    await obtainToken({ email: 'a@b.co', password: 'secret123' });
    expect(body).toEqual({ email: 'a@b.co', password: 'secret123' });
  });

  it('a wrong password is a 401 with detail', async () => {
    const error = await failure(obtainToken({ email: 'demo@example.com', password: 'nope-nope' }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 401,
      body: { detail: 'No active account found with the given credentials' },
    });
  });

  it('missing fields give DRF field arrays', async () => {
    const error = await failure(obtainToken({ email: '', password: '' }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      body: { email: ['This field is required.'], password: ['This field is required.'] },
    });
  });

  it('a 5xx, a network failure and a malformed answer are normalised', async () => {
    server.use(fault('post', '/api/auth/token/', 'server'));
    expect(await failure(obtainToken({ email: 'a@b.co', password: 'x' }))).toMatchObject({ kind: 'http', status: 500 });
    server.use(fault('post', '/api/auth/token/', 'network'));
    expect((await failure(obtainToken({ email: 'a@b.co', password: 'x' }))).kind).toBe('network');
    server.use(fault('post', '/api/auth/token/', 'malformed'));
    expect((await failure(obtainToken({ email: 'a@b.co', password: 'x' }))).kind).toBe('malformed');
    server.use(http.post('*/api/auth/token/', () => HttpResponse.json({ access: 'only' })));
    expect((await failure(obtainToken({ email: 'a@b.co', password: 'x' }))).kind).toBe('malformed');
  });
});

describe('register (POST /api/auth/register/)', () => {
  it('creates the account (201) and the new user can log in', async () => {
    await expect(register(payload)).resolves.toMatchObject({ email: 'nova@example.com' });
    await expect(obtainToken({ email: 'nova@example.com', password: 'Fresh!Pass9' })).resolves.toHaveProperty('access');
  });

  it('a duplicate e-mail is a field error (case-insensitive)', async () => {
    const error = await failure(register({ ...payload, email: 'DEMO@example.com' }));
    expect(error).toMatchObject({ status: 400, body: { email: ['A user with this email already exists.'] } });
  });

  it('returns DRF-style arrays for every invalid field', async () => {
    const error = await failure(
      register({
        email: 'bad',
        full_name: 'A',
        phone: '912',
        password: '1234',
        password2: '12345',
        accept_terms: false,
        gender: 'X' as never,
        country: '',
        birthday: '2999-01-01',
      }),
    );
    expect(error.status).toBe(400);
    const body = error.body as Record<string, string[]>;
    for (const field of [
      'email',
      'full_name',
      'phone',
      'password',
      'password2',
      'accept_terms',
      'gender',
      'country',
      'birthday',
    ]) {
      expect(Array.isArray(body[field]) && typeof body[field][0] === 'string', field).toBe(true);
    }
  });

  it('network failure', async () => {
    server.use(fault('post', '/api/auth/register/', 'network'));
    expect((await failure(register(payload))).kind).toBe('network');
  });
});

describe('password reset calls', () => {
  it('requestPasswordReset answers the same for known and unknown addresses; only the known one gets mail', async () => {
    // product §7: the body is not read, so a success resolves with nothing.
    await expect(requestPasswordReset('nobody@example.com')).resolves.toBeUndefined();
    expect(db.state.mailbox).toHaveLength(0);
    await requestPasswordReset('demo@example.com');
    expect(db.state.mailbox).toHaveLength(1);
  });

  it('validate and confirm a mailed token; it is single-use', async () => {
    await requestPasswordReset('demo@example.com');
    const token = db.state.resetTokens[0]!;
    // Only the ok status is used (product §7): the body is not read.
    await expect(validateResetToken(token.uid, token.token)).resolves.toBeUndefined();
    await expect(
      confirmPasswordReset({ uid: token.uid, token: token.token, new_password: 'Another!Pass1' }),
    ).resolves.toMatchObject({
      detail: 'Password has been reset.',
    });
    expect((await failure(validateResetToken(token.uid, token.token))).status).toBe(400);
    const again = await failure(confirmPasswordReset({ uid: token.uid, token: token.token, new_password: 'Another!Pass2' }));
    expect(again).toMatchObject({ status: 400, body: { detail: 'This reset link is invalid or has expired.' } });
    await expect(obtainToken({ email: 'demo@example.com', password: 'Another!Pass1' })).resolves.toHaveProperty('access');
  });

  it('a reset to a weak password is refused with a detail', async () => {
    await requestPasswordReset('demo@example.com');
    const token = db.state.resetTokens[0]!;
    const error = await failure(confirmPasswordReset({ uid: token.uid, token: token.token, new_password: '12345678' }));
    expect(error).toMatchObject({ status: 400, body: { detail: 'This password is entirely numeric.' } });
  });

  it('5xx and network failures', async () => {
    server.use(fault('post', '/api/auth/password-reset/validate-token/', 'server'));
    expect((await failure(validateResetToken('u', 't'))).status).toBe(500);
    server.use(fault('post', '/api/auth/password-reset/confirm/', 'network'));
    expect((await failure(confirmPasswordReset({ uid: 'u', token: 't', new_password: 'x' }))).kind).toBe('network');
  });
});
