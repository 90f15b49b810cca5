import { createFakeStorage } from '@portal/shared/testing';
import { sendStorageObject, StorageNetworkError, StorageUploadError } from './send-storage-object';

const storage = createFakeStorage();
let restore: () => void;
beforeEach(() => {
  storage.objects.clear();
  storage.calls.length = 0;
  storage.state.uploadBehaviour = () => 'complete';
  restore = storage.installXhr();
});
afterEach(() => restore());

const request = (fields: Partial<Parameters<typeof sendStorageObject>[0]> = {}) => ({
  supabaseUrl: 'http://localhost:54321/',
  anonKey: 'anon-key',
  accessToken: 'owner-token',
  bucket: 'property-photos',
  path: 'u1/draft-1/photo 1.jpg',
  body: new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }),
  contentType: 'image/jpeg',
  upsert: true,
  ...fields,
});

describe('sending an object to Storage', () => {
  it("sends supabase-js's upload request: POST to the object's URL with the owner's token, apikey, x-upsert, content type and caching", async () => {
    await expect(sendStorageObject(request())).resolves.toEqual({ key: 'property-photos/u1/draft-1/photo 1.jpg' });
    expect(storage.calls[0]).toEqual({
      operation: 'upload',
      bucket: 'property-photos',
      paths: ['u1/draft-1/photo 1.jpg'],
      url: 'POST http://localhost:54321/storage/v1/object/property-photos/u1/draft-1/photo%201.jpg',
      headers: { authorization: 'Bearer owner-token', apikey: 'anon-key', 'x-upsert': 'true', 'content-type': 'image/jpeg', 'cache-control': 'max-age=3600' },
    });
    expect(storage.paths()).toEqual(['u1/draft-1/photo 1.jpg']);
  });

  it('reports the bytes of the body sent, ending with all of them', async () => {
    storage.state.uploadBehaviour = () => 'hold';
    const progress: number[] = [];
    const sent = sendStorageObject(request({ onProgress: (loaded) => progress.push(loaded) }));
    storage.held[0]!.progress(0.25);
    storage.held[0]!.progress(0.5);
    storage.held[0]!.complete();
    await sent;
    expect(progress).toEqual([250, 500, 1000, 1000]);
  });

  it.each([
    [413, { statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' }, 'Payload too large'],
    [415, { statusCode: '415', error: 'invalid_mime_type', message: 'mime type application/pdf is not supported' }, 'invalid_mime_type'],
    [400, { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' }, 'Unauthorized'],
    [400, { statusCode: '409', code: 'Duplicate', error: 'Duplicate', message: 'The resource already exists' }, 'Duplicate'],
  ])('a %p refusal is a StorageUploadError with its status, code and message', async (status, body, code) => {
    storage.state.uploadBehaviour = () => ({ status, body });
    const error = await sendStorageObject(request()).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(StorageUploadError);
    expect(error).toMatchObject({ status, code, message: body.message });
  });

  it('a dropped connection is a StorageNetworkError', async () => {
    storage.state.uploadBehaviour = () => 'network';
    await expect(sendStorageObject(request())).rejects.toEqual(new StorageNetworkError(false));
  });

  it('aborting stops the request', async () => {
    storage.state.uploadBehaviour = () => 'hold';
    const controller = new AbortController();
    const sent = sendStorageObject(request({ signal: controller.signal }));
    controller.abort();
    await expect(sent).rejects.toMatchObject({ aborted: true });
    expect(storage.held).toEqual([]);
    expect(storage.paths()).toEqual([]);
  });

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(sendStorageObject(request({ signal: controller.signal }))).rejects.toMatchObject({ aborted: true });
    expect(storage.calls).toEqual([]);
  });
});
