// An owner with more stays than one read returns (1,050 over three properties), through the API as the
// app calls it: the totals the account and the dashboard show equal a sum over every row, the finance
// reads reach every stay 1000 at a time (the spec's call) and 50 at a time after the last stay shown (the page's list), tracking pages a property 100 at a time, and the notifications
// list pages with the database's counts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { activeProperty, createOwner, dayFromToday, recordReservations, serviceClient, startTestBackend, type TestBackend, type TestUser } from './helpers.ts';

const STAYS_PER_PROPERTY = 350;

interface Stay {
  id: string;
  property_id: string;
  check_in: string;
  check_out: string;
  status: string;
  total_amount: string | number;
  host_payout: string | number;
}

const cents = (value: string | number) => Math.round(Number(value) * 100);

describe('an owner with more stays than one read returns', () => {
  let backend: TestBackend;
  let ana: TestUser;
  let bruno: TestUser;
  let properties: string[];
  let stays: Stay[];

  before(async () => {
    backend = await startTestBackend();
    ana = await createOwner(backend, 'scale-ana');
    bruno = await createOwner(backend, 'scale-bruno');
    properties = [];
    for (const name of ['Escala 1', 'Escala 2', 'Escala 3']) properties.push(await activeProperty(backend, ana, { property_name: name }));
    const brunoProperty = await activeProperty(backend, bruno, { property_name: 'Do Bruno' });
    const rows = properties.flatMap((propertyId) =>
      Array.from({ length: STAYS_PER_PROPERTY }, (_, i) => ({
        property_id: propertyId,
        guest_name: `Hóspede ${i}`,
        check_in: dayFromToday(-900 + i * 3),
        check_out: dayFromToday(-900 + i * 3 + 2),
        total_amount: 400 + i + 0.37,
        gross_amount: 350 + i + 0.11,
        net_amount: 300 + i + 0.59,
        host_payout: 280 + i + 0.73,
        platform: 'airbnb',
        status: i % 9 === 0 ? 'cancelled' : 'confirmed',
      })),
    );
    for (let i = 0; i < rows.length; i += 250) await recordReservations(backend, rows.slice(i, i + 250));
    await recordReservations(backend, { property_id: brunoProperty, guest_name: 'Hóspede do Bruno', check_in: dayFromToday(-5), check_out: dayFromToday(-2), total_amount: 999, host_payout: 999, platform: 'direct' });
    // Every one of Ana's rows, as the provider reads them (1000 per read), for the direct sums.
    stays = [];
    for (let from = 0; ; from += 1000) {
      const { data, error } = await serviceClient(backend).from('reservations').select('*').eq('user_id', ana.id).order('id').range(from, from + 999);
      assert.equal(error, null);
      stays.push(...(data as Stay[]));
      if ((data as Stay[]).length < 1000) break;
    }
  });
  after(() => backend.dispose());

  it('has more stays than one read returns', () => {
    assert.equal(stays.length, 3 * STAYS_PER_PROPERTY);
    assert.ok(stays.length > 1000);
  });

  it("the account's total earnings (get_reservation_totals, a GET) equal host_payout summed over every stay not cancelled", async () => {
    const { data, error } = await ana.client.rpc('get_reservation_totals', {}, { get: true });
    assert.equal(error, null);
    const [totals] = data as Array<Record<string, string | number>>;
    const live = stays.filter((s) => s.status !== 'cancelled');
    assert.equal(cents(totals!.host_payout!), live.reduce((sum, s) => sum + cents(s.host_payout), 0));
    assert.equal(cents(totals!.total_amount!), live.reduce((sum, s) => sum + cents(s.total_amount), 0));
    assert.equal(Number(totals!.reservations), stays.length);
    assert.equal(Number(totals!.cancelled), stays.length - live.length);
  });

  it("the dashboard's 30 days equal the count and sum of the stays checking in from 30 days ago", async () => {
    const since = dayFromToday(-30);
    const { data, error } = await ana.client.rpc('get_reservation_totals', { p_check_in_from: since }, { get: true });
    assert.equal(error, null);
    const [totals] = data as Array<Record<string, string | number>>;
    const recent = stays.filter((s) => s.check_in >= since);
    assert.ok(recent.length > 0);
    assert.equal(Number(totals!.reservations), recent.length);
    assert.equal(cents(totals!.total_amount!), recent.filter((s) => s.status !== 'cancelled').reduce((sum, s) => sum + cents(s.total_amount), 0));
  });

  it('the finance reads (p_limit 1000 from p_offset 0, then 1000) reach every stay once, newest check-in first', async () => {
    const read = async (offset: number) => {
      const { data, error } = await ana.client.rpc('get_reservations_consolidated', { p_limit: 1000, p_offset: offset }, { get: true });
      assert.equal(error, null);
      return data as Stay[];
    };
    const first = await read(0);
    const second = await read(1000);
    assert.equal(first.length, 1000);
    assert.equal(second.length, stays.length - 1000);
    const all = [...first, ...second];
    assert.equal(new Set(all.map((s) => s.id)).size, stays.length);
    assert.deepEqual(all.map((s) => s.check_in), [...all.map((s) => s.check_in)].sort().reverse());
  });

  it("the finance page's list reads 50 stays at a time after the last one shown, filtered by the database, to the last stay", async () => {
    const today = dayFromToday(0);
    const read = async (after: Stay | null, propertyIds: string[] | null) => {
      const { data, error } = await ana.client.rpc('get_finance_reservations', {
        p_today: today,
        p_property_ids: propertyIds,
        p_after_check_in: after?.check_in ?? null,
        p_after_id: after?.id ?? null,
        p_limit: 50,
      });
      assert.equal(error, null);
      return data as Stay[];
    };
    const walk = async (propertyIds: string[] | null) => {
      const all: Stay[] = [];
      for (let after: Stay | null = null; ; ) {
        const page = await read(after, propertyIds);
        all.push(...page);
        if (page.length < 50) return all;
        after = page.at(-1)!;
      }
    };
    const inOrder = (keep: (s: Stay) => boolean) =>
      stays.filter((s) => s.status !== 'cancelled' && keep(s)).sort((a, b) => (a.check_in === b.check_in ? (a.id < b.id ? -1 : 1) : a.check_in < b.check_in ? 1 : -1));
    const every = await walk(null);
    assert.ok(every.length > 900);
    assert.deepEqual(every.map((s) => s.id), inOrder(() => true).map((s) => s.id));
    const two = await walk([properties[0]!, properties[2]!]);
    assert.deepEqual(two.map((s) => s.id), inOrder((s) => s.property_id === properties[0] || s.property_id === properties[2]).map((s) => s.id));
  });

  it("the finance chart's series adds up every stay, and an unknown grouping is a 400 with a pt-BR message", async () => {
    const { data, error } = await ana.client.rpc('get_finance_revenue_series', { p_today: dayFromToday(0), p_grouping: 'year' });
    assert.equal(error, null);
    const rows = data as Array<{ total: string | number; reservations: number }>;
    const live = stays.filter((s) => s.status !== 'cancelled');
    assert.equal(rows.reduce((sum, r) => sum + cents(r.total), 0), live.reduce((sum, s) => sum + cents(s.host_payout), 0));
    assert.equal(rows.reduce((sum, r) => sum + r.reservations, 0), live.length);
    const refused = await ana.client.rpc('get_finance_revenue_series', { p_today: dayFromToday(0), p_grouping: 'hora' });
    assert.equal(refused.status, 400);
    assert.equal(refused.error?.message, 'Agrupamento inválido: use day, week, month ou year.');
    const foreign = await bruno.client.rpc('get_finance_reservations', { p_today: dayFromToday(0), p_property_ids: properties });
    assert.deepEqual(foreign.data, []);
  });

  it("tracking reads one property 100 at a time: the spec's call, then p_offset", async () => {
    const ids = new Set<string>();
    for (let offset = 0; ; offset += 100) {
      const args = offset === 0 ? { p_property_id: properties[1], p_limit: 100 } : { p_property_id: properties[1], p_limit: 100, p_offset: offset };
      const { data, error } = await ana.client.rpc('get_reservations_secure', args);
      assert.equal(error, null);
      for (const row of data as Stay[]) {
        assert.equal(row.property_id, properties[1]);
        ids.add(row.id);
      }
      if ((data as Stay[]).length < 100) break;
    }
    assert.equal(ids.size, STAYS_PER_PROPERTY);
  });

  it("another owner's totals and listings hold his rows only", async () => {
    const { data } = await bruno.client.rpc('get_reservation_totals', {}, { get: true });
    assert.equal(Number((data as Array<Record<string, string>>)[0]!.reservations), 1);
    const listed = await bruno.client.rpc('get_reservations_consolidated', { p_property_id: properties[0], p_limit: 1000, p_offset: 0 });
    assert.deepEqual(listed.data, []);
  });

  it('the notifications list pages 50 at a time and the database counts them all', async () => {
    const notes = Array.from({ length: 120 }, (_, i) => ({ user_id: ana.id, type: 'status_change', title: `Aviso ${i}`, message: 'Mensagem', read: i % 3 === 0 }));
    assert.equal((await serviceClient(backend).from('notifications').insert(notes)).error, null);
    const page = (from: number) =>
      ana.client.from('notifications').select('*').eq('user_id', ana.id).order('created_at', { ascending: false }).order('id', { ascending: false }).range(from, from + 49);
    const seen = new Set<string>();
    for (const from of [0, 50, 100]) for (const row of ((await page(from)).data ?? []) as Array<{ id: string }>) seen.add(row.id);
    assert.equal(seen.size, 120);
    const unread = await ana.client.from('notifications').select('id', { count: 'exact', head: true }).eq('user_id', ana.id).eq('read', false);
    assert.equal(unread.error, null);
    assert.equal(unread.count, 80);
  });
});
