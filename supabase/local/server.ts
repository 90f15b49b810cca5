// The HTTP front door, playing the part of Supabase's gateway: CORS, the API-key check, and
// routing to auth, REST, storage, functions, realtime's websocket, the mailbox and the postal-code
// service.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AuthService } from './auth/service.ts';
import type { FunctionsRuntime } from './functions.ts';
import { asGatewaySends } from './compression.ts';
import { isDatabaseError } from './database.ts';
import { header, json, safeDecode, type ApiRequest, type ApiResponse } from './http.ts';
import type { Mailbox } from './mailbox.ts';
import { handlePostalCode } from './postal-codes.ts';
import type { RealtimeService } from './realtime/service.ts';
import type { RestService } from './rest/handler.ts';
import type { StorageService } from './storage/service.ts';

const MAX_BODY_BYTES = 5 * 1024 * 1024;
const MAX_URL_LENGTH = 16 * 1024;

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, prefer, accept, accept-profile, content-profile, range, ' +
    'x-supabase-api-version, x-retry-count, x-region, x-upsert, x-metadata, cache-control',
  'Access-Control-Expose-Headers': 'Content-Range, X-Supabase-Api-Version, Content-Location, Location, Content-Disposition, ETag',
  'Access-Control-Max-Age': '86400',
};

export interface Services {
  auth: AuthService;
  rest: RestService;
  storage: StorageService;
  functions: FunctionsRuntime;
  mailbox: Mailbox;
  realtime: RealtimeService;
  apiKeys: Set<string>;
  log: (line: string) => void;
}

/** The body, or null past `limit` bytes (the rest is read and dropped, so the client gets the answer). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Every answer tells the browser to keep to its declared type (no sniffing a stored file or an
 * error into HTML). The local mailbox is read by its own page only: it carries no CORS headers, so
 * no other origin's page can read the confirmation and reset links in it.
 */
function send(res: ServerResponse, response: ApiResponse, method: string, path: string): void {
  const cors = path === '/mailbox' || path.startsWith('/mailbox/') ? {} : CORS_HEADERS;
  const headers = { ...cors, ...(response.headers ?? {}), 'X-Content-Type-Options': 'nosniff' };
  const body = method === 'HEAD' ? undefined : response.body;
  res.writeHead(response.status, headers);
  res.end(body);
}

async function route(services: Services, request: ApiRequest): Promise<ApiResponse> {
  const path = request.url.pathname;
  if (request.method === 'OPTIONS') return { status: 204 };
  const postal = handlePostalCode(request);
  if (postal) return postal;
  const mailbox = services.mailbox.handle(request);
  if (mailbox) return mailbox;
  if (path === '/' || path === '/health') return json(200, { status: 'ok' });

  const api = /^\/(auth|rest|storage|functions|realtime)\/v1(\/.*)?$/.exec(path);
  if (!api) return json(404, { message: 'no Route matched with those values' });
  // Storage has no API-key check at the gateway: signed and public URLs are fetched without one (an
  // <img> sends no headers), and Storage checks the Authorization header itself.
  if (api[1] === 'storage') return services.storage.handle(request, api[2] ?? '/');
  // Supabase's gateway answers these two before any service sees the request.
  const apiKey = header(request, 'apikey') ?? request.url.searchParams.get('apikey') ?? undefined;
  const isVerifyLink = api[1] === 'auth' && api[2] === '/verify' && request.method === 'GET';
  if (!isVerifyLink) {
    if (!apiKey) {
      return json(401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
    }
    if (!services.apiKeys.has(apiKey)) return json(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
  }
  const rest = api[2] ?? '/';
  if (api[1] === 'auth') return services.auth.handle(request, rest);
  if (api[1] === 'rest') return services.rest.handle(request, rest);
  // Realtime speaks over the websocket only (the server's upgrade handler); its HTTP broadcast API is not here.
  if (api[1] === 'realtime') {
    return rest === '/websocket' || rest === '/websocket/'
      ? json(400, { message: 'Realtime answers this path over a WebSocket connection only.' })
      : json(404, { message: 'Realtime on this server has the websocket (/realtime/v1/websocket) only: postgres_changes, no broadcast over HTTP.' });
  }
  const name = /^\/([^/]+)\/?$/.exec(rest)?.[1];
  if (!name) return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  const decoded = safeDecode(name);
  if (decoded === null) return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  return services.functions.handle(request, decoded);
}

/**
 * How long an idle connection stays open: the gateway's 60 s. Node's own 5 s is about what a
 * client keeps its pooled connection (4 s), and the database shares this event loop: after a long
 * query, the server's timer and a client's next request on that connection could meet, and the
 * request was lost on the closed socket ("fetch failed").
 */
const IDLE_CONNECTION_MS = 60_000;

export function createHttpServer(services: Services): Server {
  const server = createServer((req, res) => {
    void (async () => {
      const method = (req.method ?? 'GET').toUpperCase();
      const path = (req.url ?? '').split('?')[0] ?? '';
      try {
        if ((req.url ?? '').length > MAX_URL_LENGTH) {
          send(res, json(414, { code: 'PGRST100', details: null, hint: null, message: 'URI too long' }), method, path);
          return;
        }
        const isStorage = (req.url ?? '').startsWith('/storage/v1/');
        const body = await readBody(req, isStorage ? services.storage.maxRequestBytes : MAX_BODY_BYTES);
        if (body === null) {
          send(res, isStorage ? services.storage.tooLarge() : json(413, { code: 'PGRST102', details: null, hint: null, message: 'Request body too large' }), method, path);
          return;
        }
        let url: URL;
        try {
          url = new URL(req.url ?? '/', 'http://localhost');
        } catch {
          send(res, json(400, { code: 'PGRST100', details: null, hint: null, message: 'Malformed URL' }), method, path);
          return;
        }
        const response = await route(services, { method, url, headers: req.headers, body, clientAddress: req.socket.remoteAddress ?? 'unknown' });
        // The gateway compresses the API's answers; Storage's files go as stored.
        send(res, isStorage ? response : await asGatewaySends(method, req.headers['accept-encoding'], response), method, url.pathname);
      } catch (error) {
        // Only the error's class and code go to the log: messages may quote request data.
        const code = (error as { code?: unknown }).code;
        // Input a service let through but Postgres refuses as data (SQLSTATE class 22: text it cannot
        // store, a value out of range) is still the client's error, never the server's.
        if (isDatabaseError(error) && error.code?.startsWith('22')) {
          if (!res.headersSent) send(res, json(400, { code: error.code, details: null, hint: null, message: error.message }), method, path);
          else res.end();
          return;
        }
        services.log(`internal error on ${method} ${path}: ${(error as Error).name}${code ? ` ${String(code)}` : ''}`);
        if (!res.headersSent) send(res, json(500, { code: 'XX000', details: null, hint: null, message: 'Internal server error' }), method, path);
        else res.end();
      }
    })();
  });
  server.on('upgrade', (req, socket, head) => services.realtime.handleUpgrade(req, socket, head));
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  return server;
}
