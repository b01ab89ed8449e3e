import { createRequire } from 'node:module';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { UPLOAD_FOLDERS, extensionsOf } from '../../src/data/uploads.ts';

/**
 * The web admin's local backend for `npm run cms`: Decap's file-system backend (decap-server's middleware)
 * served by the dev server itself under CMS_BACKEND_PATH, instead of a server of its own on another port. So
 * it is reached only through the dev server, which listens on loopback and refuses a request whose `Host` is
 * not this machine's (Vite's check against DNS rebinding), and every request passes `guardPaths` first: the
 * admin reads and writes the content files and the upload folders, nothing else of the working copy.
 */
export const CMS_BACKEND_PATH = '/cms-backend';

/** What the admin may read and write, relative to the working copy: the content files and each upload folder with its file types. */
export const WRITABLE: readonly { folder: string; extensions: readonly string[] }[] = [
  { folder: 'content', extensions: ['.json'] },
  ...UPLOAD_FOLDERS.map(({ folder, kinds }) => ({ folder, extensions: extensionsOf(kinds) })),
];

/** The parameters of Decap's backend actions that name a file or a folder of the working copy. */
const PATH_KEYS = new Set(['path', 'newPath', 'folder', 'mediaFolder', 'paths']);
/** The keys whose value is a folder (listed), not a file (read or written). */
const FOLDER_KEYS = new Set(['folder', 'mediaFolder']);

/** Every path a request's parameters name, each with whether it names a folder. */
function namedPaths(value: unknown, key = ''): { name: string; folder: boolean }[] {
  if (typeof value === 'string') return PATH_KEYS.has(key) ? [{ name: value, folder: FOLDER_KEYS.has(key) }] : [];
  if (Array.isArray(value)) return value.flatMap((item) => namedPaths(item, key === 'paths' ? 'path' : key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => namedPaths(v, k));
  return [];
}

/**
 * Why the admin may not touch `name` (a path as Decap sends it, relative to the working copy, maybe with a
 * leading slash), or null when it may.
 */
export function refusal(name: string, folder: boolean): string | null {
  const normal = path.posix.normalize(name.replace(/\\/g, '/').replace(/^\/+/, ''));
  // normalize() has resolved every inner `..`: only a leading one can remain.
  if (normal === '..' || normal.startsWith('../')) return `${name}: outside the working copy`;
  const area = WRITABLE.find(({ folder: root }) => normal === root || normal.startsWith(`${root}/`));
  if (!area) return `${name}: not a content file or an upload folder`;
  if (folder) return null;
  const extension = path.posix.extname(normal).toLowerCase();
  if (!area.extensions.includes(extension)) return `${name}: only ${area.extensions.join(', ')} files go in ${area.folder}/`;
  return null;
}

type Next = (error?: unknown) => void;
type Handler = (req: IncomingMessage & { body?: unknown }, res: ServerResponse, next: Next) => void;
/** A whole backend: a request handler on its own (a server of its own) or in a chain of middleware. */
export type Backend = (req: IncomingMessage, res: ServerResponse, next?: Next) => void;

/** Refuses (403, with the reasons) a request that names any path the admin may not touch. */
export const guardPaths: Handler = (req, res, next) => {
  const params = (req.body as { params?: unknown } | undefined)?.params;
  const refused = namedPaths(params)
    .map(({ name, folder }) => refusal(name, folder))
    .filter((reason): reason is string => reason !== null);
  if (refused.length === 0) return next();
  res.statusCode = 403;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ error: refused.join('; ') }));
};

interface ExpressApp {
  (req: IncomingMessage, res: ServerResponse, next?: Next): void;
  use(...handlers: unknown[]): ExpressApp;
}
interface Express {
  (): ExpressApp;
  json(options: { limit: string }): Handler;
}

/**
 * The backend as one request handler, for the working copy at `root`: decap-server's file-system middleware,
 * on decap-server's own Express, behind the path guard.
 */
export async function createCmsBackend(root: string): Promise<Backend> {
  const fromDecap = createRequire(createRequire(import.meta.url).resolve('decap-server'));
  const express = fromDecap('express') as Express;
  const { registerLocalFs } = fromDecap('./middlewares.js') as {
    registerLocalFs(app: ExpressApp, options: { logLevel: string }): Promise<void>;
  };
  const app = express();
  app.use(express.json({ limit: '50mb' }));
  app.use(guardPaths);
  // decap-server reads the working copy's folder from its environment when the middleware is registered.
  const before = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = root;
  try {
    await registerLocalFs(app, { logLevel: 'warn' });
  } finally {
    if (before === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = before;
  }
  return app;
}

/** The backend on the dev server, when `npm run cms` asks for it (CMS_LOCAL_BACKEND=true). */
export function cmsBackend({ root }: { root: string }): Plugin {
  return {
    name: 'ot:cms-backend',
    apply: 'serve',
    async configureServer(server) {
      if (process.env.CMS_LOCAL_BACKEND !== 'true') return;
      const backend = await createCmsBackend(root);
      // Returned, so it runs after the dev server's own checks (the Host check among them).
      return () => {
        server.middlewares.use(CMS_BACKEND_PATH, backend);
      };
    },
  };
}
