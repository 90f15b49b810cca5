// property_photos through supabase-js: what the wizard writes and what the database refuses, with
// the status and body PostgREST gives (the gallery limit is judged when the request's transaction
// commits, so a full gallery can still swap its main photo in one request).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createOwner, FINISHED_PROPERTY, startTestBackend, type TestBackend, type TestUser } from './helpers.ts';

describe('property_photos', () => {
  let backend: TestBackend;
  let owner: TestUser;
  let other: TestUser;
  let propertyId: string;

  const photo = (user: TestUser, property: string, extra: Record<string, unknown> = {}): Record<string, unknown> => {
    const id = randomUUID();
    return {
      id,
      property_id: property,
      path: `${user.id}/${property}/${id}.jpg`,
      thumbnail_path: `${user.id}/${property}/thumbs/${id}.webp`,
      width: 2560,
      height: 1707,
      bytes: 912_345,
      ...extra,
    };
  };

  before(async () => {
    backend = await startTestBackend();
    owner = await createOwner(backend, 'fotos');
    other = await createOwner(backend, 'vizinho');
    const { data, error } = await owner.client.from('properties').insert({ ...FINISHED_PROPERTY, user_id: owner.id, is_draft: true }).select('id').single();
    assert.equal(error, null);
    propertyId = (data as { id: string }).id;
  });
  after(() => backend.dispose());

  it('records a main photo and 20 gallery photos, refuses the 21st with the wizard\'s message, and keeps them in order', async () => {
    const main = photo(owner, propertyId, { is_main: true });
    assert.equal((await owner.client.from('property_photos').insert(main)).error, null);
    const gallery = Array.from({ length: 20 }, (_, i) => photo(owner, propertyId, { position: i }));
    assert.equal((await owner.client.from('property_photos').insert(gallery.slice(0, 19))).error, null);
    assert.equal((await owner.client.from('property_photos').insert(gallery[19] as Record<string, unknown>)).error, null);

    const refused = await owner.client.from('property_photos').insert(photo(owner, propertyId, { position: 20 }));
    assert.equal(refused.status, 400);
    assert.deepEqual(
      { code: refused.error?.code, message: refused.error?.message },
      { code: 'P0001', message: 'A galeria aceita no máximo 20 fotos.' },
    );

    const listed = await owner.client.from('property_photos').select('id, is_main, position').eq('property_id', propertyId).order('is_main', { ascending: false }).order('position');
    assert.equal(listed.data?.length, 21);
    assert.equal((listed.data?.[0] as { id: string }).id, main.id);
    assert.deepEqual(listed.data?.slice(1).map((p) => (p as { position: number }).position), Array.from({ length: 20 }, (_, i) => i));

    const second = await owner.client.from('property_photos').insert(photo(owner, propertyId, { is_main: true }));
    assert.equal(second.status, 409);
    assert.equal(second.error?.code, '23505');

    // A full gallery swaps its main photo in one call.
    const promoted = gallery[5] as { id: string };
    const swap = await owner.client.rpc('set_main_property_photo', { p_photo_id: promoted.id });
    assert.equal(swap.error, null);
    const mains = await owner.client.from('property_photos').select('id').eq('property_id', propertyId).eq('is_main', true);
    assert.deepEqual(mains.data, [{ id: promoted.id }]);
    // Demoting it again would make 21 in the gallery.
    const demoted = await owner.client.from('property_photos').update({ is_main: false }).eq('id', promoted.id);
    assert.equal(demoted.error?.message, 'A galeria aceita no máximo 20 fotos.');
    // Or in one upsert: the current main photo demoted first, then the other promoted.
    const back = await owner.client.from('property_photos').upsert([
      { ...promoted, is_main: false, position: 5 },
      { ...main, is_main: true, position: 0 },
    ]);
    assert.equal(back.error, null);
    const after = await owner.client.from('property_photos').select('id').eq('property_id', propertyId).eq('is_main', true);
    assert.deepEqual(after.data, [{ id: main.id }]);
  });

  it("refuses rows for another owner's property and paths that do not name the photo's files", async () => {
    const foreign = await other.client.from('property_photos').insert({ ...photo(other, propertyId), user_id: other.id });
    assert.equal(foreign.status, 403);
    assert.equal(foreign.error?.code, '42501');
    assert.deepEqual((await other.client.from('property_photos').select('id').eq('property_id', propertyId)).data, []);

    const wrongPath = await owner.client.from('property_photos').insert({ ...photo(owner, propertyId), path: `${owner.id}/${propertyId}/outra.jpg` });
    assert.equal(wrongPath.status, 400);
    assert.equal(wrongPath.error?.code, '23514');
  });
});
