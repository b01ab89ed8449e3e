import { describe, expect, it } from 'vitest';
import { ApiError, bodyFirst, bodyString, isApiError, isOfflineFailure } from './apiError';

describe('ApiError', () => {
  it('carries its kind, status, body and cause', () => {
    const cause = new TypeError('Failed to fetch');
    const error = new ApiError('http', 'HTTP 400', { status: 400, body: { detail: 'x' }, cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('HTTP 400');
    expect(error).toMatchObject({ kind: 'http', status: 400, body: { detail: 'x' }, offline: false });
    expect(error.cause).toBe(cause);
  });

  it('is offline only for a network failure the browser called offline', () => {
    expect(new ApiError('network', 'down', { offline: true }).offline).toBe(true);
    expect(new ApiError('network', 'down').offline).toBe(false);
    // A timeout or an HTTP answer means the request went out: never "offline", whatever the caller says.
    expect(new ApiError('timeout', 'slow', { offline: true }).offline).toBe(false);
    expect(new ApiError('http', 'HTTP 503', { status: 503, offline: true }).offline).toBe(false);
  });

  it('isApiError and isOfflineFailure tell ApiErrors from anything else', () => {
    const offline = new ApiError('network', 'down', { offline: true });
    expect(isApiError(offline)).toBe(true);
    expect(isOfflineFailure(offline)).toBe(true);
    for (const other of [new Error('down'), { kind: 'network', offline: true }, 'offline', null, undefined]) {
      expect(isApiError(other)).toBe(false);
      expect(isOfflineFailure(other)).toBe(false);
    }
    expect(isOfflineFailure(new ApiError('malformed', 'bad JSON'))).toBe(false);
  });
});

describe('error body fields', () => {
  it('bodyString reads a non-blank string field, nothing else', () => {
    expect(bodyString({ detail: 'Token inválido' }, 'detail')).toBe('Token inválido');
    expect(bodyString({ detail: '   ' }, 'detail')).toBeUndefined();
    expect(bodyString({ detail: ['a'] }, 'detail')).toBeUndefined();
    expect(bodyString({ detail: 42 }, 'detail')).toBeUndefined();
    expect(bodyString({ other: 'x' }, 'detail')).toBeUndefined();
    for (const body of [null, undefined, 'detail', 7]) expect(bodyString(body, 'detail')).toBeUndefined();
  });

  it('bodyFirst reads the first message of a field list (DRF style) or a plain string', () => {
    expect(bodyFirst({ email: ['Já existe uma conta.', 'second'] }, 'email')).toBe('Já existe uma conta.');
    expect(bodyFirst({ email: 'Já existe uma conta.' }, 'email')).toBe('Já existe uma conta.');
    expect(bodyFirst({ email: [] }, 'email')).toBeUndefined();
    expect(bodyFirst({ email: [{ code: 'x' }] }, 'email')).toBeUndefined();
    expect(bodyFirst({ email: ' ' }, 'email')).toBeUndefined();
    for (const body of [null, undefined, ['email'], 'email']) expect(bodyFirst(body, 'email')).toBeUndefined();
  });
});
