import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { SELF_REMOVING_WORKER } from '@/config/deploy';

/**
 * A production build is a real shop unless the demo is asked for: it must not contain the mock backend
 * (MSW, its worker, the handlers, the mock-only pages, the demo account) in any file it writes,
 * `public/` copies and source maps included. Vite builds in about a second, so these are real builds.
 */
const root = path.resolve(__dirname, '../..');
const outDirs: string[] = [];

function readAll(dir: string): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return readAll(full);
    return [{ file: path.relative(dir, full), text: fs.readFileSync(full, 'latin1') }];
  });
}

async function buildWith(env: Record<string, string | undefined>, mode?: string) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
  outDirs.push(outDir);
  const keys = ['VITE_API_BASE_URL', 'VITE_USE_MOCKS'] as const;
  const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]]));
  for (const key of keys) {
    if (env[key] === undefined) delete process.env[key];
    else process.env[key] = env[key];
  }
  try {
    await build({
      root,
      mode,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: true },
    });
  } finally {
    for (const key of keys) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  }
  return { outDir, files: readAll(outDir) };
}

const MOCK_MARKERS = [
  /\[MSW\]/,
  /setupWorker/,
  /INTEGRITY_CHECKSUM/,
  /mock-signature/,
  /__mock\//,
  /mock-db:v1/,
  /simulate-server-error/,
  /Demo!2345/,
  /demo@example\.com/,
  /mock-mailbox/,
  /mock-checkout/,
];

function mockTraces(files: { file: string; text: string }[]) {
  return files.flatMap(({ file, text }) => MOCK_MARKERS.filter((re) => re.test(text)).map((re) => `${file}: ${re}`));
}

describe('production builds', () => {
  afterAll(() => {
    for (const dir of outDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a plain build (no variables) is a real-backend build with no mock code in any file', async () => {
    const { files } = await buildWith({});
    expect(files.some(({ file }) => file.endsWith('.map'))).toBe(true);
    expect(mockTraces(files)).toEqual([]);
    // A worker left by an earlier demo deployment on the same origin is replaced by one that removes itself.
    expect(files.find(({ file }) => file === 'mockServiceWorker.js')?.text).toBe(SELF_REMOVING_WORKER);
    expect(files.find(({ file }) => file === '_headers')?.text).toContain('Content-Security-Policy');
  }, 60_000);

  it('a build for a configured API bakes the URL in and carries no mock code', async () => {
    const { files } = await buildWith({ VITE_API_BASE_URL: 'https://api.example.com' });
    expect(mockTraces(files)).toEqual([]);
    expect(files.some(({ file, text }) => file.endsWith('.js') && text.includes('https://api.example.com'))).toBe(true);
    expect(files.find(({ file }) => file === '_headers')?.text).toContain("connect-src 'self' https://api.example.com");
  }, 60_000);

  it('the demo build (npm run build:demo) carries the mock backend and the ribbon', async () => {
    const { files } = await buildWith({}, 'demo');
    expect(mockTraces(files).length).toBeGreaterThan(0);
    expect(files.find(({ file }) => file === 'mockServiceWorker.js')?.text).toContain('INTEGRITY_CHECKSUM');
    expect(files.some(({ file, text }) => file.endsWith('.js') && text.includes('demo-ribbon'))).toBe(true);
  }, 60_000);

  it('refuses to build with both the mock backend and an API URL', async () => {
    await expect(buildWith({ VITE_USE_MOCKS: 'true', VITE_API_BASE_URL: 'https://api.example.com' })).rejects.toThrow(
      /VITE_API_BASE_URL/,
    );
  }, 60_000);
});
