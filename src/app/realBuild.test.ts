import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A build for a real backend must not contain the mock backend: MSW, its worker registration,
 * the handlers or the mock-only pages (GUIDE "Toolchain notes").
 */
const root = path.resolve(__dirname, '../..');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'real-build-'));

function readAll(dir: string): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return readAll(full);
    return /\.(js|html|css)$/.test(entry.name)
      ? [{ file: path.relative(outDir, full), text: fs.readFileSync(full, 'utf8') }]
      : [];
  });
}

describe('production build for a real backend', () => {
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('contains no MSW code and no mock-only pages', async () => {
    const saved = { api: process.env.VITE_API_BASE_URL, mocks: process.env.VITE_USE_MOCKS };
    process.env.VITE_API_BASE_URL = 'https://api.example.com';
    delete process.env.VITE_USE_MOCKS;
    try {
      await build({
        root,
        configFile: path.join(root, 'vite.config.ts'),
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true, copyPublicDir: false },
      });
    } finally {
      if (saved.api === undefined) delete process.env.VITE_API_BASE_URL;
      else process.env.VITE_API_BASE_URL = saved.api;
      if (saved.mocks !== undefined) process.env.VITE_USE_MOCKS = saved.mocks;
    }
    const files = readAll(outDir);
    expect(files.length).toBeGreaterThan(0);
    const markers = [/mockServiceWorker/, /\[MSW\]/, /setupWorker/, /mock-signature/, /__mock\//, /Demo!2345/];
    const offenders = files.flatMap(({ file, text }) => markers.filter((re) => re.test(text)).map((re) => `${file}: ${re}`));
    expect(offenders).toEqual([]);
    // and the real API base URL is baked in
    expect(files.some(({ text }) => text.includes('https://api.example.com'))).toBe(true);
  }, 180_000);
});
