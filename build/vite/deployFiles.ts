import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { headersFile, SELF_REMOVING_WORKER, type BuildEnv } from '../deploy.ts';
import type { InlineScripts } from '../inlineScripts.ts';

/**
 * Files a static host needs beside the bundle: `_headers` (security and cache headers, the inline scripts
 * allowed by their hashes), and for a real-backend build a self-removing worker in place of the mock service
 * worker copied from public/.
 */
export function deployFiles(env: BuildEnv, useMocks: boolean, scripts: InlineScripts): Plugin {
  let outDir = '';
  return {
    name: 'deploy-files',
    apply: 'build',
    configResolved(resolved) {
      outDir = path.resolve(resolved.root, resolved.build.outDir);
      resolved.logger.info(
        useMocks
          ? '\n  Demo build: mock backend compiled in, "Demo" ribbon on every page. Not for a real shop.\n'
          : `\n  Real-backend build: API at ${env.VITE_API_BASE_URL?.trim() || 'the same origin (/api/...)'}` +
              ' (VITE_API_BASE_URL). For the demo shop use `npm run build:demo`.\n',
      );
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(env, scripts) });
    },
    closeBundle() {
      const worker = path.join(outDir, 'mockServiceWorker.js');
      if (!useMocks && fs.existsSync(outDir)) fs.writeFileSync(worker, SELF_REMOVING_WORKER);
    },
  };
}
