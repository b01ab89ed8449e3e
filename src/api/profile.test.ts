import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { fault } from '../../mocks/scenarios';
import { signToken } from '../../mocks/jwt';
import { fetchProfile } from './profile';
import { ApiError } from '@machines/shared';

const token = (ttl = 600, user_id = 'u-demo') => signToken({ user_id, email: 'demo@example.com', token_type: 'access' }, ttl);

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('fetchProfile (GET /api/users/profile/)', () => {
  it('sends the bearer token and returns { success, user }', async () => {
    const body = await fetchProfile(token());
    expect(body).toEqual({
      success: true,
      user: {
        full_name: 'Ana Demo',
        email: 'demo@example.com',
        phone: '+351912345678',
        gender: 'F',
        country: 'PT',
        birth_date: '1990-05-17',
      },
    });
  });

  it('401 for an expired, forged or refresh token', async () => {
    expect((await failure(fetchProfile(token(-1)))).status).toBe(401);
    expect((await failure(fetchProfile('a.b.c'))).status).toBe(401);
    const refresh = signToken({ user_id: 'u-demo', email: 'demo@example.com', token_type: 'refresh' }, 600);
    expect((await failure(fetchProfile(refresh))).status).toBe(401);
  });

  it('404 and 5xx keep their status and body; network failures are normalised', async () => {
    server.use(fault('get', '/api/users/profile/', 'notFound'));
    expect(await failure(fetchProfile(token()))).toMatchObject({ kind: 'http', status: 404, body: { detail: 'Not found.' } });
    server.use(fault('get', '/api/users/profile/', 'server'));
    expect((await failure(fetchProfile(token()))).status).toBe(500);
    server.use(fault('get', '/api/users/profile/', 'network'));
    expect((await failure(fetchProfile(token()))).kind).toBe('network');
  });

  it('a 200 whose body is not JSON (an HTML page) is malformed', async () => {
    server.use(fault('get', '/api/users/profile/', 'malformed'));
    expect(await failure(fetchProfile(token()))).toMatchObject({ kind: 'malformed', status: 200 });
  });

  it('an answer without a user wrapper is returned as is', async () => {
    server.use(http.get('*/api/users/profile/', () => HttpResponse.json({ full_name: 'Top' })));
    await expect(fetchProfile(token())).resolves.toEqual({ full_name: 'Top' });
  });
});
