import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, asGatewaySends, COMPRESSED_AT_ONCE_BYTES, compressesAnswer, MIN_COMPRESSED_BYTES } from '../compression.ts';
import { json, type ApiResponse } from '../http.ts';

const LONG_JSON = json(200, Array.from({ length: 20 }, (_, i) => ({ id: i, platform: 'airbnb' })));

describe("the gateway's compression", () => {
  it('reads Accept-Encoding: gzip by name or by *, refused with q=0', () => {
    const cases: Array<[string | string[] | undefined, boolean]> = [
      [undefined, false],
      ['', false],
      ['identity', false],
      ['br', false],
      ['gzip', true],
      ['GZIP', true],
      ['x-gzip', true],
      ['gzip, deflate, br, zstd', true],
      ['deflate;q=1, gzip;q=0.5', true],
      ['gzip;q=0', false],
      ['gzip; q=0.0', false],
      ['*', true],
      ['*;q=0', false],
      ['gzip;q=0, *', false],
      ['br, *;q=0.1', true],
      [['br', 'gzip'], true],
    ];
    for (const [header, expected] of cases) assert.equal(acceptsGzip(header), expected, String(header));
  });

  it('compresses text and JSON answers of 30 bytes or more, nothing else', () => {
    const typed = (type: string, body = 'x'.repeat(64), status = 200, extra: Record<string, string> = {}): ApiResponse => ({ status, headers: { 'Content-Type': type, ...extra }, body });
    const cases: Array<[string, string, ApiResponse, boolean]> = [
      ['a PostgREST list', 'GET', LONG_JSON, true],
      ['a single object', 'GET', typed('application/vnd.pgrst.object+json; charset=utf-8'), true],
      ['CSV', 'GET', typed('text/csv; charset=utf-8'), true],
      ['an OpenAPI description', 'GET', typed('application/openapi+json'), true],
      ['plain text', 'GET', typed('text/plain'), true],
      ['an answer to a POST', 'POST', LONG_JSON, true],
      ['an error', 'GET', typed('application/json', 'x'.repeat(64), 400), true],
      ['an image', 'GET', typed('image/png'), false],
      ['a PDF', 'GET', typed('application/pdf'), false],
      ['an answer without a type', 'GET', { status: 200, body: 'x'.repeat(64) }, false],
      ['an answer under the threshold', 'GET', typed('application/json', 'x'.repeat(MIN_COMPRESSED_BYTES - 1)), false],
      ['an answer at the threshold', 'GET', typed('application/json', 'x'.repeat(MIN_COMPRESSED_BYTES)), true],
      ['an empty answer', 'GET', { status: 204 }, false],
      ['a HEAD answer', 'HEAD', LONG_JSON, false],
      ['part of a file', 'GET', typed('text/plain', 'x'.repeat(64), 206), false],
      ['an answer already encoded', 'GET', typed('application/json', 'x'.repeat(64), 200, { 'Content-Encoding': 'br' }), false],
      ['an answer that must not be transformed', 'GET', typed('application/json', 'x'.repeat(64), 200, { 'Cache-Control': 'private, no-transform' }), false],
    ];
    for (const [name, method, response, expected] of cases) {
      assert.equal(compressesAnswer(method, 'gzip', response), expected, name);
      assert.equal(compressesAnswer(method, 'identity', response), false, `${name}, to a client without gzip`);
    }
  });

  it('sends the same answer compressed, without a stale length, varying by encoding', async () => {
    const response = { ...LONG_JSON, headers: { ...LONG_JSON.headers, 'Content-Length': String(Buffer.byteLength(LONG_JSON.body!)), 'Content-Range': '0-19/*' } };
    const sent = await asGatewaySends('GET', 'gzip, deflate', response);
    assert.equal(sent.status, 200);
    assert.equal(sent.headers?.['Content-Encoding'], 'gzip');
    assert.equal(sent.headers?.['Content-Length'], undefined);
    assert.equal(sent.headers?.['Content-Range'], '0-19/*');
    assert.equal(sent.headers?.['Vary'], 'Accept-Encoding');
    assert.equal(gunzipSync(sent.body as Buffer).toString('utf8'), LONG_JSON.body);
    assert.ok((sent.body as Buffer).length < Buffer.byteLength(LONG_JSON.body!));
  });

  it('marks a compressible answer as varying by encoding even when it goes plain, and leaves other answers as they are', async () => {
    const plain = await asGatewaySends('GET', undefined, { ...LONG_JSON, headers: { ...LONG_JSON.headers, Vary: 'Origin' } });
    assert.equal(plain.body, LONG_JSON.body);
    assert.equal(plain.headers?.['Content-Encoding'], undefined);
    assert.equal(plain.headers?.['Vary'], 'Origin, Accept-Encoding');
    const image: ApiResponse = { status: 200, headers: { 'Content-Type': 'image/jpeg' }, body: Buffer.alloc(100) };
    assert.equal(await asGatewaySends('GET', 'gzip', image), image);
  });

  it(`compresses an answer of up to ${COMPRESSED_AT_ONCE_BYTES} bytes without waiting for the event loop (the database shares it), and a larger one on the thread pool`, async () => {
    /** Whether the promise settles on promise callbacks alone, without a turn of the event loop. */
    const settlesAtOnce = async (promise: Promise<unknown>) => {
      let settled = false;
      void promise.then(() => (settled = true));
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
      return settled;
    };
    const answer = (bytes: number) => json(200, 'x'.repeat(bytes - 2));
    for (const [bytes, atOnce] of [
      [COMPRESSED_AT_ONCE_BYTES, true],
      [COMPRESSED_AT_ONCE_BYTES + 1, false],
    ] as const) {
      const response = answer(bytes);
      assert.equal(Buffer.byteLength(response.body!), bytes);
      const sending = asGatewaySends('GET', 'gzip', response);
      assert.equal(await settlesAtOnce(sending), atOnce, `${bytes} bytes`);
      assert.equal(gunzipSync((await sending).body as Buffer).toString('utf8'), response.body);
    }
  });
});
