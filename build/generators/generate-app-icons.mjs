#!/usr/bin/env node
/**
 * The installed app's icons (the web app manifest written by build/prerender/manifest.ts): the site mark
 * of public/favicon.svg as PNGs. The output under public/icons/ is committed: run by hand when the mark changes,
 * never by `vite build`.
 *
 * Run: node build/generators/generate-app-icons.mjs (sharp is a development dependency).
 *
 * Writes:
 *   public/icons/icon-192.png, icon-512.png   the mark with its rounded corners (purpose "any")
 *   public/icons/icon-maskable-512.png        full bleed, the motif inside the central safe zone (a circle of
 *                                             40 % of the size: the launcher may cut everything outside it)
 */
import fs from 'node:fs';
import path from 'node:path';
import { Buffer } from 'node:buffer';
import console from 'node:console';
import { fileURLToPath } from 'node:url';
import { loadSharp } from './load-sharp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The favicon's colours (generate-assets.mjs): the theme's primary, accent and background tokens.
const C = { teal: '#2C6A5C', terra: '#B5552E', cream: '#FBF7F2' };

/** The motif of the mark on a 64-unit square. */
const MOTIF = `<circle cx="45" cy="19" r="8" fill="${C.terra}"/>
  <path d="M14 48 Q22 26 32 40 T50 34" stroke="${C.cream}" stroke-width="6" fill="none" stroke-linecap="round"/>
  <circle cx="18" cy="20" r="4" fill="${C.cream}" opacity="0.9"/>`;

/** The mark as the favicon draws it (rounded corners), or full bleed with the motif scaled into the safe zone. */
function mark(maskable) {
  const motif = maskable ? `<g transform="translate(32 32) scale(0.7) translate(-32 -33)">${MOTIF}</g>` : MOTIF;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${maskable ? 0 : 14}" fill="${C.teal}"/>
  ${motif}
</svg>
`;
}

const sharp = await loadSharp();
const dir = path.join(root, 'public/icons');
fs.mkdirSync(dir, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
]) {
  const file = path.join(dir, name);
  await sharp(Buffer.from(mark(maskable)), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(file);
  console.log(`${(fs.statSync(file).size / 1024).toFixed(1).padStart(6)} KB  public/icons/${name}`);
}
