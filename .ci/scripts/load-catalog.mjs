/**
 * Loads the static catalogue (src/data/*.ts) and the locale files for the one-off asset generators
 * (.ci/scripts/generate-assets.mjs, .ci/scripts/generate-pdfs.mjs), so they share one source of truth with the app.
 * The TypeScript files are transpiled with the project's own `typescript` into a temporary folder; no
 * extra dependency is needed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { URL, pathToFileURL } from 'node:url';
import ts from 'typescript';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export async function loadCatalog() {
  const srcDir = path.join(root, 'src/data');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-'));
  for (const file of fs.readdirSync(srcDir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = fs.readFileSync(path.join(srcDir, file), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
    });
    // Data may read run-time configuration (e.g. course 5's enrolment URL): the generators only need its defaults.
    const rewritten = outputText
      .replace(/import \{ config \} from '@\/config\/env';/, 'const config = { internationalEnrolUrl: "" };')
      .replace(/from '(\.\/[^']+)'/g, "from '$1.mjs'");
    fs.writeFileSync(path.join(outDir, file.replace(/\.ts$/, '.mjs')), rewritten);
  }
  const data = await import(pathToFileURL(path.join(outDir, 'index.mjs')).href);
  fs.rmSync(outDir, { recursive: true, force: true });
  return data;
}

export function loadLocale(lng) {
  return JSON.parse(fs.readFileSync(path.join(root, 'public/locales', lng, 'translation.json'), 'utf8'));
}

/** Resolves a dotted key ('catalog.books.1.title') in a locale object. */
export function resolveKey(locale, key) {
  return key.split('.').reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), locale);
}
