// Sample stays for demo deployments: generated server-side by the sample-reservations function, only
// in demo mode, only on the owner's active properties, once per owner.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedFor } from '../../functions/sample-reservations/handler.ts';
import { client, createOwner, dayFromToday, startTestBackend, type TestBackend, type TestUser } from './helpers.ts';

const PROPERTY = {
  location_type: 'litoral', property_type: 'casa', address_street: 'Rua A', address_number: '1', address_city: 'Ubatuba',
  address_state: 'SP', address_postal_code: '11680-000', bedrooms: 2, bathrooms: 1, guest_capacity: 4, is_draft: false,
};

async function activeProperty(backend: TestBackend, owner: TestUser, name: string): Promise<string> {
  const { data, error } = await owner.client.from('properties').insert({ ...PROPERTY, user_id: owner.id, property_name: name }).select('id').single();
  assert.equal(error, null);
  const id = (data as { id: string }).id;
  const staff = client(backend, backend.serviceRoleKey);
  const session = await owner.client.from('photo_sessions').insert({ user_id: owner.id, property_id: id, date: dayFromToday(5), time_slot: 'morning_08' }).select('id').single();
  assert.equal((await staff.rpc('staff_complete_photo_session', { p_session_id: (session.data as { id: string }).id })).error, null);
  assert.equal((await staff.rpc('staff_approve_property', { p_property_id: id })).error, null);
  return id;
}

describe('sample reservations in demo mode', () => {
  let backend: TestBackend;

  before(async () => {
    backend = await startTestBackend({ demoMode: true });
  });
  after(() => backend.dispose());

  it('refuses without a session and generates nothing for an owner without active properties', async () => {
    const anonymous = await client(backend).functions.invoke('sample-reservations', { body: {} });
    assert.equal((anonymous.error as { context?: Response } | null)?.context?.status, 401);
    const owner = await createOwner(backend, 'sem-imovel');
    await owner.client.from('properties').insert({ ...PROPERTY, user_id: owner.id, property_name: 'Aguardando' });
    const { data, error } = await owner.client.functions.invoke('sample-reservations', { body: {} });
    assert.equal(error, null);
    assert.deepEqual(data, { success: true, generated: 0 });
  });

  it("fills the owner's active properties once, under the generator's rules, never over a personal block", async () => {
    const owner = await createOwner(backend, 'demo');
    const beach = await activeProperty(backend, owner, 'Casa de Praia');
    const city = await activeProperty(backend, owner, 'Apartamento');
    await owner.client.from('properties').insert({ ...PROPERTY, user_id: owner.id, property_name: 'Em análise' });
    const blocked = [dayFromToday(20), dayFromToday(21), dayFromToday(45)];
    assert.equal((await owner.client.from('calendar_events').insert(blocked.map((date) => ({ user_id: owner.id, property_id: beach, date })))).error, null);

    const [first, second] = await Promise.all([
      owner.client.functions.invoke('sample-reservations', { body: {} }),
      owner.client.functions.invoke('sample-reservations', { body: {} }),
    ]);
    assert.equal(first.error, null);
    assert.equal(second.error, null);
    const generated = [first.data.generated, second.data.generated].sort((a, b) => a - b);
    assert.equal(generated[0], 0, 'two calls at once generate one set');
    assert.ok(generated[1] > 30, `a year of stays on two properties, got ${generated[1]}`);

    const { data: rows, count } = await owner.client.from('reservations')
      .select('property_id, check_in, check_out, platform, platform_fee_rate, management_fee_rate, gross_amount, net_amount, host_payout', { count: 'exact' });
    assert.equal(count, generated[1]);
    assert.deepEqual([...new Set(rows?.map((r) => r.property_id))].sort(), [beach, city].sort());
    for (const r of rows ?? []) {
      assert.equal(Number(r.platform_fee_rate), { airbnb: 0.16, booking: 0.18, vrbo: 0.14, direct: 0.12 }[r.platform as string]);
      assert.equal(Number(r.management_fee_rate), 0.18);
      assert.equal(r.host_payout, r.net_amount);
      if (r.property_id === beach) {
        assert.ok(!blocked.some((d) => d >= r.check_in && d < r.check_out), `stay ${r.check_in}–${r.check_out} overlaps a block`);
      }
    }
    const again = await owner.client.functions.invoke('sample-reservations', { body: {} });
    assert.deepEqual(again.data, { success: true, generated: 0 });
  });

  it('gives each owner the same sample every time (the seed comes from the user id)', () => {
    assert.equal(seedFor('3f1c0a52-4a8e-4f4b-9b0f-0d3c1b2a4e5f'), seedFor('3f1c0a52-4a8e-4f4b-9b0f-0d3c1b2a4e5f'));
    assert.notEqual(seedFor('3f1c0a52-4a8e-4f4b-9b0f-0d3c1b2a4e5f'), seedFor('3f1c0a52-4a8e-4f4b-9b0f-0d3c1b2a4e60'));
  });
});

describe('sample reservations outside demo mode', () => {
  let backend: TestBackend;

  before(async () => {
    backend = await startTestBackend({ demoMode: false });
  });
  after(() => backend.dispose());

  it('refuses clearly and writes nothing', async () => {
    const owner = await createOwner(backend, 'producao');
    await activeProperty(backend, owner, 'Casa');
    const { data, error } = await owner.client.functions.invoke('sample-reservations', { body: {} });
    assert.equal(data, null);
    const response = (error as { context: Response }).context;
    assert.equal(response.status, 403);
    assert.deepEqual(await response.json(), {
      success: false, code: 'demo_mode_off', error: 'Dados de exemplo existem apenas no modo de demonstração.',
    });
    const { count } = await owner.client.from('reservations').select('id', { count: 'exact', head: true });
    assert.equal(count, 0);
  });
});
