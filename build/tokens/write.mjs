#!/usr/bin/env node
/**
 * `npm run tokens`: rewrites the committed token file (src/theme/design-tokens.json) from src/theme/theme.ts.
 * The test (build/tokens/designTokens.test.ts) fails while the two disagree.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { module } = await runnerImport(path.join(root, 'build/tokens/tokensFile.ts'), {
  root,
  configFile: false,
  logLevel: 'error',
});
const target = path.join(root, module.COMMITTED_TOKENS_PATH);
// Formatted as the format check wants it: the test compares the parsed file, not its layout.
const options = await prettier.resolveConfig(target);
writeFileSync(target, await prettier.format(await module.tokensFileText(root), { ...options, filepath: target }));
console.info(`Wrote ${path.relative(root, target)}`);
