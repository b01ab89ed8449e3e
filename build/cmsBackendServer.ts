/**
 * `node build/cmsBackendServer.ts <working copy>`: the web admin's local backend (build/vite/cmsBackend.ts) on
 * a server of its own, on a free loopback port, for the admin's end-to-end test, which drives the admin of a
 * built site on a copy of the content. Prints the port as its first line of output.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCmsBackend } from './vite/cmsBackend.ts';

const root = process.argv[2];
if (!root) throw new Error('Usage: node build/cmsBackendServer.ts <working copy>');
const server = http.createServer(await createCmsBackend(root));
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
