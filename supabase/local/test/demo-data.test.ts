import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_OWNER, NEW_OWNER } from '../../seed/demo-accounts.ts';
import { generateDemoReservations } from '../../functions/_shared/demo-reservations.ts';
import { client, dayFromToday, startTestBackend, type TestBackend } from './helpers.ts';

describe('demo data', () => {
  let backend: TestBackend;
  before(async () => {
    backend = await startTestBackend({ seedDemo: true });
  });
  after(() => backend.dispose());

  it('seeds a demo owner who finished onboarding, with every property status and a year of stays', async () => {
    assert.equal(backend.seeded, true);
    const c = client(backend);
    const { data, error } = await c.auth.signInWithPassword({ email: DEMO_OWNER.email, password: DEMO_OWNER.password });
    assert.equal(error, null);
    const userId = data.user?.id as string;

    const profile = await c.from('profiles').select('*').eq('user_id', userId).single();
    assert.equal(profile.data?.full_name, 'Marina Albuquerque');
    assert.equal(profile.data?.terms_accepted, true);
    for (const field of ['document', 'birth_date', 'phone', 'email', 'bank_name', 'bank_agency', 'bank_account', 'address_street']) {
      assert.ok(profile.data?.[field], `profile.${field}`);
    }

    const properties = await c.from('properties').select('id, is_draft, is_verified').eq('user_id', userId);
    const statuses = (properties.data ?? []).map((p) => (p.is_draft ? 'draft' : p.is_verified ? 'active' : 'pending_approval'));
    assert.equal(statuses.filter((s) => s === 'active').length, 2);
    assert.equal(statuses.filter((s) => s === 'pending_approval').length, 2);
    assert.equal(statuses.filter((s) => s === 'draft').length, 1);

    const sessions = await c.from('photo_sessions').select('status').eq('user_id', userId);
    assert.deepEqual([...new Set((sessions.data ?? []).map((s) => s.status))].sort(), ['completed', 'pending']);

    const stays = await c.rpc('get_reservations_consolidated', { p_property_id: null, p_limit: 1000, p_offset: 0 });
    const rows = (stays.data ?? []) as { check_in: string; check_out: string; platform: string; status: string }[];
    assert.ok(rows.length >= 80, `only ${rows.length} reservations`);
    assert.ok(rows.some((r) => r.check_out < dayFromToday(-300)), 'a year back');
    assert.ok(rows.some((r) => r.check_in > dayFromToday(60)), 'months ahead');
    assert.deepEqual([...new Set(rows.map((r) => r.platform))].sort(), ['airbnb', 'booking', 'direct', 'vrbo']);
    assert.ok(rows.some((r) => r.status === 'completed') && rows.some((r) => r.status === 'confirmed'));

    const blocks = await c.from('calendar_events').select('date').eq('type', 'blocked');
    assert.equal(blocks.data?.length, 5);
    const usage = await c.from('calendar_usage').select('monthly_used');
    assert.deepEqual((usage.data ?? []).map((u) => u.monthly_used).sort(), [2, 3]);
    // What the staff actions left over her history (two approvals, the mountain house's completed
    // session), and the reminder of her draft; a booked session has an alert, not a notification.
    const notifications = await c.from('notifications').select('type, title, read').order('created_at');
    assert.deepEqual(notifications.data, [
      { type: 'completion', title: 'Propriedade ativa', read: true },
      { type: 'completion', title: 'Propriedade ativa', read: true },
      { type: 'photography', title: 'Sessão de fotos concluída', read: false },
      { type: 'reminder', title: 'Complete o cadastro da sua propriedade', read: false },
    ]);
  });

  it('seeds a brand-new owner with nothing', async () => {
    const c = client(backend);
    const { error } = await c.auth.signInWithPassword({ email: NEW_OWNER.email, password: NEW_OWNER.password });
    assert.equal(error, null);
    for (const table of ['profiles', 'properties', 'reservations', 'photo_sessions', 'notifications']) {
      const { data } = await c.from(table).select('id');
      assert.deepEqual(data, [], table);
    }
  });

  it('generates the same reservations from the same seed, following the spec numbers', () => {
    const options = { seed: 42, userId: 'u', properties: [{ id: 'p1' }, { id: 'p2' }], today: '2026-06-15', count: 1000 };
    const first = generateDemoReservations(options);
    assert.deepEqual(generateDemoReservations(options), first);
    assert.notDeepEqual(generateDemoReservations({ ...options, seed: 43 }), first);
    assert.equal(first.length, 1000);
    const rates: Record<string, number> = { airbnb: 0.16, booking: 0.18, vrbo: 0.14, direct: 0.12 };
    for (const r of first) {
      assert.equal(r.platform_fee_rate, rates[r.platform]);
      assert.equal(r.management_fee_rate, 0.18);
      assert.ok(r.cleaning_fee >= 80 && r.cleaning_fee <= 200);
      assert.equal(r.total_amount, Math.round((r.gross_amount + r.cleaning_fee) * 100) / 100);
      const payoutDays = (Date.parse(r.expected_payout_date) - Date.parse(r.check_out)) / 86_400_000;
      assert.ok(payoutDays >= 15 && payoutDays <= 30);
      const nights = (Date.parse(r.check_out) - Date.parse(r.check_in)) / 86_400_000;
      const month = Number(r.check_in.slice(5, 7));
      const [low, high] = [12, 1, 2, 3].includes(month) ? [400, 500] : [6, 7, 8].includes(month) ? [250, 320] : [300, 380];
      assert.ok(r.gross_amount >= low * nights - 0.01 && r.gross_amount <= high * nights * 1.2 + 0.01, `${r.gross_amount} for ${nights} nights in ${month}`);
    }
    const share = (p: string): number => first.filter((r) => r.platform === p).length / first.length;
    assert.ok(share('airbnb') > 0.38 && share('airbnb') < 0.52);
    assert.ok(share('direct') > 0.02 && share('direct') < 0.09);
  });
});
