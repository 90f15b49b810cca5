// The provider's records, through supabase-js with the anon key and a signed-in owner, as a real
// client would send them: reservations and payouts, a property's review, the outcome of a photo
// session, booked days and notifications are written by the provider's staff (service role, staff_*
// functions); the owner reads them and every write of theirs is refused, with the row left as it
// was. What is the owner's own stays writable. Status codes are PostgREST's: 42501 → 403 for a
// signed-in caller and 401 for anon, P0001 → 400.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  activeProperty,
  client,
  createOwner,
  dayFromToday,
  FINISHED_PROPERTY,
  serviceClient,
  staffRpc,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from './helpers.ts';

interface Outcome {
  status: number;
  error: { code?: string; message: string } | null;
}

type Row = Record<string, unknown>;

function refused(outcome: Outcome, status: number, code: string, message: string, what: string): void {
  assert.deepEqual(
    { status: outcome.status, code: outcome.error?.code, message: outcome.error?.message },
    { status, code, message },
    what,
  );
}

function succeeded(outcome: Outcome, what: string): void {
  assert.equal(outcome.error, null, `${what}: ${JSON.stringify(outcome.error)}`);
  assert.ok(outcome.status >= 200 && outcome.status < 300, `${what}: status ${outcome.status}`);
}

const brDate = (iso: string): string => iso.split('-').reverse().join('/');

const APPROVAL = 'A aprovação da propriedade é feita pela nossa equipe, depois da sessão de fotos.';
const BACK_TO_DRAFT = 'Uma propriedade finalizada não pode voltar a ser rascunho.';
const SESSION_STATUS = 'O status da sessão de fotos é atualizado pela nossa equipe.';
const SESSION_START = 'A sessão de fotos começa como agendada; a confirmação é feita pela nossa equipe.';
const SESSION_CLOSED = 'Esta sessão de fotos já foi concluída ou cancelada e não pode ser alterada.';
const PHOTOGRAPHER = 'O fotógrafo é definido pela nossa equipe.';
const BOOKED_DAYS = 'Dias reservados são registrados pela nossa equipe; no calendário você bloqueia apenas dias de uso pessoal.';
const DENIED = (what: string): string => `permission denied for ${what}`;

const STAFF_FUNCTIONS: [string, Record<string, unknown>][] = [
  ['staff_approve_property', { p_property_id: '00000000-0000-4000-8000-000000000000' }],
  ['staff_confirm_photo_session', { p_session_id: '00000000-0000-4000-8000-000000000000', p_photographer: 'Eu mesmo' }],
  ['staff_complete_photo_session', { p_session_id: '00000000-0000-4000-8000-000000000000' }],
  ['staff_cancel_photo_session', { p_session_id: '00000000-0000-4000-8000-000000000000', p_reason: 'Porque sim' }],
  ['staff_record_reservations', { p_reservations: { property_id: '00000000-0000-4000-8000-000000000000', guest_name: 'X', check_in: '2030-01-01', check_out: '2030-01-03', platform: 'direct', gross_amount: 99999 } }],
  ['staff_record_payout', { p_reservation_id: '00000000-0000-4000-8000-000000000000' }],
  ['record_sample_reservations', { p_user_id: '00000000-0000-4000-8000-000000000000', p_reservations: [] }],
  // the helper the staff functions notify through must not be reachable either
  ['notify_owner', { p_user_id: '00000000-0000-4000-8000-000000000000', p_type: 'completion', p_title: 'Propriedade aprovada', p_message: 'x', p_label: 'x', p_route: '/x' }],
];

describe('provider records: owners read them, the provider writes them', () => {
  let backend: TestBackend;
  let service: SupabaseClient;
  let owner: TestUser;
  let db: SupabaseClient;
  /** finished, awaiting review, with the photo session the owner booked (pending) */
  let reviewId: string;
  let pendingSessionId: string;
  /** active (session completed by the provider, approved), with a stay the provider recorded */
  let activeId: string;
  let completedSessionId: string;
  let reservationId: string;

  const stored = async (table: string, column: string, value: string): Promise<Row[]> => {
    const { data, error } = await service.from(table).select('*').eq(column, value).order('id');
    assert.equal(error, null);
    return data as Row[];
  };

  before(async () => {
    backend = await startTestBackend();
    service = serviceClient(backend);
    owner = await createOwner(backend, 'provider');
    db = owner.client;
    const review = await db.from('properties').insert({ ...FINISHED_PROPERTY, user_id: owner.id, property_name: 'Casa em análise' }).select('id').single();
    assert.equal(review.error, null);
    reviewId = (review.data as { id: string }).id;
    const session = await db.from('photo_sessions').insert({ user_id: owner.id, property_id: reviewId, date: dayFromToday(12), time_slot: 'morning_08' }).select('id').single();
    assert.equal(session.error, null);
    pendingSessionId = (session.data as { id: string }).id;

    activeId = await activeProperty(backend, owner, { property_name: 'Casa ativa' }, 'staff');
    completedSessionId = ((await stored('photo_sessions', 'property_id', activeId))[0] as { id: string }).id;
    const [stay] = await staffRpc<Row[]>(backend, 'staff_record_reservations', {
      p_reservations: { property_id: activeId, guest_name: 'Ana Souza', check_in: dayFromToday(20), check_out: dayFromToday(24), platform: 'airbnb', gross_amount: 2000 },
    });
    reservationId = (stay as { id: string }).id;
  });
  after(() => backend.dispose());

  it('refuses the seven writes of provider records on the owner\'s own rows, and leaves each row as it was', async () => {
    // 1. approve their own property awaiting review
    const property = await stored('properties', 'id', reviewId);
    refused(await db.from('properties').update({ is_verified: true }).eq('id', reviewId), 403, '42501', APPROVAL, 'is_verified = true');
    assert.deepEqual(await stored('properties', 'id', reviewId), property);
    assert.equal(property[0]?.is_verified, false);

    // 2. multiply their payout by ten (a client can only send the new value)
    const reservations = await stored('reservations', 'user_id', owner.id);
    assert.equal(reservations.length, 1);
    const payout = Number(reservations[0]?.host_payout);
    assert.equal(payout, 1320, 'R$ 2.000 less 16% (airbnb) and 18% (provider)');
    refused(await db.from('reservations').update({ host_payout: payout * 10 }).eq('id', reservationId), 403, '42501', DENIED('table reservations'), 'host_payout * 10');
    assert.deepEqual(await stored('reservations', 'user_id', owner.id), reservations);

    // 3. make a reservation up (R$ 99.999)
    refused(
      await db.from('reservations').insert({
        user_id: owner.id, property_id: activeId, guest_name: 'Hóspede inventado', check_in: dayFromToday(40), check_out: dayFromToday(43),
        platform: 'direct', gross_amount: 99999, total_amount: 99999, net_amount: 99999, host_payout: 99999,
      }),
      403, '42501', DENIED('table reservations'), 'made-up reservation',
    );
    assert.deepEqual(await stored('reservations', 'user_id', owner.id), reservations);

    // 4. delete a reservation
    refused(await db.from('reservations').delete().eq('id', reservationId), 403, '42501', DENIED('table reservations'), 'delete reservation');
    assert.deepEqual(await stored('reservations', 'user_id', owner.id), reservations);

    // 5. mark their photo session completed
    const sessions = await stored('photo_sessions', 'user_id', owner.id);
    refused(await db.from('photo_sessions').update({ status: 'completed' }).eq('id', pendingSessionId), 403, '42501', SESSION_STATUS, 'session completed');
    assert.deepEqual(await stored('photo_sessions', 'user_id', owner.id), sessions);

    // 6. book days on the calendar
    const events = await stored('calendar_events', 'user_id', owner.id);
    refused(
      await db.from('calendar_events').insert({ user_id: owner.id, property_id: activeId, date: dayFromToday(60), type: 'booking', title: 'Reserva', source: 'manual' }),
      403, '42501', BOOKED_DAYS, 'booking event',
    );
    assert.deepEqual(await stored('calendar_events', 'user_id', owner.id), events);

    // 7. notify themselves that the property was approved
    const notifications = await stored('notifications', 'user_id', owner.id);
    refused(
      await db.from('notifications').insert({ user_id: owner.id, type: 'completion', title: 'Propriedade aprovada', message: 'Sua propriedade foi aprovada.' }),
      403, '42501', DENIED('table notifications'), 'notification',
    );
    assert.deepEqual(await stored('notifications', 'user_id', owner.id), notifications);
  });

  it('refuses the other ways round the review, the session outcome and booked days', async () => {
    const properties = await stored('properties', 'user_id', owner.id);
    const sessions = await stored('photo_sessions', 'user_id', owner.id);
    const events = await stored('calendar_events', 'user_id', owner.id);
    const notifications = await stored('notifications', 'user_id', owner.id);

    // properties: born active, un-approved, back to draft, someone else's owner record
    refused(await db.from('properties').insert({ ...FINISHED_PROPERTY, user_id: owner.id, is_verified: true }), 403, '42501', APPROVAL, 'insert active');
    refused(await db.from('properties').update({ is_verified: false }).eq('id', activeId), 403, '42501', APPROVAL, 'un-approve');
    refused(await db.from('properties').update({ is_draft: true }).eq('id', reviewId), 403, '42501', BACK_TO_DRAFT, 'back to draft');
    const stranger = await createOwner(backend, 'stranger');
    const strangerRecord = await stranger.client.from('owners').insert({ user_id: stranger.id, name: 'Outro dono' }).select('id').single();
    assert.equal(strangerRecord.error, null);
    refused(
      await db.from('properties').update({ owner_id: (strangerRecord.data as { id: string }).id }).eq('id', reviewId),
      403, '42501', 'Proprietário inválido para esta propriedade.', 'foreign owner record',
    );

    // photo sessions: born confirmed or with a photographer, a photographer named, a reason without
    // cancelling, a completed session touched, a session deleted, a cancellation without a reason
    const spare = await db.from('properties').insert({ ...FINISHED_PROPERTY, user_id: owner.id, property_name: 'Casa sem sessão' }).select('id').single();
    assert.equal(spare.error, null);
    const spareId = (spare.data as { id: string }).id;
    const session = { user_id: owner.id, property_id: spareId, date: dayFromToday(15), time_slot: 'afternoon_13' };
    refused(await db.from('photo_sessions').insert({ ...session, status: 'confirmed' }), 403, '42501', SESSION_START, 'born confirmed');
    refused(await db.from('photo_sessions').insert({ ...session, status: 'completed' }), 403, '42501', SESSION_START, 'born completed');
    refused(await db.from('photo_sessions').insert({ ...session, photographer: 'Eu mesmo' }), 403, '42501', SESSION_START, 'born with a photographer');
    refused(await db.from('photo_sessions').update({ photographer: 'Eu mesmo' }).eq('id', pendingSessionId), 403, '42501', PHOTOGRAPHER, 'photographer');
    refused(await db.from('photo_sessions').update({ status: 'confirmed' }).eq('id', pendingSessionId), 403, '42501', SESSION_STATUS, 'confirmed');
    refused(
      await db.from('photo_sessions').update({ cancellation_reason: 'Só o motivo' }).eq('id', pendingSessionId),
      403, '42501', 'O motivo só pode ser informado ao cancelar a sessão.', 'reason without cancelling',
    );
    refused(await db.from('photo_sessions').update({ notes: 'depois' }).eq('id', completedSessionId), 403, '42501', SESSION_CLOSED, 'completed session');
    refused(await db.from('photo_sessions').update({ status: 'cancelled', cancellation_reason: 'x' }).eq('id', completedSessionId), 403, '42501', SESSION_CLOSED, 'cancel a completed session');
    refused(await db.from('photo_sessions').delete().eq('id', pendingSessionId), 403, '42501', DENIED('table photo_sessions'), 'delete session');
    refused(await db.from('photo_sessions').update({ status: 'cancelled', cancellation_reason: '   ' }).eq('id', pendingSessionId), 400, 'P0001', 'Informe o motivo do cancelamento.', 'cancel without a reason');

    // calendar: a block turned into a booking, a provider's booked day edited or removed
    const block = await db.from('calendar_events').insert({ user_id: owner.id, property_id: activeId, date: dayFromToday(70) }).select('id').single();
    assert.equal(block.error, null);
    const blockId = (block.data as { id: string }).id;
    refused(await db.from('calendar_events').update({ type: 'booking' }).eq('id', blockId), 403, '42501', BOOKED_DAYS, 'block → booking');
    refused(await db.from('calendar_events').update({ source: 'sync' }).eq('id', blockId), 403, '42501', BOOKED_DAYS, 'block → synced');
    const booked = await service.from('calendar_events').insert({ user_id: owner.id, property_id: activeId, date: dayFromToday(21), type: 'booking', title: 'Ana Souza', source: 'reservation' }).select('id').single();
    assert.equal(booked.error, null);
    const bookedId = (booked.data as { id: string }).id;
    refused(await db.from('calendar_events').update({ title: 'Livre' }).eq('id', bookedId), 403, '42501', BOOKED_DAYS, 'edit a booked day');
    refused(await db.from('calendar_events').delete().eq('id', bookedId), 403, '42501', BOOKED_DAYS, 'remove a booked day');
    assert.equal((await stored('calendar_events', 'id', bookedId)).length, 1);
    succeeded(await db.from('calendar_events').delete().eq('id', blockId), 'the block itself is removable');

    // notifications: only the column read
    const [notice] = notifications as { id: string }[];
    assert.ok(notice);
    refused(await db.from('notifications').update({ title: 'Propriedade aprovada' }).eq('id', notice.id), 403, '42501', DENIED('table notifications'), 'retitle');
    refused(await db.from('notifications').update({ read: true, message: 'editada' }).eq('id', notice.id), 403, '42501', DENIED('table notifications'), 'read and message');

    assert.deepEqual((await stored('properties', 'user_id', owner.id)).filter((p) => p.id !== spareId), properties);
    assert.deepEqual(await stored('photo_sessions', 'user_id', owner.id), sessions);
    assert.deepEqual((await stored('calendar_events', 'user_id', owner.id)).filter((e) => e.id !== bookedId), events);
    assert.deepEqual(await stored('notifications', 'user_id', owner.id), notifications);
    // tidy up for the tests below
    await service.from('calendar_events').delete().eq('id', bookedId);
  });

  it('answers anon with 401 and the same codes, on tables and staff functions', async () => {
    const anon = client(backend);
    refused(await anon.from('reservations').insert({ property_id: activeId, guest_name: 'X', check_in: dayFromToday(80), check_out: dayFromToday(82), platform: 'direct' }), 401, '42501', DENIED('table reservations'), 'anon reservation');
    refused(await anon.from('properties').update({ is_verified: true }).eq('id', reviewId), 401, '42501', DENIED('table properties'), 'anon approval');
    refused(await anon.from('notifications').insert({ user_id: owner.id, type: 'completion', title: 'Propriedade aprovada', message: 'x' }), 401, '42501', DENIED('table notifications'), 'anon notification');
    for (const [name, args] of STAFF_FUNCTIONS) {
      refused(await anon.rpc(name, args), 401, '42501', DENIED(`function ${name}`), `anon ${name}`);
    }
  });

  it('keeps the staff functions to the service role: the owner gets 403 42501 and nothing changes', async () => {
    const before = {
      properties: await stored('properties', 'user_id', owner.id),
      sessions: await stored('photo_sessions', 'user_id', owner.id),
      reservations: await stored('reservations', 'user_id', owner.id),
      notifications: await stored('notifications', 'user_id', owner.id),
    };
    const ownArgs: Record<string, Record<string, unknown>> = {
      staff_approve_property: { p_property_id: reviewId },
      staff_confirm_photo_session: { p_session_id: pendingSessionId, p_photographer: 'Eu mesmo' },
      staff_complete_photo_session: { p_session_id: pendingSessionId },
      staff_cancel_photo_session: { p_session_id: pendingSessionId, p_reason: 'Porque sim' },
      staff_record_reservations: { p_reservations: { property_id: activeId, guest_name: 'X', check_in: dayFromToday(90), check_out: dayFromToday(92), platform: 'direct', gross_amount: 99999 } },
      staff_record_payout: { p_reservation_id: reservationId },
      record_sample_reservations: { p_user_id: owner.id, p_reservations: [] },
      notify_owner: { p_user_id: owner.id, p_type: 'completion', p_title: 'Propriedade aprovada', p_message: 'x', p_label: 'x', p_route: '/x' },
    };
    for (const [name] of STAFF_FUNCTIONS) {
      refused(await db.rpc(name, ownArgs[name]), 403, '42501', DENIED(`function ${name}`), `owner ${name}`);
    }
    assert.deepEqual(
      {
        properties: await stored('properties', 'user_id', owner.id),
        sessions: await stored('photo_sessions', 'user_id', owner.id),
        reservations: await stored('reservations', 'user_id', owner.id),
        notifications: await stored('notifications', 'user_id', owner.id),
      },
      before,
    );
  });

  it('still lets the owner write what is theirs', async () => {
    // profile
    succeeded(await db.from('profiles').insert({ user_id: owner.id, full_name: 'Dona Rita', document: '529.982.247-25' }), 'profile');
    const profile = await db.from('profiles').update({ phone: '(21) 99999-0000', bank_name: 'Nubank' }).eq('user_id', owner.id).select('phone, bank_name').single();
    succeeded(profile, 'profile update');
    assert.deepEqual(profile.data, { phone: '(21) 99999-0000', bank_name: 'Nubank' });

    // property fields other than the review state, on an active and on an awaiting-review listing;
    // sending the unchanged review state along with the form is fine
    const edited = await db.from('properties').update({ property_name: 'Casa ativa reformada', description: 'Com varanda nova.', bedrooms: 3 }).eq('id', activeId).select('property_name, bedrooms, is_verified, is_draft').single();
    succeeded(edited, 'edit an active property');
    assert.deepEqual(edited.data, { property_name: 'Casa ativa reformada', bedrooms: 3, is_verified: true, is_draft: false });
    const form = await db.from('properties').update({ property_name: 'Casa em análise', guest_capacity: 6, is_verified: false, is_draft: false }).eq('id', reviewId).select('guest_capacity, is_verified').single();
    succeeded(form, 'edit a property awaiting review');
    assert.deepEqual(form.data, { guest_capacity: 6, is_verified: false });

    // a draft: created, finished (it goes to review), and another one created and deleted
    const draft = await db.from('properties').insert({ user_id: owner.id, property_name: 'Rascunho', is_draft: true }).select('id').single();
    succeeded(draft, 'draft');
    const draftId = (draft.data as { id: string }).id;
    const finished = await db.from('properties').update({ ...FINISHED_PROPERTY, property_name: 'Rascunho finalizado' }).eq('id', draftId).select('is_draft, is_verified').single();
    succeeded(finished, 'finish a draft');
    assert.deepEqual(finished.data, { is_draft: false, is_verified: false });
    const second = await db.from('properties').insert({ user_id: owner.id, property_name: 'Outro rascunho', is_draft: true }).select('id').single();
    succeeded(second, 'second draft');
    const removedDraft = await db.from('properties').delete().eq('id', (second.data as { id: string }).id).select('id');
    succeeded(removedDraft, 'delete the draft');
    assert.equal(removedDraft.data?.length, 1);

    // personal blocks: added and removed, with the usage counters following
    const day = dayFromToday(100);
    const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
    const added = await db.from('calendar_events').insert([{ user_id: owner.id, property_id: activeId, date: day, type: 'blocked', title: 'Uso pessoal', source: 'manual' }]).select('id');
    succeeded(added, 'block');
    const usage = async (): Promise<number | undefined> =>
      ((await db.from('calendar_usage').select('monthly_used').eq('property_id', activeId).eq('year', year).eq('month', month)).data?.[0] as { monthly_used: number } | undefined)?.monthly_used;
    assert.equal(await usage(), 1);
    const unblocked = await db.from('calendar_events').delete().eq('id', (added.data?.[0] as { id: string }).id).select('id');
    succeeded(unblocked, 'unblock');
    assert.equal(unblocked.data?.length, 1);
    assert.equal(await usage(), 0);

    // a photo session: booked (pending), rescheduled once, not twice, cancelled with a reason
    const booked = await db.from('photo_sessions').insert({ user_id: owner.id, property_id: draftId, date: dayFromToday(14), time_slot: 'morning_08', notes: 'portão azul' }).select('id, status, reschedule_count').single();
    succeeded(booked, 'book a session');
    const bookedId = (booked.data as { id: string }).id;
    assert.deepEqual({ ...booked.data, id: undefined }, { id: undefined, status: 'pending', reschedule_count: 0 });
    const moved = await db.from('photo_sessions').update({ date: dayFromToday(16), time_slot: 'afternoon_13' }).eq('id', bookedId).select('status, reschedule_count').single();
    succeeded(moved, 'reschedule');
    assert.deepEqual(moved.data, { status: 'rescheduled', reschedule_count: 1 });
    refused(
      await db.from('photo_sessions').update({ date: dayFromToday(18) }).eq('id', bookedId),
      400, 'P0001', 'Esta sessão de fotos já foi reagendada uma vez e não pode ser reagendada novamente.', 'second reschedule',
    );
    const notes = await db.from('photo_sessions').update({ notes: 'portão verde' }).eq('id', bookedId).select('notes').single();
    succeeded(notes, 'notes');
    const cancelled = await db.from('photo_sessions').update({ status: 'cancelled', cancellation_reason: 'Imóvel em obras' }).eq('id', bookedId).select('status, cancellation_reason').single();
    succeeded(cancelled, 'cancel with a reason');
    assert.deepEqual(cancelled.data, { status: 'cancelled', cancellation_reason: 'Imóvel em obras' });
    refused(await db.from('photo_sessions').update({ status: 'pending', cancellation_reason: null }).eq('id', bookedId), 403, '42501', SESSION_CLOSED, 'reopen a cancelled session');

    // ratings: their own completed session, once; not a pending one, not someone else's
    const rating = await db.from('user_ratings').insert({ user_id: owner.id, related_entity_id: completedSessionId, rating: 5, comment: 'Fotógrafo pontual', feedback_categories: ['punctuality'] }).select('id').single();
    succeeded(rating, 'rate the completed session');
    refused(
      await db.from('user_ratings').insert({ user_id: owner.id, related_entity_id: completedSessionId, rating: 1 }),
      400, 'P0001', 'Esta sessão de fotos já foi avaliada.', 'second rating',
    );
    refused(
      await db.from('user_ratings').insert({ user_id: owner.id, related_entity_id: pendingSessionId, rating: 5 }),
      400, 'P0001', 'Só é possível avaliar uma sessão de fotos concluída.', 'rating of a pending session',
    );
    const elsewhere = await createOwner(backend, 'elsewhere');
    const theirs = await activeProperty(backend, elsewhere, {}, 'staff');
    const theirSession = ((await stored('photo_sessions', 'property_id', theirs))[0] as { id: string }).id;
    refused(
      await db.from('user_ratings').insert({ user_id: owner.id, related_entity_id: theirSession, rating: 1 }),
      400, 'P0001', 'Só é possível avaliar uma sessão de fotos concluída.', 'rating of someone else\'s session',
    );
    const rerated = await db.from('user_ratings').update({ rating: 4, comment: 'Pontual e cuidadoso' }).eq('id', (rating.data as { id: string }).id).select('rating').single();
    succeeded(rerated, 'edit the rating');
    assert.equal((rerated.data as { rating: number }).rating, 4);
    refused(
      await db.from('user_ratings').update({ related_entity_id: pendingSessionId }).eq('id', (rating.data as { id: string }).id),
      400, 'P0001', 'Só é possível avaliar uma sessão de fotos concluída.', 'move the rating to a pending session',
    );

    // notifications: marked read (one and all), deleted
    const unread = await db.from('notifications').select('id').eq('read', false).order('created_at');
    succeeded(unread, 'unread');
    assert.ok((unread.data?.length ?? 0) >= 2);
    const [first, second2] = unread.data as { id: string }[];
    const read = await db.from('notifications').update({ read: true }).eq('id', (first as { id: string }).id).eq('user_id', owner.id).select('id, read');
    succeeded(read, 'mark read');
    assert.deepEqual(read.data, [{ id: (first as { id: string }).id, read: true }]);
    const removed = await db.from('notifications').delete().eq('id', (second2 as { id: string }).id).eq('user_id', owner.id).select('id');
    succeeded(removed, 'delete a notification');
    assert.equal(removed.data?.length, 1);
    succeeded(await db.from('notifications').update({ read: true }).eq('user_id', owner.id).eq('read', false), 'mark all read');
    assert.deepEqual((await stored('notifications', 'user_id', owner.id)).filter((n) => !n.read), []);

    // notification settings
    succeeded(await db.from('notification_settings').insert({ user_id: owner.id }), 'settings');
    const settings = await db.from('notification_settings').update({ reminders: false, email_updates: false }).eq('user_id', owner.id).select('enabled, reminders, email_updates').single();
    succeeded(settings, 'settings update');
    assert.deepEqual(settings.data, { enabled: true, reminders: false, email_updates: false });
  });

  it('walks a fresh owner\'s property from awaiting review to active, and the owner reads each step', async () => {
    const fresh = await createOwner(backend, 'walk');
    const mine = fresh.client;
    const created = await mine.from('properties').insert({ ...FINISHED_PROPERTY, user_id: fresh.id, property_name: 'Casa da Praia' }).select('id, is_draft, is_verified').single();
    succeeded(created, 'finished property');
    const propertyId = (created.data as { id: string }).id;
    assert.deepEqual({ ...created.data, id: undefined }, { id: undefined, is_draft: false, is_verified: false });

    // approval needs a completed photo session: P0001 → 400 for the service role too
    refused(
      await service.rpc('staff_approve_property', { p_property_id: propertyId }),
      400, 'P0001', 'A propriedade precisa de uma sessão de fotos concluída antes da aprovação.', 'approve without photos',
    );
    const draftOfTheirs = await mine.from('properties').insert({ user_id: fresh.id, property_name: 'Rascunho', is_draft: true }).select('id').single();
    refused(
      await service.rpc('staff_approve_property', { p_property_id: (draftOfTheirs.data as { id: string }).id }),
      400, 'P0001', 'Rascunhos não podem ser aprovados: o cadastro ainda não foi finalizado.', 'approve a draft',
    );

    // the owner books; the provider confirms with a photographer, then completes
    const date = dayFromToday(10);
    const booked = await mine.from('photo_sessions').insert({ user_id: fresh.id, property_id: propertyId, date, time_slot: 'morning_08' }).select('id, status').single();
    succeeded(booked, 'book');
    const sessionId = (booked.data as { id: string }).id;
    assert.equal((booked.data as { status: string }).status, 'pending');

    const confirmed = await service.rpc('staff_confirm_photo_session', { p_session_id: sessionId, p_photographer: 'João Fotógrafo' });
    succeeded(confirmed, 'confirm');
    assert.ok(!Array.isArray(confirmed.data), 'a function returning one row answers one object');
    assert.deepEqual(
      { id: confirmed.data.id, status: confirmed.data.status, photographer: confirmed.data.photographer },
      { id: sessionId, status: 'confirmed', photographer: 'João Fotógrafo' },
    );
    const seen = await mine.from('photo_sessions').select('status, photographer').eq('id', sessionId).single();
    assert.deepEqual(seen.data, { status: 'confirmed', photographer: 'João Fotógrafo' });

    const completed = await service.rpc('staff_complete_photo_session', { p_session_id: sessionId });
    succeeded(completed, 'complete');
    assert.equal(completed.data.status, 'completed');
    refused(await service.rpc('staff_complete_photo_session', { p_session_id: sessionId }), 400, 'P0001', 'Esta sessão de fotos já foi concluída ou cancelada.', 'complete twice');

    const approved = await service.rpc('staff_approve_property', { p_property_id: propertyId });
    succeeded(approved, 'approve');
    assert.deepEqual({ id: approved.data.id, is_verified: approved.data.is_verified, is_draft: approved.data.is_draft }, { id: propertyId, is_verified: true, is_draft: false });
    refused(await service.rpc('staff_approve_property', { p_property_id: propertyId }), 400, 'P0001', 'Esta propriedade já está ativa.', 'approve twice');
    const active = await mine.from('properties').select('is_draft, is_verified').eq('id', propertyId).single();
    assert.deepEqual(active.data, { is_draft: false, is_verified: true });

    // what the owner reads in their notifications centre
    const notifications = await mine.from('notifications').select('type, title, message, read, action').order('created_at');
    succeeded(notifications, 'notifications');
    assert.deepEqual(notifications.data, [
      {
        type: 'photography',
        title: 'Sessão de fotos confirmada',
        message: `A sessão de fotos de Casa da Praia está confirmada para ${brDate(date)} (Manhã, 8h às 12h). Fotógrafo: João Fotógrafo. Nossa equipe entrará em contato 24h antes.`,
        read: false,
        action: { label: 'Ver sessão', route: `/sessao-fotos-confirmacao?sessionId=${sessionId}` },
      },
      {
        type: 'photography',
        title: 'Sessão de fotos concluída',
        message: 'As fotos de Casa da Praia foram feitas e a propriedade segue para a aprovação interna. Conte como foi a sessão.',
        read: false,
        action: { label: 'Avaliar sessão', route: `/feedback-sessao-fotos?sessionId=${sessionId}&propertyName=Casa%20da%20Praia` },
      },
      {
        type: 'completion',
        title: 'Propriedade ativa',
        message: 'Casa da Praia foi aprovada pela nossa equipe e está ativa nas plataformas de reserva.',
        read: false,
        action: { label: 'Ver calendário', route: `/propriedade/${propertyId}/calendario` },
      },
    ]);

    // once active, the provider records a stay and pays it out; the owner reads both
    const recorded = await service.rpc('staff_record_reservations', {
      p_reservations: [{ property_id: propertyId, guest_name: 'Bruno Lima', check_in: dayFromToday(-20), check_out: dayFromToday(-17), platform: 'airbnb', gross_amount: 1000 }],
    });
    succeeded(recorded, 'record');
    assert.ok(Array.isArray(recorded.data) && recorded.data.length === 1, 'a set-returning function answers an array');
    const stayId = recorded.data[0].id as string;
    const stays = await mine.rpc('get_reservations_consolidated', { p_property_id: propertyId, p_limit: 10, p_offset: 0 });
    succeeded(stays, 'owner reads the stay');
    assert.deepEqual(
      (stays.data as Row[]).map((r) => ({ user_id: r.user_id, guest_name: r.guest_name, platform_fee: r.platform_fee, management_fee: r.management_fee, host_payout: r.host_payout })),
      [{ user_id: fresh.id, guest_name: 'Bruno Lima', platform_fee: 160, management_fee: 180, host_payout: 660 }],
    );
    const paidOn = dayFromToday(-5);
    succeeded(await service.rpc('staff_record_payout', { p_reservation_id: stayId, p_paid_on: paidOn }), 'payout');
    refused(
      await service.rpc('staff_record_payout', { p_reservation_id: stayId, p_paid_on: paidOn }),
      400, 'P0001', `O repasse desta reserva já foi registrado em ${brDate(paidOn)}.`, 'payout twice',
    );
    const paid = await mine.from('reservations').select('actual_payout_date').eq('id', stayId).single();
    assert.deepEqual(paid.data, { actual_payout_date: paidOn });
    const payoutNotice = await mine.from('notifications').select('type, title, message, action').eq('title', 'Repasse realizado').single();
    succeeded(payoutNotice, 'payout notification');
    assert.deepEqual(payoutNotice.data, {
      type: 'status_change',
      title: 'Repasse realizado',
      message: `O repasse de R$ 660,00 da estadia de Bruno Lima em Casa da Praia foi pago em ${brDate(paidOn)}.`,
      action: { label: 'Ver financeiro', route: `/financeiro?property=${propertyId}` },
    });
  });
});
