#!/usr/bin/env node
/** Serves a built Storybook as files, nothing more (no SPA fallback, no headers): `node serve.mjs <dir> <port>`. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [dir = 'storybook-static', port = '6008'] = process.argv.slice(2);
const root = path.resolve(dir);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

http
  .createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(root, decodeURIComponent(pathname.endsWith('/') ? `${pathname}index.html` : pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  })
  .listen(Number(port), () => console.log(`Serving ${root} on http://localhost:${port}`));
