import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { UPLOAD_HEADERS } from '../deploy';
import { hostRules, pathInside } from './previewServer';

/**
 * The preview server (`npm run preview`, the e2e suite's host) serves nothing outside dist/: a real
 * `vite preview` with the site's host rules over a small dist/ beside a folder that must stay private.
 */
const PAGE_HEADERS = { 'Content-Security-Policy': "default-src 'self'", 'X-Content-Type-Options': 'nosniff' };
let root: string;
let server: PreviewServer;
let port: number;

/**
 * A raw GET over a socket: the path exactly as written, without the URL normalisation fetch() applies
 * (and out of reach of the unit project's request interception).
 */
function get(rawPath: string): Promise<{ status: number; body: string; headers: Map<string, string[]> }> {
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
      // Every value of each header, as sent: a header sent twice is two policies to a browser.
      const headers = new Map<string, string[]>();
      for (const line of head.split('\r\n').slice(1)) {
        const name = line.slice(0, line.indexOf(':')).toLowerCase();
        headers.set(name, [...(headers.get(name) ?? []), line.slice(line.indexOf(':') + 1).trim()]);
      }
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n'), headers });
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
  write('dist/pdfs/publications/thesis.pdf', '%PDF-1.7');
  write('dist/images/books/cover.png', 'PNG');
  write('dist/media/clip.mp4', 'MP4');
  write('dist/assets/index.js', 'CODE');
  write('secret/index.html', 'SECRET');
  write('dist-other/index.html', 'SECRET SIBLING');
  server = await preview({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [hostRules()],
    // A stand-in for the pages' headers (vite.config.ts gives the build's own).
    preview: { port: 0, host: '127.0.0.1', headers: PAGE_HEADERS },
  });
  port = (server.httpServer.address() as { port: number }).port;
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the preview server', () => {
  it("serves the upload folders under their sandboxing policy in place of the pages' one, as _headers does", async () => {
    for (const file of ['/pdfs/publications/thesis.pdf', '/images/books/cover.png', '/media/clip.mp4']) {
      const { status, headers } = await get(file);
      expect(status, file).toBe(200);
      expect(headers.get('content-security-policy'), file).toEqual([UPLOAD_HEADERS['Content-Security-Policy']]);
      expect(headers.get('x-content-type-options'), file).toEqual(['nosniff']);
    }
    // Everything else keeps the pages' policy.
    const { headers } = await get('/assets/index.js');
    expect(headers.get('content-security-policy')).toEqual([PAGE_HEADERS['Content-Security-Policy']]);
  });

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
