import { createPortalStore } from '@portal/shared/store';
import { createFakeStorage, createFakeSupabase, setFakeSupabase, SIGNED_IN, type FakeReply } from '@portal/shared/testing';
// Through the entry, as apps use it: importing it joins the api to the store.
import { api, mainPhotoThumbnailsApi } from './index';

jest.mock('@portal/shared/supabase', () => jest.requireActual('@portal/shared/testing/fake-supabase').fakeSupabaseModule);

const stores: Array<ReturnType<typeof createPortalStore>> = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(api.util.resetApiState());
});

const mainRows = [
  { property_id: 'casa', thumbnail_path: 'u1/casa/thumbs/a.jpg' },
  { property_id: 'apto', thumbnail_path: 'u1/apto/thumbs/b.jpg' },
  // Its object is gone: the property shows no picture rather than a broken one.
  { property_id: 'chale', thumbnail_path: 'u1/chale/thumbs/missing.jpg' },
];

function backend(reply: FakeReply = { data: mainRows }) {
  const storage = createFakeStorage([
    { path: 'u1/casa/thumbs/a.jpg', size: 10 },
    { path: 'u1/apto/thumbs/b.jpg', size: 10 },
  ]);
  const fake = setFakeSupabase(createFakeSupabase(() => reply, { storage }));
  const store = createPortalStore(SIGNED_IN);
  stores.push(store);
  return { store, fake, storage };
}

describe('listMainPhotoThumbnails', () => {
  it("reads the owner's main photos in one query and signs their thumbnails in one request", async () => {
    const { store, fake, storage } = backend();
    const { data } = await store.dispatch(mainPhotoThumbnailsApi.endpoints.listMainPhotoThumbnails.initiate('u1'));
    expect(data).toEqual({ casa: expect.stringContaining('u1/casa/thumbs/a.jpg'), apto: expect.stringContaining('u1/apto/thumbs/b.jpg') });
    expect(fake.requests).toEqual([expect.objectContaining({ table: 'property_photos', columns: 'property_id,thumbnail_path', filters: { user_id: 'u1', is_main: true } })]);
    expect(storage.calls).toEqual([expect.objectContaining({ operation: 'sign', paths: mainRows.map((row) => row.thumbnail_path) })]);
  });

  it('signs nothing when no property has a main photo', async () => {
    const { store, storage } = backend({ data: [] });
    const { data } = await store.dispatch(mainPhotoThumbnailsApi.endpoints.listMainPhotoThumbnails.initiate('u1'));
    expect(data).toEqual({});
    expect(storage.calls).toEqual([]);
  });

  it('fails at once, without retrying, so the cards do not wait for a picture', async () => {
    const { store, fake } = backend({ error: { message: 'boom', code: 'XX000' }, status: 500 });
    const result = await store.dispatch(mainPhotoThumbnailsApi.endpoints.listMainPhotoThumbnails.initiate('u1'));
    expect(result.isError).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });
});
