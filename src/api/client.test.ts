import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { server } from '../../mocks/node';
import { request } from './client';
import { ApiError, bodyFirst, bodyString } from '@machines/shared';

const schema = z.object({ ok: z.boolean() });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

/** Runs `call` while the browser says it is online or not (`navigator.onLine`, stubbed). */
async function whileBrowserSays<T>(onLine: boolean, call: () => Promise<T>): Promise<T> {
  vi.stubGlobal('navigator', { onLine });
  try {
    return await call();
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('request', () => {
  it('returns the validated body', async () => {
    server.use(http.get('*/api/x/', () => HttpResponse.json({ ok: true })));
    await expect(request('/api/x/', { schema })).resolves.toEqual({ ok: true });
  });

  it('sends JSON and the bearer token', async () => {
    let seen: { auth: string | null; type: string | null; body: unknown } | null = null;
    server.use(
      http.post('*/api/echo/', async ({ request: req }) => {
        seen = { auth: req.headers.get('Authorization'), type: req.headers.get('Content-Type'), body: await req.json() };
        return HttpResponse.json({ ok: true });
      }),
    );
    await request('/api/echo/', { method: 'POST', body: { a: 1 }, token: 'abc' });
    expect(seen).toEqual({ auth: 'Bearer abc', type: 'application/json', body: { a: 1 } });
  });

  it('keeps an authenticated answer out of every cache; an anonymous call uses the default cache', async () => {
    server.use(http.get('*/api/cache/', () => HttpResponse.json({ ok: true })));
    // What the client asks the browser's fetch for (MSW in Node hands its handlers a copy of the request
    // without the cache mode).
    const fetched = vi.spyOn(globalThis, 'fetch');
    try {
      await request('/api/cache/', { token: 'abc' });
      await request('/api/cache/');
      expect(fetched.mock.calls.map(([input, init]) => new Request(input, init).cache)).toEqual(['no-store', 'default']);
    } finally {
      fetched.mockRestore();
    }
  });

  it('normalises an HTTP error with its parsed body', async () => {
    server.use(http.get('*/api/x/', () => HttpResponse.json({ detail: 'Nope' }, { status: 403 })));
    const error = await failure(request('/api/x/'));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(403);
    expect(bodyString(error.body, 'detail')).toBe('Nope');
  });

  it('keeps a non-JSON error body as text', async () => {
    server.use(http.get('*/api/x/', () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await failure(request('/api/x/'));
    expect(error.kind).toBe('http');
    expect(error.body).toBe('Bad gateway');
  });

  it('reports a network failure', async () => {
    server.use(http.get('*/api/x/', () => HttpResponse.error()));
    const error = await failure(request('/api/x/'));
    expect(error.kind).toBe('network');
    expect(error.offline).toBe(false);
  });

  it('a network failure while the browser says it is offline is marked offline (#39)', async () => {
    server.use(http.get('*/api/x/', () => HttpResponse.error()));
    const offline = await failure(whileBrowserSays(false, () => request('/api/x/')));
    expect(offline.kind).toBe('network');
    expect(offline.offline).toBe(true);
    expect((await failure(whileBrowserSays(true, () => request('/api/x/')))).offline).toBe(false);
  });

  it('an HTTP error is never offline, whatever the browser says', async () => {
    server.use(http.get('*/api/x/', () => HttpResponse.json({ detail: 'Nope' }, { status: 503 })));
    expect((await failure(whileBrowserSays(false, () => request('/api/x/')))).offline).toBe(false);
  });

  it('reports a timeout', async () => {
    server.use(
      http.get('*/api/x/', async () => {
        await delay(500);
        return HttpResponse.json({ ok: true });
      }),
    );
    expect((await failure(request('/api/x/', { timeoutMs: 50 }))).kind).toBe('timeout');
  });

  it('reports a malformed body (not JSON, or the wrong shape)', async () => {
    server.use(http.get('*/api/x/', () => new HttpResponse('<html>', { status: 200 })));
    expect((await failure(request('/api/x/', { schema }))).kind).toBe('malformed');
    server.use(http.get('*/api/y/', () => HttpResponse.json({ ok: 'yes' })));
    expect((await failure(request('/api/y/', { schema }))).kind).toBe('malformed');
  });

  it('a 2xx HTML or other non-JSON body is malformed even without a schema (a proxy or captive portal)', async () => {
    server.use(
      http.post(
        '*/api/send/',
        () =>
          new HttpResponse('<!doctype html><title>Wi-Fi login</title>', {
            status: 200,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const error = await failure(request('/api/send/', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ kind: 'malformed', status: 200 });
    server.use(http.post('*/api/send/', () => new HttpResponse('OK', { status: 201 })));
    expect((await failure(request('/api/send/', { method: 'POST', body: {} }))).kind).toBe('malformed');
  });

  it('an empty 2xx body is a success without a schema, malformed with one', async () => {
    server.use(http.post('*/api/send/', () => new HttpResponse(null, { status: 204 })));
    await expect(request('/api/send/', { method: 'POST', body: {} })).resolves.toBeUndefined();
    server.use(http.get('*/api/x/', () => new HttpResponse('', { status: 200 })));
    expect((await failure(request('/api/x/', { schema }))).kind).toBe('malformed');
  });

  it('ignoreBody: any 2xx is a success whatever it holds; errors are still errors', async () => {
    server.use(
      http.post('*/api/ping/', () => new HttpResponse('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } })),
    );
    await expect(request('/api/ping/', { method: 'POST', ignoreBody: true })).resolves.toBeUndefined();
    server.use(http.post('*/api/ping/', () => HttpResponse.json({ detail: 'Nope' }, { status: 400 })));
    expect(await failure(request('/api/ping/', { method: 'POST', ignoreBody: true }))).toMatchObject({
      kind: 'http',
      status: 400,
      body: { detail: 'Nope' },
    });
  });

  it('reads text bodies', async () => {
    server.use(http.get('https://example.test/range/ABCDE', () => new HttpResponse('AAA:1\r\nBBB:2')));
    await expect(request('https://example.test/range/ABCDE', { absolute: true, text: true })).resolves.toBe('AAA:1\r\nBBB:2');
  });
});

describe('error body helpers', () => {
  it('reads DRF-style arrays and strings', () => {
    expect(bodyFirst({ email: ['Taken.', 'Other'] }, 'email')).toBe('Taken.');
    expect(bodyFirst({ email: 'Taken.' }, 'email')).toBe('Taken.');
    expect(bodyFirst({ email: [] }, 'email')).toBeUndefined();
    expect(bodyFirst('oops', 'email')).toBeUndefined();
    expect(bodyString({ detail: '  ' }, 'detail')).toBeUndefined();
  });
});
