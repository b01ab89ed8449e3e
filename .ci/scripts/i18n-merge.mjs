#!/usr/bin/env node
/**
 * Deep-merges JSON fragments into the locale files, so several people can add keys without
 * clobbering each other's edits:  node .ci/scripts/i18n-merge.mjs fragment.pt.json fragment.en.json
 * A fragment named *.pt.json goes into public/locales/pt/translation.json, *.en.json into en.
 * Existing keys are overwritten by the fragment; the result is written with 2-space indentation.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      target[key] &&
      typeof target[key] === 'object' &&
      !Array.isArray(target[key])
    ) {
      merge(target[key], value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

for (const file of process.argv.slice(2)) {
  const match = /\.(pt|en)\.json$/.exec(file);
  if (!match) {
    console.error(`skip ${file}: name must end in .pt.json or .en.json`);
    process.exitCode = 1;
    continue;
  }
  const localeFile = path.join(root, 'public/locales', match[1], 'translation.json');
  const current = fs.existsSync(localeFile) ? JSON.parse(fs.readFileSync(localeFile, 'utf8')) : {};
  const fragment = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(localeFile, JSON.stringify(merge(current, fragment), null, 2) + '\n');
  console.log(`merged ${file} into ${path.relative(root, localeFile)}`);
}
