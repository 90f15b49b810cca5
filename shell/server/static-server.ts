import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Files whose name does not change between deployments: browsers revalidate them on every use (an
 * unchanged one answers 304 without a body). Every other file is named by its content and kept for good.
 */
const MUTABLE = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'app-config.json', 'mf-manifest-stats.json', 'federation-runtime.js']);

/**
 * Headers only a document (or a worker) reads: its content security policy, who may frame it,
 * which features it may use. Files that never become one (scripts loaded by the page, JSON, styles,
 * fonts, raster images) carry them for nothing, about 0.9 KB a response, and the signed-in
 * dashboard's first screen alone is a dozen responses on a phone's link. Pages, SVG (a document
 * when opened) and anything else keep them.
 */
const DOCUMENT_ONLY_HEADERS = new Set(['content-security-policy', 'x-frame-options', 'permissions-policy']);
const NEVER_A_DOCUMENT = /^(?:text\/javascript|application\/json|text\/css|font\/|image\/(?:png|jpeg|x-icon))/;

function forContentType(headers: Record<string, string>, type: string): Record<string, string> {
  if (!NEVER_A_DOCUMENT.test(type)) return headers;
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY_HEADERS.has(name.toLowerCase())));
}

export interface StaticServerOptions {
  /** The built app (its dist folder). */
  dir: string;
  port: number;
  host?: string;
  /** Serves app-config.json from this file, read on every request so operators can edit it live. */
  appConfigPath?: string;
  /** Security headers: all of them on pages (and 404s), those only a document reads left off files that never become one. */
  headers?: () => Record<string, string>;
}

/** The request's decoded path, or null when it cannot name a file: a malformed escape or a NUL in it. */
export function pathOf(url: string | undefined): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return null;
  }
  return pathname.includes('\0') ? null : pathname;
}

function isInside(root: string, candidate: string): boolean {
  return candidate === root || candidate.startsWith(root + sep);
}

interface ServedFile {
  body: Buffer;
  /** Validator for revalidation: the content's hash, so a rebuilt but identical file stays valid. */
  etag: string;
  /** Copies compressed at build time (name.br, name.gz), or here once for files without them. */
  brotli?: Buffer | null;
  gzipped?: Buffer | null;
}

/**
 * Files by path, re-read only when their modification time or size changes: a redeployed file or
 * an edited app-config.json is picked up at once, and each body is read and compressed once.
 */
const files = new Map<string, ServedFile & { version: string }>();

async function readIfPresent(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}

async function fileAt(path: string): Promise<ServedFile | null> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return null;
    const version = `${info.mtimeMs}:${info.size}`;
    const cached = files.get(path);
    if (cached?.version === version) return cached;
    const body = await readFile(path);
    const [brotli, gzipped] = await Promise.all([readIfPresent(`${path}.br`), readIfPresent(`${path}.gz`)]);
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    const file = { body, etag, brotli, gzipped, version };
    files.set(path, file);
    return file;
  } catch {
    return null;
  }
}

function accepts(request: IncomingMessage, encoding: string): boolean {
  return new RegExp(`\\b${encoding}\\b`).test(String(request.headers['accept-encoding'] ?? ''));
}

function notModified(request: IncomingMessage, etag: string): boolean {
  const tags = String(request.headers['if-none-match'] ?? '');
  // Compare without the weak prefix: one validator stands for every encoding of the same content.
  return tags.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function send(request: IncomingMessage, response: ServerResponse, status: number, file: ServedFile, name: string, securityHeaders: Record<string, string>) {
  const { body } = file;
  const type = CONTENT_TYPES[extname(name)] ?? 'application/octet-stream';
  const headers = forContentType(securityHeaders, type);
  const cacheHeaders = {
    'Cache-Control': MUTABLE.has(name) || name === '' || name.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  };
  if (status === 200 && notModified(request, file.etag)) {
    response.writeHead(304, { ...headers, ...cacheHeaders, 'Access-Control-Allow-Origin': '*' });
    response.end();
    return;
  }
  const compressible = body.length > 1024 && /text|json|javascript|svg/.test(type);
  let payload = body;
  let encoding: string | null = null;
  if (compressible && file.brotli && accepts(request, 'br')) {
    payload = file.brotli;
    encoding = 'br';
  } else if (compressible && accepts(request, 'gzip')) {
    payload = file.gzipped ??= gzipSync(body, { level: 6 });
    encoding = 'gzip';
  }
  response.writeHead(status, {
    ...headers,
    ...cacheHeaders,
    'Content-Type': type,
    'Content-Length': String(payload.length),
    'Access-Control-Allow-Origin': '*',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : payload);
}

/**
 * Serves one built app as a CDN would: hashed files cached for a year, the few fixed names and
 * the pages revalidated, a route with a prerendered page (`/auth` → auth.html) answered with it,
 * other unknown paths with index.html so deep links work.
 */
export function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const root = resolve(options.dir);
  const server = createServer((request, response) => {
    // Whatever a request holds, it gets an answer and the server goes on: an error here would
    // otherwise reject unseen and end the thread (and with it `npm start`).
    serve(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end();
    });
  });
  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const headers = options.headers?.() ?? {};
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = pathOf(request.url);
    // A malformed escape (`/%ZZ`), a NUL or half a UTF-8 character is no file and no route.
    if (pathname === null) {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end('Bad request');
      return;
    }
    if (pathname === '/app-config.json' && options.appConfigPath) {
      const config = await fileAt(options.appConfigPath);
      if (config) return send(request, response, 200, config, 'app-config.json', headers);
    }
    const requested = normalize(join(root, pathname));
    if (!isInside(root, requested)) {
      response.writeHead(400).end();
      return;
    }
    const name = pathname.split('/').pop() ?? '';
    const file = name ? await fileAt(requested) : null;
    if (file) return send(request, response, 200, file, name, headers);
    // Asset-looking paths that do not exist are real 404s; anything else is a client-side route.
    if (extname(name) && name !== 'index.html') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*', ...headers }).end('Not found');
      return;
    }
    // A route with a page of its own, rendered at build time (`/auth` → auth.html), gets that page.
    const page = name && !extname(name) ? await fileAt(`${requested}.html`) : null;
    if (page) return send(request, response, 200, page, `${name}.html`, headers);
    const index = await fileAt(join(root, 'index.html'));
    if (!index) {
      response.writeHead(404).end('Not built');
      return;
    }
    send(request, response, 200, index, 'index.html', headers);
  }
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolvePromise(server));
  });
}
