/**
 * Keeps `npm run test:changed`'s map of end-to-end specs honest (e2e-map.mjs): a renamed or removed folder,
 * a new source folder, or a new spec fails here until the map follows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { E2E_MAP, NO_E2E, specsFor } from './e2e-map.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const specFiles = fs.readdirSync(path.join(root, 'src/e2e')).filter((f) => f.endsWith('.spec.ts'));
/** Every file of the site's source, as `git diff --name-only` names it. */
const sourceFiles = ['src', 'build', 'mocks', 'machines'].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
);

describe('the e2e map of test:changed', () => {
  it('names only folders and files that exist', () => {
    const missing = E2E_MAP.flatMap(([paths]) => paths).filter((p) => {
      const stat = fs.statSync(path.join(root, p), { throwIfNoEntry: false });
      return !stat || (p.endsWith('/') ? !stat.isDirectory() : !stat.isFile());
    });
    expect(missing).toEqual([]);
  });

  it('names only specs that exist, and every spec', () => {
    const named = new Set(E2E_MAP.flatMap(([, specs]) => specs).filter((s) => s !== '*'));
    expect([...named].filter((s) => !specFiles.includes(s))).toEqual([]);
    expect(specFiles.filter((s) => !named.has(s))).toEqual([]);
  });

  it('starts at least one spec for every source file under src/, build/, mocks/ and machines/', () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
    const unmapped = sourceFiles.filter((f) => !NO_E2E.some((re) => re.test(f)) && specsFor([f]).size === 0);
    expect(unmapped).toEqual([]);
  });

  it('starts the specs that walk a change', () => {
    expect([...specsFor(['src/features/auth/calls.ts'])].sort()).toEqual(['accounts.spec.ts', 'serverLanguage.spec.ts']);
    expect(specsFor(['src/pages/launch/LaunchPage.tsx'])).toEqual(new Set(['content.spec.ts', 'shell.spec.ts']));
    expect(specsFor(['mocks/handlers/contact.ts'])).toEqual(new Set(['home.spec.ts']));
    expect(specsFor(['build/prerender/document.ts'])).toEqual(new Set(['languages.spec.ts', 'firstTap.spec.ts', 'real.spec.ts']));
    expect(specsFor(['src/e2e/boot.spec.ts', 'README.md'])).toEqual(new Set(['boot.spec.ts']));
    expect(specsFor(['src/lib/storage.ts', 'src/api/client.ts'])).toEqual(new Set(['*']));
    expect(specsFor(['README.md', 'src/lib/storage.test.ts', 'mocks/node.ts'])).toEqual(new Set());
    expect(specsFor(['build/generators/generate-pdfs.mjs'])).toEqual(new Set());
  });
});
