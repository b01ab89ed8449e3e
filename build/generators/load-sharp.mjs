/**
 * `sharp` for the one-off image generators (generate-assets.mjs, generate-app-icons.mjs). It is deliberately
 * not a project dependency: either `npm i --no-save sharp` in the project, or install it once elsewhere and
 * name that folder in SHARP_DIR (default /tmp/assetgen):
 *   mkdir -p /tmp/assetgen && (cd /tmp/assetgen && npm init -y && npm i sharp)
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import process from 'node:process';

export async function loadSharp() {
  try {
    return (await import('sharp')).default;
  } catch {
    const dir = process.env.SHARP_DIR ?? '/tmp/assetgen';
    return createRequire(path.join(dir, 'package.json'))('sharp');
  }
}
