// The owner's overview in one read (get_owner_overview), asked with GET as the signed-in pages ask
// for it from their HTML: the same rows the shell's three reads give through supabase-js, only the
// caller's own (the properties with the property list's columns), and refused without a session.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { client, createOwner, dayFromToday, FINISHED_PROPERTY, startTestBackend, type TestBackend, type TestUser } from './helpers.ts';

// The property list's columns (PropertyListRow): every one but the description, amenities and house rules.
const PROPERTY_LIST_COLUMNS =
  'id,user_id,owner_id,property_name,location_type,property_type,property_type_other,address_street,address_number,address_neighborhood,' +
  'address_city,address_state,address_postal_code,bedrooms,bathrooms,guest_capacity,area_sqm,has_garage,is_draft,is_verified,created_at,updated_at';

async function overview(owner: TestUser) {
  const { data, error } = await owner.client.rpc('get_owner_overview', undefined, { get: true });
  assert.equal(error, null);
  return data as { profiles: unknown[]; properties: unknown[]; photo_sessions: unknown[] };
}

describe('the owner overview in one read', () => {
  let backend: TestBackend;
  let ana: TestUser;
  let bruno: TestUser;

  before(async () => {
    backend = await startTestBackend();
    ana = await createOwner(backend, 'overview-ana');
    bruno = await createOwner(backend, 'overview-bruno');
    assert.equal((await ana.client.from('profiles').insert({ user_id: ana.id, full_name: 'Ana Teste' })).error, null);
    for (const name of ['Primeira', 'Segunda']) {
      const { data, error } = await ana.client.from('properties').insert({ ...FINISHED_PROPERTY, user_id: ana.id, property_name: name }).select('id').single();
      assert.equal(error, null);
      const session = await ana.client.from('photo_sessions').insert({ user_id: ana.id, property_id: (data as { id: string }).id, date: dayFromToday(10), time_slot: 'morning_08' });
      assert.equal(session.error, null);
    }
    assert.equal((await bruno.client.from('properties').insert({ ...FINISHED_PROPERTY, user_id: bruno.id, property_name: 'Do Bruno', is_draft: true })).error, null);
  });
  after(() => backend.dispose());

  it("gives what the shell's three reads give, row for row and column for column", async () => {
    const [profiles, properties, sessions] = await Promise.all([
      ana.client.from('profiles').select('*').eq('user_id', ana.id),
      ana.client.from('properties').select(PROPERTY_LIST_COLUMNS).eq('user_id', ana.id).order('created_at', { ascending: false }),
      ana.client.from('photo_sessions').select('*').eq('user_id', ana.id).order('created_at', { ascending: false }),
    ]);
    assert.deepEqual(await overview(ana), { profiles: profiles.data, properties: properties.data, photo_sessions: sessions.data });
    assert.deepEqual(
      (properties.data as unknown as { property_name: string }[]).map((row) => row.property_name),
      ['Segunda', 'Primeira'],
    );
  });

  it("gives an owner only their own, and one without a profile yet an empty list", async () => {
    const mine = await overview(bruno);
    assert.deepEqual(mine.profiles, []);
    assert.deepEqual((mine.properties as { property_name: string }[]).map((row) => row.property_name), ['Do Bruno']);
    assert.deepEqual(mine.photo_sessions, []);
  });

  it('refuses a visitor without a session', async () => {
    const { error } = await client(backend).rpc('get_owner_overview', undefined, { get: true });
    assert.notEqual(error, null);
  });
});
