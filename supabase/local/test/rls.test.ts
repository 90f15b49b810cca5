// The RLS matrix: two owners and anon × every table × select/insert/update/delete, each attempt
// aimed at rows that are not the caller's. A leak is any foreign row seen, written, moved or removed.
// The provider's records (reservations, notifications) are seeded by the provider, as in production;
// owners have no privilege to write them at all, which the matrix's attempts on them also meet.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createOwner, dayFromToday, FINISHED_PROPERTY, rest, staffRpc, startTestBackend, type RestCall, type TestBackend, type TestUser } from './helpers.ts';

const TABLES = [
  'profiles', 'owners', 'properties', 'reservations', 'photo_sessions', 'calendar_events', 'calendar_usage',
  'user_ratings', 'notifications', 'notification_settings', 'account_deletion_log',
] as const;
type Table = (typeof TABLES)[number];
type Row = Record<string, unknown> & { id: string | number; user_id: string };

const UPDATES: Record<Table, Record<string, unknown>> = {
  profiles: { full_name: 'Invasor' },
  owners: { name: 'Invasor' },
  properties: { property_name: 'Invadida' },
  reservations: { guest_name: 'Invasor' },
  photo_sessions: { notes: 'invadida' },
  calendar_events: { title: 'Invadido' },
  calendar_usage: { monthly_used: 0 },
  user_ratings: { comment: 'invadida' },
  notifications: { read: true },
  notification_settings: { enabled: false },
  account_deletion_log: { requested_at: '2000-01-01T00:00:00Z' },
};

/** What an attempt may aim at of its victim's: their active property, their draft (no photo session
 * yet) and a completed photo session of theirs they have not rated. */
interface VictimSeed {
  propertyId: string;
  draftId: string;
  unratedSessionId: string;
}

// Each payload is one the database's own rules would accept from the row's owner, so that what
// refuses it is row-level security (or, for the provider's tables, the missing privilege) and not a
// business rule: photo sessions are 'pending' on a property without a live session, ratings name a
// completed session of the victim's that the victim has not rated.
function insertPayload(table: Table, userId: string, victim: VictimSeed, n: number): Record<string, unknown> {
  switch (table) {
    case 'profiles':
      return { user_id: userId, full_name: 'Invasor' };
    case 'owners':
      return { user_id: userId, name: 'Invasor' };
    case 'properties':
      return { ...FINISHED_PROPERTY, user_id: userId, property_name: 'Invasora' };
    case 'reservations':
      return { user_id: userId, property_id: victim.propertyId, guest_name: 'Invasor', check_in: dayFromToday(200 + n), check_out: dayFromToday(202 + n), platform: 'airbnb' };
    case 'photo_sessions':
      return { user_id: userId, property_id: victim.draftId, date: dayFromToday(10), time_slot: 'morning_08' };
    case 'calendar_events':
      return { user_id: userId, property_id: victim.propertyId, date: dayFromToday(100 + n), type: 'blocked', title: 'Uso pessoal', source: 'manual' };
    case 'calendar_usage':
      return { user_id: userId, property_id: victim.propertyId, year: 2031, month: 1 + (n % 12) };
    case 'user_ratings':
      return { user_id: userId, related_entity_id: victim.unratedSessionId, rating: 5 };
    case 'notifications':
      return { user_id: userId, type: 'reminder', title: 'Invasão', message: 'x' };
    case 'notification_settings':
      return { user_id: userId };
    case 'account_deletion_log':
      return { user_id: userId };
  }
}

describe('row-level security matrix', () => {
  let backend: TestBackend;
  let a: TestUser;
  let b: TestUser;
  let c: TestUser;
  const seeds = new Map<string, VictimSeed>();

  /**
   * An owner as they are after onboarding: an active listing (photo session booked by the owner,
   * confirmed and completed by the provider, then approved) with a stay the provider recorded and a
   * rating of the session; a listing awaiting review whose session was completed but not rated yet;
   * one with a session still pending; a draft; a personal block; the provider's notifications.
   */
  async function seedOwner(owner: TestUser, tag: string): Promise<void> {
    const db = owner.client;
    const ok = (result: { error: unknown }, what = tag): void => assert.equal(result.error, null, `${what}: ${JSON.stringify(result.error)}`);
    const insertId = async (table: string, row: Record<string, unknown>): Promise<string> => {
      const result = await db.from(table).insert(row).select('id').single();
      ok(result, `${tag} ${table}`);
      return (result.data as { id: string }).id;
    };
    ok(await db.from('profiles').insert({ user_id: owner.id, full_name: `Dono ${tag}`, document: '529.982.247-25' }));
    ok(await db.from('owners').insert({ user_id: owner.id, name: `Dono ${tag}`, email: owner.email }));

    const propertyId = await insertId('properties', { ...FINISHED_PROPERTY, user_id: owner.id, property_name: `Casa ${tag}` });
    const ratedSessionId = await insertId('photo_sessions', { user_id: owner.id, property_id: propertyId, date: dayFromToday(7), time_slot: 'afternoon_13' });
    await staffRpc(backend, 'staff_confirm_photo_session', { p_session_id: ratedSessionId, p_photographer: 'Fotógrafo' });
    await staffRpc(backend, 'staff_complete_photo_session', { p_session_id: ratedSessionId });
    await staffRpc(backend, 'staff_approve_property', { p_property_id: propertyId });

    const reviewId = await insertId('properties', { ...FINISHED_PROPERTY, user_id: owner.id, property_name: `Casa ${tag} em análise` });
    const unratedSessionId = await insertId('photo_sessions', { user_id: owner.id, property_id: reviewId, date: dayFromToday(8), time_slot: 'morning_08' });
    await staffRpc(backend, 'staff_complete_photo_session', { p_session_id: unratedSessionId });
    const bookedId = await insertId('properties', { ...FINISHED_PROPERTY, user_id: owner.id, property_name: `Casa ${tag} com sessão agendada` });
    await insertId('photo_sessions', { user_id: owner.id, property_id: bookedId, date: dayFromToday(9), time_slot: 'morning_08' });
    const draftId = await insertId('properties', { user_id: owner.id, property_name: `Rascunho ${tag}`, is_draft: true });
    seeds.set(owner.id, { propertyId, draftId, unratedSessionId });

    // Stays are the provider's: the owner's own insert is refused, the staff function records it.
    const stay = { user_id: owner.id, property_id: propertyId, guest_name: 'Hóspede', check_in: dayFromToday(30), check_out: dayFromToday(33), platform: 'booking' };
    const own = await db.from('reservations').insert(stay);
    assert.equal(own.status, 403);
    assert.equal(own.error?.code, '42501');
    assert.equal(own.error?.message, 'permission denied for table reservations');
    await staffRpc(backend, 'staff_record_reservations', { p_reservations: { ...stay, gross_amount: 1500 } });

    ok(await db.from('calendar_events').insert([{ user_id: owner.id, property_id: propertyId, date: dayFromToday(60), type: 'blocked', title: 'Uso pessoal', source: 'manual' }]));
    ok(await db.from('user_ratings').insert({ user_id: owner.id, related_entity_id: ratedSessionId, rating: 4, comment: 'bom' }));
    // Notifications too: the staff actions above left some; the owner cannot add one.
    const notice = await db.from('notifications').insert({ user_id: owner.id, type: 'reminder', title: 'Lembrete', message: 'texto' });
    assert.equal(notice.status, 403);
    assert.equal(notice.error?.code, '42501');
    assert.equal(notice.error?.message, 'permission denied for table notifications');
    const notifications = await db.from('notifications').select('id');
    assert.ok((notifications.data?.length ?? 0) >= 3, `${tag}: the staff actions notified the owner`);
    ok(await db.from('notification_settings').insert({ user_id: owner.id }));
    const log = await rest(backend, 'POST', 'account_deletion_log', { token: backend.serviceRoleKey, body: { user_id: owner.id } });
    assert.equal(log.status, 201);
  }

  async function snapshot(): Promise<Record<string, unknown>> {
    const result: Record<string, unknown> = {};
    for (const table of TABLES) {
      const response = await rest(backend, 'GET', `${table}?select=*&order=id`, { token: backend.serviceRoleKey });
      assert.equal(response.status, 200);
      result[table] = response.body;
    }
    return result;
  }

  before(async () => {
    backend = await startTestBackend();
    a = await createOwner(backend, 'a');
    b = await createOwner(backend, 'b');
    c = await createOwner(backend, 'c');
    await seedOwner(a, 'A');
    await seedOwner(b, 'B');
  });
  after(() => backend.dispose());

  it('lets no caller read, write, move or delete a row that is not theirs', async (t) => {
    const initial = await snapshot();
    const rowsOf = (table: Table, userId: string): Row[] => (initial[table] as Row[]).filter((r) => r.user_id === userId);
    const actors = [
      { name: 'owner A', token: a.token, id: a.id, victims: [b.id] },
      { name: 'owner B', token: b.token, id: b.id, victims: [a.id] },
      { name: 'anon', token: backend.anonKey, id: null, victims: [a.id, b.id] },
    ];
    const counts = { select: { attempts: 0, leaks: 0 }, insert: { attempts: 0, leaks: 0 }, update: { attempts: 0, leaks: 0 }, delete: { attempts: 0, leaks: 0 } };
    const leaks: string[] = [];
    // How each refused write was answered (status and code), for the diagnostic.
    const refusals = new Map<string, number>();
    const record = (op: keyof typeof counts, leaked: boolean, what: string, response?: RestCall): void => {
      counts[op].attempts += 1;
      if (leaked) {
        counts[op].leaks += 1;
        leaks.push(what);
      } else if (response) {
        const key = `${response.status} ${(response.body as { code?: string } | null)?.code ?? '-'}`;
        refusals.set(key, (refusals.get(key) ?? 0) + 1);
      }
    };
    let n = 0;
    for (const actor of actors) {
      for (const table of TABLES) {
        // select: any row of someone else is a leak
        const read = await rest(backend, 'GET', `${table}?select=*`, { token: actor.token });
        const seen = Array.isArray(read.body) ? (read.body as Row[]) : [];
        record('select', seen.some((row) => row.user_id !== actor.id), `${actor.name} read ${table}`);
        if (actor.id) {
          const own = rowsOf(table, actor.id).length;
          if (table !== 'account_deletion_log') assert.equal(seen.length, own, `${actor.name} should see its own ${table}`);
        }

        // insert: rows for another user, and rows of one's own on another's property
        const victim = seeds.get(actor.victims[0] as string) as VictimSeed;
        for (const target of [c.id, ...actor.victims]) {
          n += 1;
          const attempt = await rest(backend, 'POST', table, { token: actor.token, body: insertPayload(table, target, victim, n), prefer: 'return=representation' });
          record('insert', attempt.status < 300, `${actor.name} inserted into ${table} for another user (${attempt.status})`, attempt);
        }
        if (actor.id && ['reservations', 'photo_sessions', 'calendar_events', 'calendar_usage'].includes(table)) {
          n += 1;
          const attempt = await rest(backend, 'POST', table, { token: actor.token, body: insertPayload(table, actor.id, victim, n), prefer: 'return=representation' });
          record('insert', attempt.status < 300, `${actor.name} attached a ${table} row to another owner's property (${attempt.status})`, attempt);
        }

        // update: another's rows, and moving one's own row to another user
        for (const victim of actor.victims) {
          for (const row of rowsOf(table, victim)) {
            const attempt = await rest(backend, 'PATCH', `${table}?id=eq.${row.id}`, { token: actor.token, body: UPDATES[table], prefer: 'return=representation' });
            record('update', attempt.status < 300 && Array.isArray(attempt.body) && attempt.body.length > 0, `${actor.name} updated ${table} ${row.id}`, attempt);
          }
        }
        if (actor.id) {
          for (const row of rowsOf(table, actor.id)) {
            const attempt = await rest(backend, 'PATCH', `${table}?id=eq.${row.id}`, { token: actor.token, body: { user_id: c.id }, prefer: 'return=representation' });
            record('update', attempt.status < 300 && Array.isArray(attempt.body) && attempt.body.length > 0, `${actor.name} moved its ${table} row to another user`, attempt);
          }
        }

        // delete: another's rows
        for (const victim of actor.victims) {
          for (const row of rowsOf(table, victim)) {
            const attempt = await rest(backend, 'DELETE', `${table}?id=eq.${row.id}`, { token: actor.token, prefer: 'return=representation' });
            record('delete', attempt.status < 300 && Array.isArray(attempt.body) && attempt.body.length > 0, `${actor.name} deleted ${table} ${row.id}`, attempt);
          }
        }
      }
    }
    const final = await snapshot();
    for (const table of TABLES) {
      const before = (initial[table] as Row[]).filter((r) => r.user_id === a.id || r.user_id === b.id);
      const afterRows = (final[table] as Row[]).filter((r) => r.user_id === a.id || r.user_id === b.id);
      assert.deepEqual(afterRows, before, `${table} rows of A and B changed`);
      const strays = (final[table] as Row[]).filter((r) => r.user_id === c.id);
      assert.equal(strays.length, 0, `${table} gained rows for the third owner`);
    }
    const total = Object.values(counts).reduce((s, v) => ({ attempts: s.attempts + v.attempts, leaks: s.leaks + v.leaks }), { attempts: 0, leaks: 0 });
    t.diagnostic(`RLS matrix: ${JSON.stringify(counts)} total ${total.attempts} attempts, ${total.leaks} leaks`);
    t.diagnostic(`refused writes by status and code: ${JSON.stringify(Object.fromEntries([...refusals].sort()))}`);
    assert.deepEqual(leaks, []);
    assert.ok(total.attempts >= 150);
  });
});
