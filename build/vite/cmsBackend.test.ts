import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { http as mock, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { server as mockServer } from '../../mocks/node';
import { CMS_BACKEND_PATH, cmsBackend, createCmsBackend, refusal } from './cmsBackend';

// These tests talk to real servers on this machine, past the unit tests' mock backend.
beforeEach(() => {
  mockServer.use(mock.post(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});

describe('what the admin may touch', () => {
  it.each([
    ['content/books/1.json', false],
    ['content/testimonials/9.json', false],
    ['/public/images/books', true],
    ['public/images/books/cover.webp', false],
    ['public/images/courses/photo.JPG', false],
    ['public/pdfs/publications/thesis.pdf', false],
    ['public/media/clip.mp4', false],
  ])('%s', (name, folder) => {
    expect(refusal(name, folder)).toBeNull();
  });

  it.each([
    ['vite.config.ts', 'not a content file'],
    ['.env.local', 'not a content file'],
    ['.git/config', 'not a content file'],
    ['src/app/App.tsx', 'not a content file'],
    ['content/../vite.config.ts', 'not a content file'],
    ['../elsewhere/content/x.json', 'outside the working copy'],
    ['public/images/books/page.html', 'only .jpg'],
    ['public/images/books/logo.svg', 'only .jpg'],
    ['public/images/books/run.js', 'only .jpg'],
    ['public/pdfs/previews/sample.html', 'only .pdf'],
    ['content/books/notes.txt', 'only .json'],
    ['public/index.html', 'not a content file'],
  ])('%s is refused', (name, reason) => {
    expect(refusal(name, false)).toContain(reason);
  });
});

describe('the local backend', () => {
  let copy = '';
  let server: http.Server;
  let url = '';
  const post = (body: unknown, host?: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const target = new URL(url);
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(host && { Host: host }) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify(body));
    });

  beforeAll(async () => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-backend-'));
    fs.mkdirSync(path.join(copy, 'content/books'), { recursive: true });
    fs.writeFileSync(path.join(copy, 'content/books/1.json'), '{"pt":{"id":1}}');
    fs.writeFileSync(path.join(copy, 'vite.config.ts'), 'export default {};');
    fs.writeFileSync(path.join(copy, '.env.local'), 'SECRET=1');
    server = http.createServer(await createCmsBackend(copy));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });

  afterAll(() => {
    server.close();
    fs.rmSync(copy, { recursive: true, force: true });
  });

  it('reads and writes a content file', async () => {
    const read = await post({ action: 'getEntry', params: { branch: 'main', path: 'content/books/1.json' } });
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body)).toMatchObject({ data: '{"pt":{"id":1}}' });
    const written = await post({
      action: 'persistEntry',
      params: {
        branch: 'main',
        entry: { slug: '2', path: 'content/books/2.json', raw: '{"pt":{"id":2}}' },
        assets: [],
        options: { commitMessage: 'new book', useWorkflow: false, status: 'draft' },
      },
    });
    expect(written.status).toBe(200);
    expect(fs.readFileSync(path.join(copy, 'content/books/2.json'), 'utf8')).toBe('{"pt":{"id":2}}');
  });

  it('refuses to write the build configuration, or a page or script among the pictures, and writes nothing', async () => {
    const config = await post({
      action: 'persistEntry',
      params: {
        branch: 'main',
        entry: { slug: 'x', path: 'vite.config.ts', raw: 'process.exit()' },
        assets: [{ path: 'public/images/books/page.html', content: 'PGh0bWw+', encoding: 'base64' }],
        options: { commitMessage: 'x', useWorkflow: false, status: 'draft' },
      },
    });
    expect(config.status).toBe(403);
    expect(config.body).toContain('vite.config.ts');
    expect(config.body).toContain('page.html');
    expect(fs.readFileSync(path.join(copy, 'vite.config.ts'), 'utf8')).toBe('export default {};');
    expect(fs.existsSync(path.join(copy, 'public/images/books/page.html'))).toBe(false);

    const upload = await post({
      action: 'persistMedia',
      params: {
        branch: 'main',
        asset: { path: 'public/images/books/run.js', content: 'YWxlcnQoMSk=', encoding: 'base64' },
        options: { commitMessage: 'x' },
      },
    });
    expect(upload.status).toBe(403);
    expect(fs.existsSync(path.join(copy, 'public/images/books/run.js'))).toBe(false);
  });

  it('refuses to read a file outside the content and upload folders', async () => {
    for (const params of [
      { branch: 'main', path: '.env.local' },
      { branch: 'main', path: 'content/../.env.local' },
    ]) {
      const answer = await post({ action: 'getMediaFile', params });
      expect(answer.status, params.path).toBe(403);
      expect(answer.body).not.toContain('SECRET');
    }
    const listed = await post({ action: 'entriesByFolder', params: { branch: 'main', folder: '.', extension: 'ts', depth: 1 } });
    expect(listed.status).toBe(403);
  });
});

describe('on the dev server (npm run cms)', () => {
  let server: ViteDevServer;
  let copy = '';
  let port = 0;
  const ask = (host: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: `${CMS_BACKEND_PATH}/api/v1`,
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Host: host },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end('{"action":"info"}');
    });

  beforeAll(async () => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-dev-'));
    fs.mkdirSync(path.join(copy, 'content'));
    vi.stubEnv('CMS_LOCAL_BACKEND', 'true');
    server = await createServer({
      root: copy,
      configFile: false,
      logLevel: 'silent',
      plugins: [cmsBackend({ root: copy })],
      server: { host: '127.0.0.1', port: 0, strictPort: false, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await server.listen();
    port = (server.httpServer!.address() as AddressInfo).port;
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await server.close();
    fs.rmSync(copy, { recursive: true, force: true });
  });

  it('answers the admin on this machine', async () => {
    expect(await ask(`localhost:${port}`)).toBe(200);
  });

  it('refuses a request for another host name (a page that rebinds its name to this machine)', async () => {
    expect(await ask(`rebind.example:${port}`)).toBe(403);
  });
});
