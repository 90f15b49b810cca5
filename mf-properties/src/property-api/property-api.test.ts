import { ownerApi } from '@portal/shared/api';
import { createPortalStore } from '@portal/shared/store';
import { SIGNED_IN, createFakeSupabase, setFakeSupabase, type FakeSupabase } from '../testing/fake-supabase';
import type { PropertyPhotoRow } from '../property-photos/photo-storage';
import { createFakeStorage } from '@portal/shared/testing';
import { draftRow, photoObjects, photoRow, propertyRow } from '../testing/fixtures';
import { createPhotoTable, tablesHandler } from '../testing/photo-table';
import { createPropertyTable } from '../testing/property-table';
import { propertyFieldsFromValues } from '../wizard/property-payload';
import { EMPTY_WIZARD_VALUES } from '../wizard/property-schema';
import { createPropertyDraftApi } from './create-property-draft';
import { deletePropertyApi } from './delete-property';
import { getPropertyApi } from './get-property';
import { updatePropertyApi } from './update-property';

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);

const stores: Array<ReturnType<typeof createPortalStore>> = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(ownerApi.util.resetApiState());
});

function backend(rows = [propertyRow(), draftRow(), propertyRow({ id: 'someone-else', user_id: 'u2' })], override?: Parameters<typeof createPropertyTable>[1], photos: PropertyPhotoRow[] = []) {
  const table = createPropertyTable(rows, override);
  const photoTable = createPhotoTable(photos);
  const storage = createFakeStorage(photoObjects(photos));
  const fake: FakeSupabase = setFakeSupabase(createFakeSupabase(tablesHandler({ properties: table.handler, property_photos: photoTable.handler }), { storage }));
  const store = createPortalStore(SIGNED_IN);
  stores.push(store);
  return { store, fake, table, photoTable, storage };
}

const listReads = (fake: FakeSupabase) => fake.requests.filter((r) => r.operation === 'select' && r.filters.user_id === 'u1' && !('id' in r.filters)).length;

/** Keeps the owner's list subscribed, as a screen showing it would. */
async function watchList(store: ReturnType<typeof createPortalStore>) {
  await store.dispatch(ownerApi.endpoints.getProperties.initiate('u1'));
}

describe('getProperty', () => {
  it("reads one property by id and owner", async () => {
    const { store, fake } = backend();
    const result = await store.dispatch(getPropertyApi.endpoints.getProperty.initiate({ userId: 'u1', propertyId: 'prop-1' }));
    expect(result.data).toMatchObject({ id: 'prop-1', property_name: 'Casa da Praia' });
    expect(fake.requests[0]).toMatchObject({ table: 'properties', operation: 'select', filters: { id: 'prop-1', user_id: 'u1' }, single: 'maybeSingle' });
  });

  it.each([
    ['missing', 'nao-existe'],
    ["someone else's", 'someone-else'],
  ])('answers null, not an error, for a %s property', async (_case, propertyId) => {
    const { store } = backend();
    const result = await store.dispatch(getPropertyApi.endpoints.getProperty.initiate({ userId: 'u1', propertyId }));
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
  });

  it('answers null for an id that is not a uuid (the database refuses it with 22P02)', async () => {
    const { store } = backend([], () => ({ error: { code: '22P02', message: 'invalid input syntax for type uuid: "abc"' }, status: 400 }));
    const result = await store.dispatch(getPropertyApi.endpoints.getProperty.initiate({ userId: 'u1', propertyId: 'abc' }));
    expect(result.data).toBeNull();
  });

  it('fails with PROPERTY_FETCH_ERROR when the backend refuses the read', async () => {
    const { store } = backend([], () => ({ error: { code: 'PGRST100', message: 'bad request' }, status: 400 }));
    const result = await store.dispatch(getPropertyApi.endpoints.getProperty.initiate({ userId: 'u1', propertyId: 'prop-1' }));
    expect(result.error).toMatchObject({ serviceCode: 'PROPERTY_FETCH_ERROR', serviceMessage: 'Service error: PROPERTY_FETCH_ERROR', code: 'PGRST100' });
  });
});

describe('createPropertyDraft', () => {
  it('inserts a draft of the owner without review state, and the list is read again', async () => {
    const { store, fake } = backend([propertyRow()]);
    await watchList(store);
    const fields = propertyFieldsFromValues({ ...EMPTY_WIZARD_VALUES, address_city: 'Paraty' });
    const row = await store.dispatch(createPropertyDraftApi.endpoints.createPropertyDraft.initiate({ userId: 'u1', fields })).unwrap();
    expect(row).toMatchObject({ id: 'new-draft-1', is_draft: true, address_city: 'Paraty' });
    const insert = fake.writes()[0];
    expect(insert?.values).toEqual({ ...fields, user_id: 'u1', is_draft: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listReads(fake)).toBe(2);
    // The new row is the property's cache entry at once.
    const cached = await store.dispatch(getPropertyApi.endpoints.getProperty.initiate({ userId: 'u1', propertyId: 'new-draft-1' }));
    expect(cached.data).toMatchObject({ id: 'new-draft-1' });
    expect(fake.requests.filter((r) => r.filters.id === 'new-draft-1')).toHaveLength(0);
  });

  it("surfaces the database's refusal of a second draft", async () => {
    const { store } = backend();
    const result = await store.dispatch(createPropertyDraftApi.endpoints.createPropertyDraft.initiate({ userId: 'u1', fields: propertyFieldsFromValues(EMPTY_WIZARD_VALUES) }));
    expect(result.error).toMatchObject({
      code: 'P0001',
      message: 'Você já tem uma propriedade em cadastro. Finalize ou exclua ela antes de criar uma nova.',
      serviceCode: 'PROPERTY_CREATE_ERROR',
    });
  });
});

describe('updateProperty', () => {
  it('saves the fields without touching the draft flag, and the list is read again', async () => {
    const { store, fake, table } = backend();
    await watchList(store);
    const fields = propertyFieldsFromValues({ ...EMPTY_WIZARD_VALUES, address_city: 'Paraty' });
    await store.dispatch(updatePropertyApi.endpoints.updateProperty.initiate({ userId: 'u1', propertyId: 'draft-1', fields })).unwrap();
    expect(fake.writes()[0]).toMatchObject({ operation: 'update', filters: { id: 'draft-1', user_id: 'u1' }, values: fields });
    expect(table.rows.find((r) => r.id === 'draft-1')?.is_draft).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listReads(fake)).toBe(2);
  });

  it('finishing sets is_draft false, and nothing else of review state', async () => {
    const { store, fake, table } = backend();
    const fields = propertyFieldsFromValues({ ...EMPTY_WIZARD_VALUES, property_name: 'Casa Nova' });
    const row = await store.dispatch(updatePropertyApi.endpoints.updateProperty.initiate({ userId: 'u1', propertyId: 'draft-1', fields, finish: true })).unwrap();
    expect(fake.writes()[0]?.values).toEqual({ ...fields, is_draft: false });
    expect(row).toMatchObject({ is_draft: false, is_verified: false });
    expect(table.rows.find((r) => r.id === 'draft-1')?.is_draft).toBe(false);
  });

  it("fails with PGRST116 for someone else's property", async () => {
    const { store } = backend();
    const result = await store.dispatch(updatePropertyApi.endpoints.updateProperty.initiate({ userId: 'u1', propertyId: 'someone-else', fields: propertyFieldsFromValues(EMPTY_WIZARD_VALUES) }));
    expect(result.error).toMatchObject({ code: 'PGRST116', serviceCode: 'PROPERTY_UPDATE_ERROR' });
  });

  it('fails with PROPERTY_UPDATE_UNKNOWN_ERROR when the request never completes', async () => {
    const { store } = backend([], () => Promise.reject(new TypeError('Failed to fetch')));
    const result = await store.dispatch(updatePropertyApi.endpoints.updateProperty.initiate({ userId: 'u1', propertyId: 'draft-1', fields: propertyFieldsFromValues(EMPTY_WIZARD_VALUES) }));
    expect(result.error).toMatchObject({ status: 'NETWORK_ERROR', serviceCode: 'PROPERTY_UPDATE_UNKNOWN_ERROR', serviceMessage: 'Service error: PROPERTY_UPDATE_UNKNOWN_ERROR' });
  });
});

describe('deleteProperty', () => {
  it('deletes a draft of the owner, and the list is read again', async () => {
    const { store, fake, table } = backend();
    await watchList(store);
    await store.dispatch(deletePropertyApi.endpoints.deleteProperty.initiate({ userId: 'u1', propertyId: 'draft-1' })).unwrap();
    expect(fake.writes().filter((write) => write.table === 'properties')).toEqual([expect.objectContaining({ operation: 'delete', filters: { id: 'draft-1', user_id: 'u1' }, columns: 'id' })]);
    expect(table.rows.map((r) => r.id)).not.toContain('draft-1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listReads(fake)).toBe(2);
  });

  it("surfaces the database's refusal to delete a finished property", async () => {
    const { store, table } = backend();
    const result = await store.dispatch(deletePropertyApi.endpoints.deleteProperty.initiate({ userId: 'u1', propertyId: 'prop-1' }));
    expect(result.error).toMatchObject({ code: 'P0001', message: 'Propriedades finalizadas não podem ser removidas.', serviceCode: 'PROPERTY_DELETE_ERROR' });
    expect(table.rows.map((r) => r.id)).toContain('prop-1');
  });

  it("fails when nothing was deleted (missing or someone else's)", async () => {
    const { store, table } = backend();
    const result = await store.dispatch(deletePropertyApi.endpoints.deleteProperty.initiate({ userId: 'u1', propertyId: 'someone-else' }));
    expect(result.error).toMatchObject({ code: 'PGRST116', serviceCode: 'PROPERTY_DELETE_ERROR' });
    expect(table.rows.map((r) => r.id)).toContain('someone-else');
  });

  describe("a draft's photo files", () => {
    const photos = [photoRow(1, { is_main: true }), photoRow(2), photoRow(3)];

    it('are removed, with their thumbnails and any file no row points to, before the row', async () => {
      const { store, fake, table, photoTable, storage } = backend(undefined, undefined, photos);
      // Left by an upload that failed half-way: no row points to it.
      storage.objects.set('property-photos/u1/draft-1/orphan.jpg', { bucket: 'property-photos', path: 'u1/draft-1/orphan.jpg', size: 10, contentType: 'image/jpeg' });
      // Another property's files stay.
      storage.objects.set('property-photos/u1/prop-1/keep.jpg', { bucket: 'property-photos', path: 'u1/prop-1/keep.jpg', size: 10, contentType: 'image/jpeg' });
      await store.dispatch(deletePropertyApi.endpoints.deleteProperty.initiate({ userId: 'u1', propertyId: 'draft-1' })).unwrap();
      expect(storage.paths()).toEqual(['u1/prop-1/keep.jpg']);
      expect(storage.calls.filter((call) => call.operation === 'list').map((call) => call.paths[0])).toEqual(['u1/draft-1', 'u1/draft-1/thumbs']);
      expect(photoTable.rows).toEqual([]);
      expect(table.rows.map((row) => row.id)).not.toContain('draft-1');
      const order = fake.writes().map((write) => `${write.table}.${write.operation}`);
      expect(order).toEqual(['property_photos.delete', 'properties.delete']);
    });

    it('when they cannot be removed, the draft stays and the deletion fails', async () => {
      const { store, table, storage } = backend(undefined, undefined, photos);
      storage.state.override = (call) => (call.operation === 'remove' ? { message: 'new row violates row-level security policy', status: 403, statusCode: '403' } : undefined);
      const result = await store.dispatch(deletePropertyApi.endpoints.deleteProperty.initiate({ userId: 'u1', propertyId: 'draft-1' }));
      expect(result.error).toMatchObject({ status: 403, serviceCode: 'PROPERTY_DELETE_ERROR' });
      expect(table.rows.map((row) => row.id)).toContain('draft-1');
      expect(storage.paths()).toHaveLength(6);
    });

    it("of a finished property are never touched: the database refuses its deletion", async () => {
      const finished = [photoRow(1, { property_id: 'prop-1', is_main: true })];
      const { store, storage } = backend(undefined, undefined, finished);
      const result = await store.dispatch(deletePropertyApi.endpoints.deleteProperty.initiate({ userId: 'u1', propertyId: 'prop-1' }));
      expect(result.error).toMatchObject({ message: 'Propriedades finalizadas não podem ser removidas.' });
      expect(storage.paths()).toHaveLength(2);
      expect(storage.calls.filter((call) => call.operation !== 'sign')).toEqual([]);
    });
  });
});
