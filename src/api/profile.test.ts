import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { fault } from '../../mocks/scenarios';
import { signToken } from '../../mocks/jwt';
import { ApiError } from './client';
import { extractProfile, fetchProfile } from './profile';

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

describe('extractProfile', () => {
  it('reads the user wrapper, then the body itself', () => {
    expect(extractProfile({ success: true, user: { full_name: 'A', birthday: '2000-01-01' } })).toEqual({
      profile: { full_name: 'A', birthday: '2000-01-01' },
      shape: 'user',
      invalidFields: [],
    });
    expect(extractProfile({ full_name: 'B', email: 'b@example.com' })).toEqual({
      profile: { full_name: 'B', email: 'b@example.com' },
      shape: 'top-level',
      invalidFields: [],
    });
  });

  it('gives nothing for empty or unreadable bodies', () => {
    for (const body of [undefined, null, '', 'text', 42, {}, { user: 'x' }, { full_name: 12 }, [{ full_name: 'A' }]]) {
      expect(extractProfile(body).profile).toBeNull();
    }
  });

  it('accepts age as number or text and nulls', () => {
    expect(extractProfile({ user: { full_name: 'A', age: '34', phone: null } }).profile).toEqual({
      full_name: 'A',
      age: '34',
      phone: null,
    });
  });

  it('keeps every valid field when others have the wrong type, and names the bad ones', () => {
    const result = extractProfile({
      success: true,
      user: { full_name: 'Ana Demo', email: 'ana@example.com', phone: 351912345678, age: { years: 34 }, country: 'PT' },
    });
    expect(result).toEqual({
      profile: { full_name: 'Ana Demo', email: 'ana@example.com', country: 'PT' },
      shape: 'user',
      invalidFields: ['age', 'phone'],
    });
  });

  it('a top-level body with one odd field still gives the name', () => {
    expect(extractProfile({ full_name: 'Top', gender: 3 })).toEqual({
      profile: { full_name: 'Top' },
      shape: 'top-level',
      invalidFields: ['gender'],
    });
  });
});
