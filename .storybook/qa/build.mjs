#!/usr/bin/env node
/**
 * Builds Storybook for QA's run (`npm run test:storybook-qa`) from the catalogue as shipped, as the story tests
 * read it: the plays check the spec's values, which the educator's live content/ may no longer hold. The
 * Storybook designers open (`npm run storybook`, `npm run build-storybook`) keeps showing the live content/.
 *   node .storybook/qa/build.mjs <output dir>
 */
import { spawnSync } from 'node:child_process';
import { SHIPPED_CATALOGUE_DIR } from '../../build/content/shippedCatalogue.ts';

const [outDir = 'node_modules/.cache/storybook-qa'] = process.argv.slice(2);
const { status } = spawnSync('npx', ['storybook', 'build', '--quiet', '--output-dir', outDir], {
  stdio: 'inherit',
  env: { ...process.env, CONTENT_DIR: SHIPPED_CATALOGUE_DIR },
});
process.exit(status ?? 1);
