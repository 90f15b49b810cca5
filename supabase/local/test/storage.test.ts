// The Storage API over supabase-js, for the property-photos bucket as migration 0007 makes it:
// every operation the portal uses, every refusal with hosted Storage's status and body, and the
// policies: an owner reaches only files under their own user id and one of their own properties.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { StorageApiError, type SupabaseClient } from '@supabase/supabase-js';
import { DEFAULT_JWT_SECRET, JwtKeys } from '../auth/jwt.ts';
import { client, createOwner, FINISHED_PROPERTY, serviceClient, startTestBackend, type TestBackend, type TestUser } from './helpers.ts';

const BUCKET = 'property-photos';
const TEN_MB = 10 * 1024 * 1024;

interface Owner extends TestUser {
  propertyId: string;
}

/** The first bytes of each image type the bucket takes: Storage checks that an image is one. */
export const IMAGE_SIGNATURES: Record<string, Buffer> = {
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/webp': Buffer.from('RIFF\x00\x00\x00\x00WEBP', 'latin1'),
  'image/heic': Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\x00\x00\x00\x00mif1heic', 'latin1')]),
  'image/heif': Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmif1\x00\x00\x00\x00mif1heic', 'latin1')]),
};

/** `size` bytes of an image of `type` (its signature, then a pattern from `seed`). */
function bytes(size: number, seed = 7, type = 'image/jpeg'): Buffer {
  const buffer = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) buffer[i] = (i * 31 + seed) % 256;
  IMAGE_SIGNATURES[type]?.copy(buffer, 0, 0, Math.min(size, IMAGE_SIGNATURES[type]?.length ?? 0));
  return buffer;
}

function jpeg(size = 2048, seed = 7): Blob {
  return new Blob([bytes(size, seed)], { type: 'image/jpeg' });
}

/** The Storage error supabase-js returned: HTTP status, the body's statusCode and message. */
function storageError(error: unknown): { status: number; statusCode: string; message: string } {
  // The network error's cause (a reset, a closed socket) says whether the answer or the link failed.
  const cause = (error as { originalError?: { cause?: unknown } } | null)?.originalError?.cause;
  assert.ok(error instanceof StorageApiError, `expected a StorageApiError, got ${String(error)}${cause ? ` (${String(cause)})` : ''}`);
  return { status: error.status, statusCode: error.statusCode, message: error.message };
}

async function raw(url: string, init: RequestInit = {}): Promise<{ status: number; body: unknown; headers: Headers; bytes: Buffer }> {
  const response = await fetch(url, init);
  const buffer = Buffer.from(await response.arrayBuffer());
  let body: unknown = null;
  try {
    body = JSON.parse(buffer.toString('utf8'));
  } catch {
    body = null;
  }
  return { status: response.status, body, headers: response.headers, bytes: buffer };
}

describe('Storage API (property-photos)', () => {
  let backend: TestBackend;
  let ana: Owner;
  let bruno: Owner;
  let service: SupabaseClient;

  /** Files Storage keeps on disk for this backend. */
  const filesOnDisk = (): string[] => {
    const dir = join(backend.storageDir, 'objects');
    return existsSync(dir) ? readdirSync(dir).filter((f) => !f.startsWith('.')) : [];
  };
  const photoPath = (owner: Owner, name = `${randomUUID()}.jpg`): string => `${owner.id}/${owner.propertyId}/${name}`;
  const bucket = (owner: { client: SupabaseClient }) => owner.client.storage.from(BUCKET);

  async function ownerWithProperty(prefix: string, isDraft: boolean): Promise<Owner> {
    const user = await createOwner(backend, prefix);
    const { data, error } = await user.client
      .from('properties')
      .insert({ ...FINISHED_PROPERTY, user_id: user.id, property_name: `Casa de ${prefix}`, is_draft: isDraft })
      .select('id')
      .single();
    assert.equal(error, null);
    return { ...user, propertyId: (data as { id: string }).id };
  }

  before(async () => {
    // A fixed secret: the test signs tokens of its own.
    backend = await startTestBackend({ jwtSecret: DEFAULT_JWT_SECRET });
    service = serviceClient(backend);
    ana = await ownerWithProperty('ana', true);
    bruno = await ownerWithProperty('bruno', false);
  });
  after(() => backend.dispose());

  it('uploads a photo as a form (what a browser File sends) and gives it back: download, info, exists, list', async () => {
    const path = photoPath(ana);
    const upload = await bucket(ana).upload(path, jpeg(4096, 1));
    assert.equal(upload.error, null);
    assert.equal(upload.data?.path, path);
    assert.equal(upload.data?.fullPath, `${BUCKET}/${path}`);
    assert.match(upload.data?.id ?? '', /^[0-9a-f-]{36}$/);

    const download = await bucket(ana).download(path);
    assert.equal(download.error, null);
    assert.deepEqual(Buffer.from(await (download.data as Blob).arrayBuffer()), bytes(4096, 1));
    assert.equal((download.data as Blob).type, 'image/jpeg');

    const info = await bucket(ana).info(path);
    assert.equal(info.error, null);
    assert.equal(info.data?.size, 4096);
    assert.equal(info.data?.contentType, 'image/jpeg');
    assert.equal(info.data?.cacheControl, 'max-age=3600');
    assert.equal(info.data?.bucketId, BUCKET);

    assert.deepEqual(await bucket(ana).exists(path), { data: true, error: null });
    const missing = await bucket(ana).exists(photoPath(ana));
    assert.equal(missing.data, false);

    const files = await bucket(ana).list(`${ana.id}/${ana.propertyId}`);
    assert.equal(files.error, null);
    const listed = files.data?.find((f) => `${ana.id}/${ana.propertyId}/${f.name}` === path);
    assert.ok(listed, 'the file is listed by its name within the folder');
    assert.equal(listed.id, upload.data?.id);
    assert.equal((listed.metadata as { size: number; mimetype: string }).size, 4096);
    assert.equal((listed.metadata as { size: number; mimetype: string }).mimetype, 'image/jpeg');

    const folders = await bucket(ana).list(ana.id);
    assert.deepEqual(folders.data?.map((f) => ({ name: f.name, id: f.id })), [{ name: ana.propertyId, id: null }]);
  });

  it('uploads a raw body with its content type and cache control, and serves them back', async () => {
    const path = photoPath(ana, `${randomUUID()}.png`);
    const { error } = await bucket(ana).upload(path, bytes(1000, 2, 'image/png'), { contentType: 'image/png', cacheControl: '60' });
    assert.equal(error, null);
    const { data } = await bucket(ana).createSignedUrl(path, 60);
    const served = await raw(data?.signedUrl as string);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
    assert.equal(served.headers.get('cache-control'), null, 'a signed URL answers with Expires instead');
    assert.ok(served.headers.get('expires'));
    assert.deepEqual(served.bytes, bytes(1000, 2, 'image/png'));
    const authenticated = await raw(`${backend.url}/storage/v1/object/authenticated/${BUCKET}/${path}`, {
      headers: { Authorization: `Bearer ${ana.token}` },
    });
    assert.equal(authenticated.headers.get('cache-control'), 'max-age=60');
    assert.equal(authenticated.headers.get('content-length'), '1000');
    assert.ok(authenticated.headers.get('etag'));
  });

  it('refuses a second upload to the same name unless upsert, which replaces the bytes; update replaces too', async () => {
    const path = photoPath(ana);
    assert.equal((await bucket(ana).upload(path, jpeg(100, 3))).error, null);
    const before = filesOnDisk().length;

    const again = await bucket(ana).upload(path, jpeg(200, 4));
    assert.deepEqual(storageError(again.error), { status: 400, statusCode: '409', message: 'The resource already exists' });

    const upserted = await bucket(ana).upload(path, jpeg(300, 5), { upsert: true });
    assert.equal(upserted.error, null);
    let download = await bucket(ana).download(path);
    assert.deepEqual(Buffer.from(await (download.data as Blob).arrayBuffer()), bytes(300, 5));
    assert.equal(filesOnDisk().length, before, 'the replaced file is gone from disk');

    const updated = await bucket(ana).update(path, bytes(400, 6, 'image/webp'), { contentType: 'image/webp' });
    assert.equal(updated.error, null);
    download = await bucket(ana).download(path);
    assert.equal((download.data as Blob).type, 'image/webp');
    assert.equal((download.data as Blob).size, 400);
    assert.equal(filesOnDisk().length, before);
  });

  it('accepts 10 MB and refuses one byte more, as a form and as a raw body, storing nothing', async () => {
    const before = filesOnDisk().length;
    const exact = await bucket(ana).upload(photoPath(ana), bytes(TEN_MB), { contentType: 'image/jpeg' });
    assert.equal(exact.error, null);

    const tooLarge = { status: 400, statusCode: '413', message: 'The object exceeded the maximum allowed size' };
    const asForm = await bucket(ana).upload(photoPath(ana), new Blob([bytes(TEN_MB + 1)], { type: 'image/jpeg' }));
    assert.deepEqual(storageError(asForm.error), tooLarge);
    const asRaw = await bucket(ana).upload(photoPath(ana), bytes(TEN_MB + 1), { contentType: 'image/jpeg' });
    assert.deepEqual(storageError(asRaw.error), tooLarge);

    const body = await raw(`${backend.url}/storage/v1/object/${BUCKET}/${photoPath(ana)}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ana.token}`, 'Content-Type': 'image/jpeg' },
      body: bytes(TEN_MB + 1),
    });
    assert.deepEqual(body.body, {
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });
    assert.equal(filesOnDisk().length, before + 1, 'only the accepted upload is on disk');
  });

  it('accepts the image types of the bucket and refuses any other, e.g. a PDF', async () => {
    for (const type of ['image/png', 'image/webp', 'image/heic', 'image/heif']) {
      const { error } = await bucket(ana).upload(photoPath(ana, `${randomUUID()}.img`), new Blob([bytes(32, 7, type)], { type }));
      assert.equal(error, null, type);
    }
    const pdf = await bucket(ana).upload(photoPath(ana, 'planta.pdf'), new Blob([bytes(10)], { type: 'application/pdf' }));
    assert.deepEqual(storageError(pdf.error), { status: 400, statusCode: '415', message: 'mime type application/pdf is not supported' });
    const text = await bucket(ana).upload(photoPath(ana, 'nota.txt'), 'texto');
    assert.deepEqual(storageError(text.error), { status: 400, statusCode: '415', message: 'mime type text/plain;charset=UTF-8 is not supported' });
    const body = await raw(`${backend.url}/storage/v1/object/${BUCKET}/${photoPath(ana, 'planta.pdf')}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ana.token}`, 'Content-Type': 'application/pdf' },
      body: bytes(10),
    });
    assert.deepEqual(body.body, { statusCode: '415', code: 'InvalidMimeType', error: 'invalid_mime_type', message: 'mime type application/pdf is not supported' });
    assert.equal((await bucket(ana).exists(photoPath(ana, 'planta.pdf'))).data, false);
  });

  it('answers a missing object, a missing bucket and a bad key as hosted Storage does', async () => {
    const missing = await bucket(ana).download(photoPath(ana));
    assert.deepEqual(storageError(missing.error), { status: 400, statusCode: '404', message: 'Object not found' });
    const body = await raw(`${backend.url}/storage/v1/object/authenticated/${BUCKET}/${photoPath(ana)}`, {
      headers: { Authorization: `Bearer ${ana.token}` },
    });
    assert.deepEqual(body.body, { statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' });

    const noBucket = await ana.client.storage.from('nao-existe').upload('a.jpg', jpeg());
    assert.deepEqual(storageError(noBucket.error), { status: 400, statusCode: '404', message: 'Bucket not found' });
    const badKey = await bucket(ana).upload(photoPath(ana, 'praça.jpg'), jpeg());
    assert.equal(storageError(badKey.error).statusCode, '400');
    assert.match(storageError(badKey.error).message, /^Invalid key: /);
    const noSign = await bucket(ana).createSignedUrl(photoPath(ana), 60);
    assert.deepEqual(storageError(noSign.error), { status: 400, statusCode: '404', message: 'Object not found' });
  });

  it("keeps each owner out of another's files: read, list, overwrite, upload into, move, copy, sign, delete", async () => {
    const path = photoPath(ana);
    assert.equal((await bucket(ana).upload(path, jpeg(500, 9))).error, null);
    const rls = { status: 400, statusCode: '403', message: 'new row violates row-level security policy' };

    const read = await bucket(bruno).download(path);
    assert.deepEqual(storageError(read.error), { status: 400, statusCode: '404', message: 'Object not found' });
    assert.equal((await bucket(bruno).exists(path)).data, false);
    assert.deepEqual((await bucket(bruno).list(ana.id)).data, []);
    assert.deepEqual((await bucket(bruno).list(`${ana.id}/${ana.propertyId}`)).data, []);
    assert.equal(storageError((await bucket(bruno).info(path)).error).statusCode, '404');

    assert.deepEqual(storageError((await bucket(bruno).upload(path, jpeg(10), { upsert: true })).error), rls);
    assert.deepEqual(storageError((await bucket(bruno).update(path, bytes(10), { contentType: 'image/jpeg' })).error), rls);
    assert.deepEqual(storageError((await bucket(bruno).upload(photoPath(ana), jpeg(10))).error), rls, 'into her folder');
    assert.deepEqual(
      storageError((await bucket(bruno).upload(`${bruno.id}/${ana.propertyId}/${randomUUID()}.jpg`, jpeg(10))).error),
      rls,
      "into his own folder but under her property's id",
    );
    assert.deepEqual(storageError((await bucket(bruno).upload(`${bruno.id}/${randomUUID()}.jpg`, jpeg(10))).error), rls, 'outside a property folder');
    assert.deepEqual(storageError((await bucket(bruno).upload(`${bruno.id}/nao-e-um-id/${randomUUID()}.jpg`, jpeg(10))).error), rls);

    assert.equal(storageError((await bucket(bruno).move(path, photoPath(bruno))).error).statusCode, '404');
    assert.equal(storageError((await bucket(bruno).copy(path, photoPath(bruno))).error).statusCode, '404');
    assert.equal(storageError((await bucket(bruno).createSignedUrl(path, 60)).error).statusCode, '404');
    const many = await bucket(bruno).createSignedUrls([path], 60);
    assert.deepEqual(many.data, [
      { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null, signedUrl: null },
    ]);

    const removed = await bucket(bruno).remove([path]);
    assert.deepEqual(removed, { data: [], error: null });
    const direct = await raw(`${backend.url}/storage/v1/object/${BUCKET}/${path}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${bruno.token}` },
    });
    assert.deepEqual(direct.body, { statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: 'Access denied' });

    // Ana's own move into Bruno's folder is refused too.
    assert.deepEqual(storageError((await bucket(ana).move(path, photoPath(bruno))).error), rls);
    const still = await bucket(ana).download(path);
    assert.deepEqual(Buffer.from(await (still.data as Blob).arrayBuffer()), bytes(500, 9), 'her file is untouched');
  });

  it('gives anon nothing: no listing, no reading, no writing, no public URL of the private bucket', async () => {
    const path = photoPath(ana);
    assert.equal((await bucket(ana).upload(path, jpeg(64))).error, null);
    const anon = client(backend).storage.from(BUCKET);
    assert.deepEqual((await anon.list(ana.id)).data, []);
    assert.equal(storageError((await anon.download(path)).error).statusCode, '404');
    assert.deepEqual(storageError((await anon.upload(`${ana.id}/${ana.propertyId}/x.jpg`, jpeg(10))).error), {
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    assert.equal(storageError((await anon.createSignedUrl(path, 60)).error).statusCode, '404');
    assert.deepEqual((await anon.remove([path])).data, []);

    const publicUrl = anon.getPublicUrl(path).data.publicUrl;
    assert.equal(publicUrl, `${backend.url}/storage/v1/object/public/${BUCKET}/${path}`);
    const viaPublic = await raw(publicUrl);
    assert.equal(viaPublic.status, 400);
    assert.deepEqual(viaPublic.body, { statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' });
    const withoutToken = await raw(`${backend.url}/storage/v1/object/${BUCKET}/${path}`);
    assert.deepEqual(withoutToken.body, { statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' });
  });

  it('serves a signed URL until it expires, then answers 400 with Storage\'s body; a token opens only its own object', async () => {
    const path = photoPath(ana);
    const other = photoPath(ana);
    assert.equal((await bucket(ana).upload(path, jpeg(256, 11))).error, null);
    assert.equal((await bucket(ana).upload(other, jpeg(256, 12))).error, null);

    const { data, error } = await bucket(ana).createSignedUrl(path, 600, { download: 'sala.jpg' });
    assert.equal(error, null);
    const url = data?.signedUrl as string;
    assert.ok(url.startsWith(`${backend.url}/storage/v1/object/sign/${BUCKET}/${path}?token=`));
    const served = await raw(url);
    assert.equal(served.status, 200);
    assert.deepEqual(served.bytes, bytes(256, 11));
    assert.equal(served.headers.get('content-disposition'), "attachment; filename=sala.jpg; filename*=UTF-8''sala.jpg");

    const token = new URL(url).searchParams.get('token') as string;
    const elsewhere = await raw(`${backend.url}/storage/v1/object/sign/${BUCKET}/${other}?token=${token}`);
    assert.deepEqual(elsewhere.body, { statusCode: '400', code: 'InvalidSignature', error: 'InvalidSignature', message: 'Invalid signature' });
    const tampered = `${token.slice(0, -3)}${token.at(-3) === 'a' ? 'b' : 'a'}${token.slice(-2)}`;
    const forged = await raw(`${backend.url}/storage/v1/object/sign/${BUCKET}/${path}?token=${tampered}`);
    assert.equal(forged.status, 400);
    assert.deepEqual(forged.body, { statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: 'signature verification failed' });

    const many = await bucket(ana).createSignedUrls([path, other, photoPath(ana)], 60);
    assert.equal(many.error, null);
    assert.equal(many.data?.[0]?.error, null);
    assert.equal((await raw(many.data?.[1]?.signedUrl as string)).status, 200);
    assert.equal(many.data?.[2]?.signedUrl, null);

    const short = await bucket(ana).createSignedUrl(path, 3);
    const shortUrl = short.data?.signedUrl as string;
    assert.equal((await raw(shortUrl)).status, 200);
    await new Promise((resolve) => setTimeout(resolve, 3200));
    const expired = await raw(shortUrl);
    assert.equal(expired.status, 400);
    assert.deepEqual(expired.body, { statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: '"exp" claim timestamp check failed' });
    assert.equal((await raw(url)).status, 200, 'a URL still within its time keeps working');

    // A deleted object's URL stops working even before it expires.
    assert.equal((await bucket(ana).remove([path])).error, null);
    const gone = await raw(url);
    assert.deepEqual(gone.body, { statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' });
    const invalidExpiry = await bucket(ana).createSignedUrl(other, 0);
    assert.equal(storageError(invalidExpiry.error).statusCode, '400');
  });

  it("refuses a bad or expired JWT where one is required, as hosted Storage (400, statusCode '403')", async () => {
    const path = photoPath(ana);
    const garbage = await raw(`${backend.url}/storage/v1/object/authenticated/${BUCKET}/${path}`, { headers: { Authorization: 'Bearer nada' } });
    assert.equal(garbage.status, 400);
    assert.deepEqual(garbage.body, { statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: 'Invalid Compact JWS' });

    const keys = new JwtKeys(DEFAULT_JWT_SECRET);
    const now = Math.floor(Date.now() / 1000);
    const expiredToken = await keys.sign({ role: 'authenticated', sub: ana.id }, now - 10, now - 100);
    const expired = await raw(`${backend.url}/storage/v1/object/list/${BUCKET}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${expiredToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefix: ana.id }),
    });
    assert.deepEqual(expired.body, { statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: '"exp" claim timestamp check failed' });
    const otherSecret = await new JwtKeys('another-secret-with-at-least-32-characters!!').sign({ role: 'service_role' }, now + 60);
    const forged = await raw(`${backend.url}/storage/v1/object/list/${BUCKET}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${otherSecret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefix: '' }),
    });
    assert.deepEqual(forged.body, { statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: 'signature verification failed' });
  });

  it('lists one level with folders, limit, offset, sort and search', async () => {
    const owner = await ownerWithProperty('lista', true);
    const folder = `${owner.id}/${owner.propertyId}`;
    for (const name of ['b.jpg', 'a.jpg', 'C.jpg', 'thumbs/a.jpg', 'thumbs/b.jpg']) {
      assert.equal((await bucket(owner).upload(`${folder}/${name}`, jpeg(10))).error, null, name);
    }
    const all = await bucket(owner).list(folder);
    assert.deepEqual(all.data?.map((f) => [f.name, f.id === null]), [['a.jpg', false], ['b.jpg', false], ['C.jpg', false], ['thumbs', true]]);
    const page = await bucket(owner).list(folder, { limit: 2, offset: 1 });
    assert.deepEqual(page.data?.map((f) => f.name), ['b.jpg', 'C.jpg']);
    const desc = await bucket(owner).list(folder, { sortBy: { column: 'name', order: 'desc' } });
    assert.deepEqual(desc.data?.map((f) => f.name), ['thumbs', 'C.jpg', 'b.jpg', 'a.jpg']);
    const byDate = await bucket(owner).list(folder, { sortBy: { column: 'created_at', order: 'asc' } });
    assert.deepEqual(byDate.data?.map((f) => f.name), ['thumbs', 'b.jpg', 'a.jpg', 'C.jpg'], 'folders first, then files by the column');
    const search = await bucket(owner).list(folder, { search: 'c' });
    assert.deepEqual(search.data?.map((f) => f.name), ['C.jpg']);
    const thumbs = await bucket(owner).list(`${folder}/thumbs/`);
    assert.deepEqual(thumbs.data?.map((f) => f.name), ['a.jpg', 'b.jpg']);
    const invalid = await raw(`${backend.url}/storage/v1/object/list/${BUCKET}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ limit: 10 }),
    });
    assert.equal(invalid.status, 400);
    assert.deepEqual(invalid.body, { statusCode: '400', code: 'InvalidRequest', error: 'Bad Request', message: "body must have required property 'prefix'" });
  });

  it('moves and copies within the owner\'s folders, keeping one file per object on disk', async () => {
    const source = photoPath(ana);
    const moved = photoPath(ana);
    const copied = photoPath(ana);
    assert.equal((await bucket(ana).upload(source, jpeg(128, 21))).error, null);
    const before = filesOnDisk().length;

    const move = await bucket(ana).move(source, moved);
    assert.equal(move.error, null);
    const { Id: movedId, ...answer } = move.data as unknown as { Id: string; message: string; Key: string };
    assert.deepEqual(answer, { message: 'Successfully moved', Key: moved });
    assert.equal(movedId, (await bucket(ana).info(moved)).data?.id, 'the object keeps its id');
    assert.equal((await bucket(ana).exists(source)).data, false);
    assert.equal(filesOnDisk().length, before);

    const copy = await bucket(ana).copy(moved, copied);
    assert.deepEqual(copy, { data: { path: `${BUCKET}/${copied}` }, error: null });
    for (const path of [moved, copied]) {
      const { data } = await bucket(ana).download(path);
      assert.deepEqual(Buffer.from(await (data as Blob).arrayBuffer()), bytes(128, 21));
    }
    assert.equal(filesOnDisk().length, before + 1);
    const duplicate = await bucket(ana).copy(moved, copied);
    assert.deepEqual(storageError(duplicate.error), { status: 400, statusCode: '409', message: 'The resource already exists' });
  });

  it('removes files with their bytes; the service role reaches every owner\'s files', async () => {
    const owner = await ownerWithProperty('remove', true);
    const paths = [photoPath(owner), photoPath(owner, `thumbs/${randomUUID()}.jpg`)];
    for (const path of paths) assert.equal((await bucket(owner).upload(path, jpeg(32))).error, null);
    const before = filesOnDisk().length;

    const listed = await service.storage.from(BUCKET).list(`${owner.id}/${owner.propertyId}`);
    assert.deepEqual(listed.data?.map((f) => f.name).sort(), [paths[0]?.split('/')[2], 'thumbs'].sort());
    const read = await service.storage.from(BUCKET).download(paths[0] as string);
    assert.equal(read.error, null);

    const removed = await bucket(owner).remove(paths);
    assert.equal(removed.error, null);
    assert.deepEqual(removed.data?.map((o) => o.name).sort(), [...paths].sort());
    assert.equal(filesOnDisk().length, before - 2);
    assert.deepEqual((await bucket(owner).list(`${owner.id}/${owner.propertyId}`)).data, []);
  });

  it('leaves no object when a draft\'s files are removed and then its photo rows and the draft itself', async () => {
    const owner = await ownerWithProperty('rascunho', true);
    const photoId = randomUUID();
    const path = `${owner.id}/${owner.propertyId}/${photoId}.jpg`;
    const thumbnail = `${owner.id}/${owner.propertyId}/thumbs/${photoId}.jpg`;
    assert.equal((await bucket(owner).upload(path, jpeg(300))).error, null);
    assert.equal((await bucket(owner).upload(thumbnail, jpeg(30))).error, null);
    const row = await owner.client.from('property_photos').insert({ id: photoId, property_id: owner.propertyId, path, thumbnail_path: thumbnail, is_main: true, width: 2560, height: 1920, bytes: 300 });
    assert.equal(row.error, null);
    const before = filesOnDisk().length;

    assert.equal((await bucket(owner).remove([path, thumbnail])).error, null);
    assert.equal((await owner.client.from('property_photos').delete().eq('id', photoId)).error, null);
    assert.equal((await owner.client.from('properties').delete().eq('id', owner.propertyId)).error, null);

    const objects = await backendObjects(owner.id);
    assert.deepEqual(objects, []);
    assert.equal(filesOnDisk().length, before - 2);
  });

  it("answers a browser's preflight for an upload, and needs no apikey (an <img> of a signed URL sends none)", async () => {
    const preflight = await fetch(`${backend.url}/storage/v1/object/${BUCKET}/${photoPath(ana)}`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:8080', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, apikey, x-upsert, cache-control, content-type' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').split(',').map((h) => h.trim());
    for (const name of ['authorization', 'apikey', 'x-upsert', 'cache-control', 'content-type', 'x-metadata']) assert.ok(allowed.includes(name), name);

    const path = photoPath(ana);
    assert.equal((await bucket(ana).upload(path, jpeg(16))).error, null);
    const head = await raw(`${backend.url}/storage/v1/object/authenticated/${BUCKET}/${path}`, { method: 'HEAD', headers: { Authorization: `Bearer ${ana.token}` } });
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('content-length'), '16');
    assert.equal(head.bytes.length, 0);
  });

  it('reads buckets as the caller: the service role sees the bucket and its limits, an owner none', async () => {
    const asService = await service.storage.getBucket(BUCKET);
    assert.equal(asService.error, null);
    assert.equal(asService.data?.public, false);
    assert.equal(asService.data?.file_size_limit, TEN_MB);
    assert.deepEqual(asService.data?.allowed_mime_types, ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);
    assert.deepEqual((await ana.client.storage.listBuckets()).data, []);
    assert.equal(storageError((await ana.client.storage.getBucket(BUCKET)).error).statusCode, '404');
  });

  it('refuses what it does not implement with Storage\'s error shape: image transformations, resumable uploads, bucket changes', async () => {
    const path = photoPath(ana);
    assert.equal((await bucket(ana).upload(path, jpeg(64))).error, null);
    const transformed = await bucket(ana).download(path, { transform: { width: 100 } });
    assert.deepEqual(storageError(transformed.error), { status: 403, statusCode: '403', message: 'feature not enabled for this tenant' });
    const tus = await raw(`${backend.url}/storage/v1/upload/resumable`, { method: 'POST', headers: { Authorization: `Bearer ${ana.token}` } });
    assert.deepEqual(tus.body, {
      statusCode: '409',
      code: 'NotSupported',
      error: 'NotSupported',
      message: 'The feature resumable uploads (TUS) is not enabled for this resource',
    });
    const created = await service.storage.createBucket('outro');
    assert.equal(storageError(created.error).statusCode, '409');
    const unknown = await raw(`${backend.url}/storage/v1/nada`);
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { statusCode: '404', code: 'InvalidRequest', error: 'Not Found', message: 'Route GET:/nada not found' });
  });

  /** The owner's rows in storage.objects, as the service role sees them. */
  async function backendObjects(ownerId: string): Promise<string[]> {
    const names: string[] = [];
    const walk = async (prefix: string): Promise<void> => {
      const { data } = await service.storage.from(BUCKET).list(prefix, { limit: 1000 });
      for (const entry of data ?? []) {
        if (entry.id === null) await walk(`${prefix}/${entry.name}`);
        else names.push(`${prefix}/${entry.name}`);
      }
    };
    await walk(ownerId);
    return names;
  }
});
