// The small request/response shapes every route handler uses, independent of node:http.
import type { IncomingHttpHeaders } from 'node:http';

export interface ApiRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /**
   * The address the request came from (the connection's peer, never a header a client can set):
   * what the auth limits count per client, as GoTrue counts per IP behind Supabase's gateway.
   */
  clientAddress?: string;
}

export interface ApiResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): ApiResponse {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(value),
  };
}

export function header(request: ApiRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function bearerToken(request: ApiRequest): string | undefined {
  const value = header(request, 'authorization');
  const match = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return match?.[1];
}

/**
 * How deep a request's JSON may nest. Nothing the API takes comes close; far deeper documents
 * (tens of thousands of levels) overflowed the stack when written back out or read by Postgres, so
 * they are refused when read, as a body that is not JSON.
 */
export const MAX_JSON_DEPTH = 100;

/** Why a body is not JSON the API takes: not JSON at all, nested too deep, or a number past a double's range. */
export type JsonRefusal = 'syntax' | 'depth' | 'range';

export type JsonParse = { ok: true; value: unknown } | { ok: false; reason: JsonRefusal };

/** Whether JSON text nests objects and arrays deeper than `limit` (brackets inside strings do not count). */
export function jsonDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * Parses JSON text as the API reads bodies. A number out of a double's range (`1e400`) is refused
 * rather than read as Infinity, which JSON.stringify would turn into null: the database is never
 * handed a value other than the one sent.
 */
export function parseJsonText(text: string): JsonParse {
  if (jsonDeeperThan(text, MAX_JSON_DEPTH)) return { ok: false, reason: 'depth' };
  let outOfRange = false;
  let value: unknown;
  try {
    value = JSON.parse(text, (_key, item: unknown) => {
      if (typeof item === 'number' && !Number.isFinite(item)) outOfRange = true;
      return item;
    }) as unknown;
  } catch {
    return { ok: false, reason: 'syntax' };
  }
  return outOfRange ? { ok: false, reason: 'range' } : { ok: true, value };
}

export function parseJsonBody(request: ApiRequest): JsonParse {
  const text = request.body.toString('utf8');
  if (text.trim() === '') return { ok: true, value: undefined };
  return parseJsonText(text);
}

/** decodeURIComponent, or null for a malformed escape (`%ZZ`, a cut or invalid UTF-8 sequence). */
export function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

// A NUL, or half of a surrogate pair: text Postgres cannot store (text refuses NUL, jsonb both).
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string, or any key or string inside a JSON value, holds text Postgres cannot store. */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => UNSTORABLE.test(key) || hasUnstorableText(item));
  }
  return false;
}
