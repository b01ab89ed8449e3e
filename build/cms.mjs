/**
 * `npm run cms`: the site's dev server with the web admin's local backend on it (build/vite/cmsBackend.ts), so
 * the admin at /admin/ edits the content files and upload folders of this working copy, with no account. The
 * dev server listens on this machine's loopback only and refuses a request for another host name.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const vite = spawn(
  process.execPath,
  [path.join(root, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1', ...process.argv.slice(2)],
  {
    cwd: root,
    env: { ...process.env, CMS_LOCAL_BACKEND: 'true' },
    stdio: 'inherit',
  },
);

console.info('\n  Web admin: http://localhost:5173/admin/ (edits content/ and the upload folders of public/ here)\n');

vite.on('exit', (code) => {
  process.exitCode = code ?? 0;
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vite.kill(signal));
