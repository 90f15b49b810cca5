import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startStaticServer } from './static-server';

const script = Buffer.from(`console.log(${JSON.stringify('conteúdo '.repeat(400))});`);
const SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'self'",
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=()',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};
let dir = '';
let server: Server;
let base = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-server-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(dir, 'auth.html'), '<!doctype html><title>Portal</title><main>entrar</main>');
  writeFileSync(join(dir, 'main.0123abcd.js'), script);
  writeFileSync(join(dir, 'main.0123abcd.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'main.0123abcd.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'mf_x', padding: 'x'.repeat(2000) }));
  writeFileSync(join(dir, 'logo.0123abcd.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startStaticServer({ dir, port: 0, headers: () => SECURITY_HEADERS });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they travelled (not decoded). */
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpGet(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('the static server', () => {
  it.each([
    ['a file named by its content: kept for good', '/main.0123abcd.js', 'public, max-age=31536000, immutable'],
    ['a manifest: revalidated on every use', '/mf-manifest.json', 'no-cache'],
    ['the page, for any client-side route: revalidated', '/propriedade/1/calendario', 'no-cache'],
    ['a prerendered page: revalidated', '/auth', 'no-cache'],
  ])('%s', async (_case, path, cacheControl) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers.etag).toMatch(/^"[\w-]{22}"$/);
  });

  it.each([
    ['brotli when the browser takes it, from the copy made at build time', 'br, gzip', 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip from its copy otherwise', 'gzip', 'gzip', (body: Buffer) => gunzipSync(body)],
    ['the file itself when the browser takes neither', 'identity', null, (body: Buffer) => body],
  ])('sends %s', async (_case, acceptEncoding, encoding, decode) => {
    const answer = await get('/main.0123abcd.js', { 'accept-encoding': acceptEncoding });
    const response = { encoding: answer.headers['content-encoding'], body: answer.body };
    expect(response.encoding ?? null).toBe(encoding);
    expect(decode(response.body).equals(script)).toBe(true);
  });

  it.each([
    ['the page', '/propriedade/1/calendario', false, true],
    ['a prerendered page', '/auth', false, true],
    ['a prerendered page revalidated (304)', '/auth', true, true],
    ['an SVG image (a document when opened)', '/logo.0123abcd.svg', false, true],
    ['a missing file (404)', '/missing.0123abcd.js', false, true],
    ['a script', '/main.0123abcd.js', false, false],
    ['a manifest', '/mf-manifest.json', false, false],
    ['a script revalidated (304)', '/main.0123abcd.js', true, false],
  ])('the headers only a document reads (policy, framing, features) go with pages, SVG and 404s, not with scripts or JSON: %s', async (_case, path, revalidated, withThem) => {
    const first = await get(path);
    const response = revalidated ? await get(path, { 'if-none-match': String(first.headers.etag) }) : first;
    if (revalidated) expect(response.status).toBe(304);
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy']) expect(response.headers[name] !== undefined).toBe(withThem);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('answers 304 without a body when the browser already has the same content, and 200 once it changes', async () => {
    const first = await get('/mf-manifest.json');
    const etag = String(first.headers.etag);
    const again = await get('/mf-manifest.json', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect((await get('/mf-manifest.json', { 'if-none-match': `W/${etag}` })).status).toBe(304);

    writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'mf_x', release: '2' }));
    const changed = await get('/mf-manifest.json', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(JSON.parse(changed.body.toString('utf8'))).toEqual({ name: 'mf_x', release: '2' });
  });

  it.each([
    ['a route with a prerendered page gets that page', '/auth', '<main>entrar</main>'],
    ['other routes get index.html', '/dashboard', '<title>Portal</title>'],
    ['a route below one with a page gets index.html', '/auth/outra', '<title>Portal</title>'],
    ['the root gets index.html', '/', '<title>Portal</title>'],
  ])('%s', async (_case, path, expected) => {
    const text = (await get(path)).body.toString('utf8');
    expect(text.endsWith(expected)).toBe(true);
  });

  it('answers a missing file that looks like one with 404, never with the page', async () => {
    expect((await get('/missing.0123abcd.js')).status).toBe(404);
  });
});
