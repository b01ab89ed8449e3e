/**
 * `npm run cms`: the site's dev server and Decap's local backend (decap-server) side by side, so the web admin
 * at /admin/ edits the files of this working copy, with no account and no network. Decap looks for the local
 * backend at its default address (http://localhost:8081/api/v1, src/admin/config.ts) whenever the admin runs
 * on localhost. Either process ending ends the other.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

const children = [
  spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    cwd: root,
    // Loopback only: the local backend reads and writes any file of the working copy, unauthenticated, so no
    // other machine on the network may reach it.
    env: { ...process.env, GIT_REPO_DIRECTORY: root, PORT: '8081', BIND_HOST: '127.0.0.1', MODE: 'fs' },
    stdio: 'inherit',
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  }),
];

console.info('\n  Web admin: http://localhost:5173/admin/ (edits content/ and public/ of this working copy)\n');

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
