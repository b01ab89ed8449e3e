import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFile, fileErrorMessage, fileNameOf, isSameOriginPath } from './files';
import { ApiError } from '@machines/shared';

function stubFetch(impl: (input: string, init?: RequestInit) => Promise<Response>) {
  const spy = vi.fn(impl);
  vi.stubGlobal('fetch', spy);
  return spy;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('fetchFile', () => {
  it('resolves with the file as a Blob', async () => {
    const spy = stubFetch(
      async () => new Response(new Blob(['%PDF-1.4']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const blob = await fetchFile('/pdfs/a.pdf');
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(spy.mock.calls[0]?.[0]).toBe('/pdfs/a.pdf');
  });

  it("rejects a 404 with 'File not found (404)'", async () => {
    stubFetch(async () => new Response('nope', { status: 404 }));
    const error = await failure(fetchFile('/pdfs/missing.pdf'));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'File not found (404)' });
  });

  it('treats an HTML page served instead of the file as not found', async () => {
    stubFetch(async () => new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const error = await failure(fetchFile('/pdfs/missing.pdf'));
    expect(error.message).toBe('File not found (404)');
  });

  it('rejects other HTTP errors with their status', async () => {
    stubFetch(async () => new Response('', { status: 500 }));
    const error = await failure(fetchFile('/pdfs/a.pdf'));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'HTTP error (500)' });
  });

  it('rejects a network failure', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(fetchFile('/pdfs/a.pdf'));
    expect(error).toMatchObject({ kind: 'network', message: 'Network error' });
  });

  it('rejects a timeout', async () => {
    stubFetch(
      (_input, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'TimeoutError')));
        }),
    );
    const error = await failure(fetchFile('/pdfs/slow.pdf', { timeoutMs: 20 }));
    expect(error).toMatchObject({ kind: 'timeout', message: 'The download timed out' });
  });

  it('never fetches another origin', async () => {
    const spy = stubFetch(async () => new Response(''));
    const error = await failure(fetchFile('https://evil.example/x.pdf'));
    expect(error.status).toBe(404);
    await failure(fetchFile('//evil.example/x.pdf'));
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('helpers', () => {
  it('names the file after the last path segment', () => {
    expect(fileNameOf('/pdfs/publications/tese-01.pdf')).toBe('tese-01.pdf');
    expect(fileNameOf('/pdfs/a%20b.pdf?x=1')).toBe('a b.pdf');
  });

  it('accepts only same-site paths', () => {
    expect(isSameOriginPath('/pdfs/a.pdf')).toBe(true);
    expect(isSameOriginPath('//x.example/a.pdf')).toBe(false);
    expect(isSameOriginPath('/\\x.example')).toBe(false);
    expect(isSameOriginPath('pdfs/a.pdf')).toBe(false);
  });

  it('has a message for every kind of failure', () => {
    expect(fileErrorMessage('http', 404)).toBe('File not found (404)');
    expect(fileErrorMessage('http', 403)).toBe('HTTP error (403)');
    expect(fileErrorMessage('malformed')).toBe('The file is not a valid document');
  });
});
