/**
 * `npm run preview` as the static host the README describes (vite.config.ts): compressed, files first, then
 * the build's `_redirects` rules (the app shell for visitor-dependent routes, the not-found page with 404).
 * Node only; tested in build/vite/previewServer.test.ts against a real preview server.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import compression from 'compression';
import { isUploadPath, UPLOAD_HEADERS } from '../deploy.ts';
import { matchRule, parseRules } from '../prerender/rules.ts';

/**
 * The path under `outDir` that a request's URL names, or null when it names nothing inside it: an encoded
 * `../` (`/%2e%2e/`, `/..%2f`), a backslash, a NUL byte or a malformed escape. Decoding happens once, here,
 * and the resolved path must stay inside `outDir` (an encoded `../` served an index.html from outside).
 */
export function pathInside(outDir: string, rawUrl: string | undefined): { file: string; pathname: string } | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(rawUrl ?? '/', 'http://preview.local').pathname);
  } catch {
    return null;
  }
  // A `..` segment (only an encoded one gets here: the URL parser resolves plain ones), a backslash (a
  // separator on Windows) or a NUL byte names nothing a static host serves.
  if (pathname.split('/').includes('..') || pathname.includes('\\') || pathname.includes('\0')) return null;
  const root = path.resolve(outDir);
  const file = path.resolve(root, `.${pathname}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return { file, pathname };
}

export function hostRules(): Plugin {
  return {
    name: 'host-rules',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      // Compressed like any static host or CDN serves text, so what the preview (and the Lighthouse bench)
      // measures is what visitors get.
      server.middlewares.use(compression() as unknown as Connect.NextHandleFunction);
      // The upload folders under their own policy, as `_headers` gives them: set as the answer starts, so they
      // take the place of the pages' headers the static files are sent with.
      server.middlewares.use((request, response, next) => {
        const inside = pathInside(outDir, request.url);
        if (inside && isUploadPath(inside.pathname)) {
          const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
          response.writeHead = ((...args: unknown[]) => {
            for (const [name, value] of Object.entries(UPLOAD_HEADERS)) response.setHeader(name, value);
            return writeHead(...args);
          }) as typeof response.writeHead;
        }
        next();
      });
      server.middlewares.use((request, response, next) => {
        const rulesFile = path.join(outDir, '_redirects');
        if (request.method !== 'GET' || !fs.existsSync(rulesFile)) return next();
        const inside = pathInside(outDir, request.url);
        if (inside === null) {
          response.statusCode = 400;
          response.setHeader('Content-Type', 'text/plain; charset=utf-8');
          response.end('Bad request');
          return;
        }
        const { file: asFile, pathname } = inside;
        const isFile = (candidate: string) => fs.existsSync(candidate) && fs.statSync(candidate).isFile();
        const send = (file: string, status: number) => {
          response.statusCode = status;
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.setHeader('Cache-Control', 'no-cache');
          for (const [name, value] of Object.entries(server.config.preview.headers ?? {})) {
            if (value !== undefined) response.setHeader(name, value as string);
          }
          response.end(fs.readFileSync(file));
        };
        if (isFile(asFile)) return next();
        // `/book/1` and `/book/1/` are both the prerendered book/1/index.html.
        if (isFile(path.join(asFile, 'index.html'))) return send(path.join(asFile, 'index.html'), 200);
        const rule = matchRule(parseRules(fs.readFileSync(rulesFile, 'utf8')), pathname);
        if (!rule) return next();
        send(path.join(outDir, rule.to), rule.status);
      });
    },
  };
}
