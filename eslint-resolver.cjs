/**
 * eslint-plugin-import resolver for this project's own files: the tsconfig aliases (@/, @machines/, @mocks/)
 * and extension-less TypeScript imports. Without it, `import/no-restricted-paths` silently skipped every
 * aliased import (src/config/importBoundaries.test.ts proves the rules now fire). Packages are left to the
 * node resolver. (A dependency-free stand-in for eslint-import-resolver-typescript, whose native bindings
 * do not install from a lock file made on another platform.)
 */
const fs = require('node:fs');
const path = require('node:path');

const root = __dirname;
const aliases = [
  ['@/', path.join(root, 'src')],
  ['@machines/', path.join(root, 'machines')],
  ['@mocks/', path.join(root, 'mocks')],
];
const candidates = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

function findFile(base) {
  for (const suffix of candidates) {
    const file = base + suffix;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

exports.interfaceVersion = 2;
exports.resolve = function resolve(source, importer) {
  const alias = aliases.find(([prefix]) => source.startsWith(prefix));
  let base = null;
  if (alias) base = path.join(alias[1], source.slice(alias[0].length));
  else if (source.startsWith('.')) base = path.resolve(path.dirname(importer), source);
  if (base === null) return { found: false };
  const file = findFile(base);
  return file ? { found: true, path: file } : { found: false };
};
