import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { request } from './client';
import { confirmPasswordReset, obtainToken, register, requestPasswordReset, validateResetToken } from './auth';
import { sendContactEmail } from './contact';
import { fetchFile } from './files';
import { ApiError } from '@machines/shared';

/**
 * Safari/iOS before 17.4 and Firefox before 124 have no AbortSignal.any. With it deleted, every call
 * still works, still times out and still follows the caller's signal.
 */
const nativeAny = Object.getOwnPropertyDescriptor(AbortSignal, 'any');

beforeEach(() => {
  delete (AbortSignal as unknown as { any?: unknown }).any;
  expect(typeof (AbortSignal as unknown as { any?: unknown }).any).toBe('undefined');
});
afterEach(() => {
  if (nativeAny) Object.defineProperty(AbortSignal, 'any', nativeAny);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

const hang = () => new Promise<never>(() => {});

describe('request() without AbortSignal.any', () => {
  it('times out at its timeout, with or without a caller signal', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get('*/api/slow/', hang));
    for (const signal of [undefined, new AbortController().signal]) {
      let outcome: unknown = 'pending';
      const settled = request('/api/slow/', { timeoutMs: 2000, signal }).catch((error: unknown) => {
        outcome = error;
      });
      await vi.advanceTimersByTimeAsync(1999);
      expect(outcome).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      await settled;
      expect(outcome).toMatchObject({ kind: 'timeout' });
    }
  });

  it("stops when the caller's signal aborts, and that is not a timeout", async () => {
    server.use(http.get('*/api/slow/', hang));
    const caller = new AbortController();
    const pending = failure(request('/api/slow/', { signal: caller.signal }));
    caller.abort();
    const error = await pending;
    expect(error.kind).toBe('network');
    expect(error.kind).not.toBe('timeout');
  });

  it('an already aborted caller signal never reaches the server', async () => {
    let reached = false;
    server.use(
      http.get('*/api/x/', () => {
        reached = true;
        return hang();
      }),
    );
    const caller = new AbortController();
    caller.abort();
    expect((await failure(request('/api/x/', { signal: caller.signal }))).kind).toBe('network');
    expect(reached).toBe(false);
  });

  it('login, register, contact and the reset calls work (with a caller signal, as the machines pass one)', async () => {
    const signal = new AbortController().signal;
    const tokens = await obtainToken({ email: 'demo@example.com', password: 'Demo!2345' }, signal);
    expect(tokens.access.split('.')).toHaveLength(3);

    await expect(
      register(
        {
          email: 'nova@example.com',
          full_name: 'Nova Pessoa',
          phone: '+351912345678',
          password: 'Fresh!Pass9',
          password2: 'Fresh!Pass9',
          accept_terms: true,
          gender: null,
          country: 'PT',
          birthday: null,
        },
        signal,
      ),
    ).resolves.toMatchObject({ email: 'nova@example.com' });

    await expect(
      sendContactEmail({ full_name: 'Ana', email: 'ana@example.com', subject: 'duvida', message: 'Olá' }, signal),
    ).resolves.toBeDefined();

    await requestPasswordReset('demo@example.com', signal);
    const token = db.state.resetTokens[0]!;
    await expect(validateResetToken(token.uid, token.token, signal)).resolves.toBeUndefined();
    await expect(
      confirmPasswordReset({ uid: token.uid, token: token.token, new_password: 'Another!Pass1' }, signal),
    ).resolves.toMatchObject({ detail: 'Password has been reset.' });
    await expect(obtainToken({ email: 'demo@example.com', password: 'Another!Pass1' }, signal)).resolves.toHaveProperty('access');
  });

  it('a PDF download works and follows the caller signal', async () => {
    const mswFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => mswFetch(new URL(input, 'http://localhost:3999'), init));
    server.use(http.get('*/pdfs/a.pdf', () => new Response('%PDF-1.4 x', { headers: { 'Content-Type': 'application/pdf' } })));
    expect(await (await fetchFile('/pdfs/a.pdf', { signal: new AbortController().signal })).text()).toBe('%PDF-1.4 x');
    server.use(http.get('*/pdfs/slow.pdf', hang));
    const caller = new AbortController();
    const pending = fetchFile('/pdfs/slow.pdf', { signal: caller.signal }).catch((error: unknown) => error);
    caller.abort();
    expect(await pending).toMatchObject({ kind: 'network' });
  });
});
