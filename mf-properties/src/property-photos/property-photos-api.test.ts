import { api } from '@portal/shared/api';
import { createPortalStore } from '@portal/shared/store';
import { createFakeSupabase, FAKE_ACCESS_TOKEN, SIGNED_IN, setFakeSupabase } from '../testing/fake-supabase';
import { createFakeStorage } from '@portal/shared/testing';
import { photoObjects, photoRow } from '../testing/fixtures';
import { createPhotoTable } from '../testing/photo-table';
import { listPropertyPhotosApi } from './list-property-photos';
import type { PropertyPhotoRow } from './photo-storage';
import { removePropertyPhotoApi } from './remove-property-photo';
import { reorderPropertyPhotosApi } from './reorder-property-photos';
import { setMainPropertyPhotoApi } from './set-main-property-photo';
import { PhotoUploadFailure, uploadPropertyPhoto } from './upload-property-photo';

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);

const stores: Array<ReturnType<typeof createPortalStore>> = [];
let restoreXhr: () => void = () => undefined;
afterEach(() => {
  restoreXhr();
  for (const store of stores.splice(0)) store.dispatch(api.util.resetApiState());
});

function backend(rows: PropertyPhotoRow[] = [], override?: Parameters<typeof createPhotoTable>[1]) {
  const table = createPhotoTable(rows, override);
  const storage = createFakeStorage(photoObjects(rows));
  const fake = setFakeSupabase(createFakeSupabase(table.handler, { storage }));
  restoreXhr = storage.installXhr();
  const store = createPortalStore(SIGNED_IN);
  stores.push(store);
  return { store, fake, table, storage };
}

const args = { userId: 'u1', propertyId: 'draft-1' };
const ids = (rows: ReadonlyArray<{ id: string }>) => rows.map((row) => row.id);
const gallery = (count: number) => Array.from({ length: count }, (_, index) => photoRow(index + 1));
const main = photoRow(99, { id: 'main', is_main: true, position: 0 });

describe('listPropertyPhotos', () => {
  it('reads the photos main first, then by gallery position, each with signed URLs from one signing request', async () => {
    const { store, fake, storage } = backend([photoRow(1, { position: 1 }), main, photoRow(2, { position: 0 })]);
    const { data } = await store.dispatch(listPropertyPhotosApi.endpoints.listPropertyPhotos.initiate(args));
    expect(ids(data!)).toEqual(['main', 'photo-2', 'photo-1']);
    expect(data![0]).toMatchObject({ url: expect.stringContaining('u1/draft-1/main.jpg'), thumbnailUrl: expect.stringContaining('u1/draft-1/thumbs/main.jpg') });
    expect(fake.requests[0]).toMatchObject({ table: 'property_photos', filters: { property_id: 'draft-1', user_id: 'u1' }, order: ['is_main.desc', 'position.asc', 'created_at.asc'] });
    expect(storage.calls).toEqual([expect.objectContaining({ operation: 'sign', paths: expect.arrayContaining(['u1/draft-1/main.jpg', 'u1/draft-1/thumbs/photo-2.jpg']) })]);
    expect(storage.calls[0]!.paths).toHaveLength(6);
  });

  it('a photo whose object is missing has no URL (its box shows empty), the others still have theirs', async () => {
    const { store, storage } = backend([main, photoRow(1)]);
    storage.objects.delete('property-photos/u1/draft-1/thumbs/photo-1.jpg');
    const { data } = await store.dispatch(listPropertyPhotosApi.endpoints.listPropertyPhotos.initiate(args));
    expect(data![1]).toMatchObject({ id: 'photo-1', thumbnailUrl: null, url: expect.any(String) });
  });

  it('signs nothing when there is no photo', async () => {
    const { store, storage } = backend();
    const { data } = await store.dispatch(listPropertyPhotosApi.endpoints.listPropertyPhotos.initiate(args));
    expect(data).toEqual([]);
    expect(storage.calls).toEqual([]);
  });

  it('fails when the objects cannot be signed', async () => {
    const { store, storage } = backend([main]);
    storage.state.override = () => ({ message: 'new row violates row-level security policy', status: 403, statusCode: '403' });
    const result = await store.dispatch(listPropertyPhotosApi.endpoints.listPropertyPhotos.initiate(args, { subscribe: false }));
    expect(result.error).toMatchObject({ status: 403, code: '403' });
  });
});

describe('uploadPropertyPhoto', () => {
  const prepared = {
    photo: new Blob([new Uint8Array(3000)], { type: 'image/jpeg' }),
    thumbnail: new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }),
    width: 2560,
    height: 1920,
  };
  const connection = { supabaseUrl: 'http://localhost:54321', anonKey: 'anon-key' };
  const upload = (fields: Partial<Parameters<typeof uploadPropertyPhoto>[0]> = {}) =>
    uploadPropertyPhoto({ connection, ...args, photoId: 'new-photo', prepared, slot: () => ({ is_main: false, position: 3 }), ...fields });

  it("stores the photo and its thumbnail with the owner's token, then the row", async () => {
    const { table, storage } = backend();
    const progress: number[] = [];
    const row = await upload({ onProgress: (percent) => progress.push(percent) });
    expect(storage.paths()).toEqual(['u1/draft-1/new-photo.jpg', 'u1/draft-1/thumbs/new-photo.jpg']);
    expect(storage.calls.map((call) => call.headers)).toEqual([
      expect.objectContaining({ authorization: `Bearer ${FAKE_ACCESS_TOKEN}`, 'content-type': 'image/jpeg', 'x-upsert': 'true' }),
      expect.objectContaining({ authorization: `Bearer ${FAKE_ACCESS_TOKEN}` }),
    ]);
    expect(row).toMatchObject({ id: 'new-photo', path: 'u1/draft-1/new-photo.jpg', thumbnail_path: 'u1/draft-1/thumbs/new-photo.jpg', is_main: false, position: 3, width: 2560, height: 1920, bytes: 3000 });
    expect(table.rows).toHaveLength(1);
    // The photo is three quarters of the bytes: its end is 75 %, the thumbnail's 100 %.
    expect(progress).toEqual([75, 75, 100, 100]);
  });

  it.each([
    ['the thumbnail is refused by Storage', { thumbnail: { status: 415, body: { statusCode: '415', error: 'invalid_mime_type', message: 'mime type not supported' } } }, { kind: 'storage', status: 415, code: 'invalid_mime_type' }],
    ['the connection drops while sending the thumbnail', { thumbnail: 'network' as const }, { kind: 'network' }],
  ])('when %s, the photo already stored is removed and nothing is written', async (_case, behaviour, failure) => {
    const { table, storage } = backend();
    storage.state.uploadBehaviour = (path) => (path.includes('/thumbs/') ? behaviour.thumbnail : 'complete');
    const error = await upload().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PhotoUploadFailure);
    expect((error as PhotoUploadFailure).failure).toEqual(failure);
    expect(storage.paths()).toEqual([]);
    expect(storage.calls.at(-1)).toMatchObject({ operation: 'remove', paths: ['u1/draft-1/new-photo.jpg'] });
    expect(table.rows).toEqual([]);
  });

  it("when the database refuses the row (a 21st gallery photo), both objects are removed and its message kept", async () => {
    const { table, storage } = backend([main, ...gallery(20)]);
    const error = await upload({ slot: () => ({ is_main: false, position: 20 }) }).catch((thrown: unknown) => thrown);
    expect((error as PhotoUploadFailure).failure).toEqual({ kind: 'database', code: 'P0001', message: 'A galeria aceita no máximo 20 fotos.' });
    expect(storage.paths()).not.toContain('u1/draft-1/new-photo.jpg');
    expect(storage.paths()).not.toContain('u1/draft-1/thumbs/new-photo.jpg');
    expect(table.rows).toHaveLength(21);
  });

  it('asks for its slot only once the files are stored', async () => {
    const { table } = backend();
    const slot = jest.fn(() => ({ is_main: true, position: 0 }));
    await upload({ slot });
    expect(slot).toHaveBeenCalledTimes(1);
    expect(table.rows[0]).toMatchObject({ is_main: true });
  });

  it('a retry with the same photo id overwrites what a failed clean-up left', async () => {
    const { table, storage } = backend();
    storage.objects.set('property-photos/u1/draft-1/new-photo.jpg', { bucket: 'property-photos', path: 'u1/draft-1/new-photo.jpg', size: 1, contentType: 'image/jpeg' });
    await upload();
    expect(storage.objects.get('property-photos/u1/draft-1/new-photo.jpg')?.size).toBe(3000);
    expect(table.rows).toHaveLength(1);
  });
});

describe('setMainPropertyPhoto', () => {
  it('writes both rows in one upsert, the former main first, and shows the change at once', async () => {
    const photos = [main, photoRow(1), photoRow(2)];
    const { store, fake, table } = backend(photos);
    await store.dispatch(listPropertyPhotosApi.endpoints.listPropertyPhotos.initiate(args));
    const done = store.dispatch(setMainPropertyPhotoApi.endpoints.setMainPropertyPhoto.initiate({ ...args, photos, photoId: 'photo-2' }));
    expect(ids(listPropertyPhotosApi.endpoints.listPropertyPhotos.select(args)(store.getState() as never).data!)).toEqual(['photo-2', 'photo-1', 'main']);
    await done.unwrap();
    const upsert = fake.writes()[0]!;
    expect(upsert).toMatchObject({ operation: 'upsert', options: { onConflict: 'id' } });
    expect(upsert.values).toEqual([
      expect.objectContaining({ id: 'main', is_main: false, position: 1, path: 'u1/draft-1/main.jpg', user_id: 'u1' }),
      expect.objectContaining({ id: 'photo-2', is_main: true, position: 0 }),
    ]);
    expect(table.rows.filter((row) => row.is_main).map((row) => row.id)).toEqual(['photo-2']);
  });

  it('swaps even with the gallery full: the database checks the result of the one statement', async () => {
    const photos = [main, ...gallery(20)];
    const { store, table } = backend(photos);
    await store.dispatch(setMainPropertyPhotoApi.endpoints.setMainPropertyPhoto.initiate({ ...args, photos, photoId: 'photo-20' })).unwrap();
    expect(table.rows.find((row) => row.is_main)?.id).toBe('photo-20');
    expect(table.rows.filter((row) => !row.is_main)).toHaveLength(20);
  });

  it('puts the photos back when the server refuses', async () => {
    const photos = [main, photoRow(1)];
    const { store } = backend(photos, (request) => (request.operation === 'upsert' ? { error: { code: '42501', message: 'new row violates row-level security policy' }, status: 403 } : undefined));
    await store.dispatch(listPropertyPhotosApi.endpoints.listPropertyPhotos.initiate(args));
    const result = await store.dispatch(setMainPropertyPhotoApi.endpoints.setMainPropertyPhoto.initiate({ ...args, photos, photoId: 'photo-1' }));
    expect(result.error).toMatchObject({ status: 403 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ids(listPropertyPhotosApi.endpoints.listPropertyPhotos.select(args)(store.getState() as never).data!)).toEqual(['main', 'photo-1']);
  });
});

describe('reorderPropertyPhotos', () => {
  it('writes only the positions that change, in one request', async () => {
    const photos = [main, ...gallery(4)];
    const { store, fake, table } = backend(photos);
    await store.dispatch(reorderPropertyPhotosApi.endpoints.reorderPropertyPhotos.initiate({ ...args, photos, photoId: 'photo-3', direction: 'earlier' })).unwrap();
    expect(fake.writes()).toHaveLength(1);
    expect((fake.writes()[0]!.values as PropertyPhotoRow[]).map((row) => [row.id, row.position])).toEqual([
      ['photo-3', 1],
      ['photo-2', 2],
    ]);
    const order = [...table.rows].filter((row) => !row.is_main).sort((a, b) => a.position - b.position);
    expect(ids(order)).toEqual(['photo-1', 'photo-3', 'photo-2', 'photo-4']);
  });

  it('sends nothing for the first photo moved earlier', async () => {
    const photos = gallery(2);
    const { store, fake } = backend(photos);
    await store.dispatch(reorderPropertyPhotosApi.endpoints.reorderPropertyPhotos.initiate({ ...args, photos, photoId: 'photo-1', direction: 'earlier' })).unwrap();
    expect(fake.writes()).toEqual([]);
  });
});

describe('removePropertyPhoto', () => {
  it('removes the photo and thumbnail objects, then the row', async () => {
    const photos = [main, photoRow(1)];
    const { store, fake, table, storage } = backend(photos);
    await store.dispatch(removePropertyPhotoApi.endpoints.removePropertyPhoto.initiate({ ...args, photo: photoRow(1) })).unwrap();
    expect(storage.calls).toEqual([expect.objectContaining({ operation: 'remove', paths: ['u1/draft-1/photo-1.jpg', 'u1/draft-1/thumbs/photo-1.jpg'] })]);
    expect(fake.writes()).toEqual([expect.objectContaining({ operation: 'delete', filters: { id: 'photo-1', user_id: 'u1' } })]);
    expect(ids(table.rows)).toEqual(['main']);
    expect(storage.paths()).toEqual(['u1/draft-1/main.jpg', 'u1/draft-1/thumbs/main.jpg']);
  });

  it('keeps the row when the objects cannot be removed', async () => {
    const photos = [main, photoRow(1)];
    const { store, fake, table, storage } = backend(photos);
    storage.state.override = (call) => (call.operation === 'remove' ? { message: 'new row violates row-level security policy', status: 403, statusCode: '403' } : undefined);
    const result = await store.dispatch(removePropertyPhotoApi.endpoints.removePropertyPhoto.initiate({ ...args, photo: photoRow(1) }));
    expect(result.error).toMatchObject({ status: 403 });
    expect(fake.writes()).toEqual([]);
    expect(ids(table.rows)).toEqual(['main', 'photo-1']);
  });
});
