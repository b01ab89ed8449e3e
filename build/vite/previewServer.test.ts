import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { hostRules, pathInside } from './previewServer';

/**
 * The preview server (`npm run preview`, the e2e suite's host) serves nothing outside dist/: a real
 * `vite preview` with the site's host rules over a small dist/ beside a folder that must stay private.
 */
let root: string;
let server: PreviewServer;
let port: number;

/**
 * A raw GET over a socket: the path exactly as written, without the URL normalisation fetch() applies
 * (and out of reach of the unit project's request interception).
 */
function get(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${rawPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let raw = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (raw += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    });
  });
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('dist/index.html', 'HOME');
  write('dist/book/1/index.html', 'BOOK');
  write('dist/app.html', 'SHELL');
  write('dist/404.html', 'NOT FOUND');
  write('dist/_redirects', '/profile /app.html 200\n/* /404.html 404\n');
  write('secret/index.html', 'SECRET');
  write('dist-other/index.html', 'SECRET SIBLING');
  server = await preview({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [hostRules()],
    preview: { port: 0, host: '127.0.0.1' },
  });
  port = (server.httpServer.address() as { port: number }).port;
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the preview server', () => {
  it('serves the build: files, prerendered pages and the _redirects rules', async () => {
    // (Bodies may come chunked: matched, not compared.)
    expect(await get('/book/1')).toMatchObject({ status: 200, body: expect.stringContaining('BOOK') });
    expect(await get('/profile')).toMatchObject({ status: 200, body: expect.stringContaining('SHELL') });
    expect(await get('/nowhere')).toMatchObject({ status: 404, body: expect.stringContaining('NOT FOUND') });
  });

  it.each([
    '/%2e%2e/secret/',
    '/%2E%2E/secret',
    '/..%2fsecret/',
    '/%2e%2e%2fsecret%2findex.html',
    '/book/%2e%2e/%2e%2e/%2e%2e/secret/',
    '/..%5csecret/',
    '/%2e%2e/dist-other/',
    '/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/%E0%A4%A',
  ])('serves nothing outside dist/ for %s', async (rawPath) => {
    const { status, body } = await get(rawPath);
    expect(body).not.toContain('SECRET');
    expect(body).not.toMatch(/root:/);
    expect(status).toBeGreaterThanOrEqual(400);
  });

  it('maps a request path inside the folder only', () => {
    expect(pathInside('/srv/dist', '/book/1')).toEqual({ file: path.resolve('/srv/dist/book/1'), pathname: '/book/1' });
    // The URL parser resolves a %2e%2e segment itself (inside the folder); a %2f inside one is left to decoding.
    expect(pathInside('/srv/dist', '/%2e%2e/x')?.file).toBe(path.resolve('/srv/dist/x'));
    expect(pathInside('/srv/dist', '/..%2fx')).toBeNull();
    expect(pathInside('/srv/dist', '/a%00b')).toBeNull();
    expect(pathInside('/srv/dist', '/%')).toBeNull();
  });
});
