// Supabase's gateway compresses the API's answers with gzip for a client that accepts it, as its
// Envoy compressor is configured: text and JSON answers (PostgREST's own JSON types and CSV included)
// of at least 30 bytes, with `Vary: Accept-Encoding` on every answer of such a type. An owner's
// reservations are tens of kilobytes of repetitive JSON; on a phone's network that is the difference
// between one round trip and several. Storage's files are not part of it: they go as stored.
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { ApiResponse } from './http.ts';

/** The gateway's threshold: shorter answers go as they are. */
export const MIN_COMPRESSED_BYTES = 30;

const COMPRESSIBLE_TYPE = /^\s*(text\/[\w.+-]+|application\/(json|javascript|xml|xhtml\+xml|[\w.-]+\+json)|image\/svg\+xml)\s*(;|$)/i;

const gzipAsync = promisify(gzip);

/**
 * Answers up to this size are compressed at once, on this thread: well under a millisecond for the
 * tens of kilobytes of an owner's reads. One compressed on the thread pool is sent only when this
 * thread next reads its events, and with PGlite the database runs on this thread: every request
 * queued behind it ran first, and a page's first read was answered with its last. Larger answers
 * still go to the pool, so that compressing one does not hold the others up.
 */
export const COMPRESSED_AT_ONCE_BYTES = 256 * 1024;

/** A header's name as the answer spells it (headers are named in any case). */
function headerName(headers: Record<string, string>, name: string): string | undefined {
  return Object.keys(headers).find((key) => key.toLowerCase() === name);
}

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const key = headerName(headers, name);
  return key === undefined ? undefined : headers[key];
}

/**
 * Whether an Accept-Encoding header accepts gzip: named (or `*`) with a quality above 0, and not
 * refused by name (`gzip;q=0` wins over `*`).
 */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!value) return false;
  let gzipQuality: number | undefined;
  let anyQuality: number | undefined;
  for (const part of value.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((found) => found !== undefined);
    const quality = q === undefined ? 1 : Number(q) || 0;
    if (token === 'gzip' || token === 'x-gzip') gzipQuality = quality;
    else if (token === '*') anyQuality = quality;
  }
  return (gzipQuality ?? anyQuality ?? 0) > 0;
}

/** Whether an answer is of a type the gateway compresses, whatever the client accepts. */
export function isCompressibleAnswer(response: ApiResponse): boolean {
  const type = headerValue(response.headers ?? {}, 'content-type');
  return type !== undefined && COMPRESSIBLE_TYPE.test(type);
}

/** Whether this answer, to a request accepting `acceptEncoding`, goes compressed. */
export function compressesAnswer(method: string, acceptEncoding: string | string[] | undefined, response: ApiResponse): boolean {
  const headers = response.headers ?? {};
  return (
    method !== 'HEAD' &&
    response.status !== 206 &&
    response.body !== undefined &&
    Buffer.byteLength(response.body) >= MIN_COMPRESSED_BYTES &&
    isCompressibleAnswer(response) &&
    headerValue(headers, 'content-encoding') === undefined &&
    !/no-transform/i.test(headerValue(headers, 'cache-control') ?? '') &&
    acceptsGzip(acceptEncoding)
  );
}

/** The answer as the gateway sends it: gzip-compressed when `compressesAnswer`, and marked as varying by encoding when its type is compressible. */
export async function asGatewaySends(method: string, acceptEncoding: string | string[] | undefined, response: ApiResponse): Promise<ApiResponse> {
  if (!isCompressibleAnswer(response)) return response;
  const headers = { ...(response.headers ?? {}) };
  const vary = headerName(headers, 'vary');
  if (vary === undefined) headers['Vary'] = 'Accept-Encoding';
  else if (!/accept-encoding/i.test(headers[vary]!)) headers[vary] = `${headers[vary]}, Accept-Encoding`;
  if (!compressesAnswer(method, acceptEncoding, response)) return { ...response, headers };
  const length = headerName(headers, 'content-length');
  if (length !== undefined) delete headers[length];
  headers['Content-Encoding'] = 'gzip';
  const body = response.body!;
  return { ...response, headers, body: Buffer.byteLength(body) <= COMPRESSED_AT_ONCE_BYTES ? gzipSync(body) : await gzipAsync(body) };
}
