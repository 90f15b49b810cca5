import { ownerApi } from '@portal/shared/api';
import { createPortalStore } from '@portal/shared/store';
import { createRatingApi } from '../rating/create-rating';
import { getRatingsApi } from '../rating/get-ratings';
import { SIGNED_IN, setFakeSupabase, type FakeReply, type FakeRequest, type FakeSupabase } from '../testing/fake-supabase';
import { propertyRow, sessionRow } from '../testing/fixtures';
import { createPhotoBackend } from '../testing/photo-backend';
import { cancelPhotoSessionApi } from './cancel-photo-session';
import { createPhotoSessionApi } from './create-photo-session';
import { getPhotoSessionApi } from './get-photo-session';
import { newPhotoSession } from './photo-session-record';
import { reschedulePhotoSessionApi } from './reschedule-photo-session';

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);

const stores: Array<ReturnType<typeof createPortalStore>> = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(ownerApi.util.resetApiState());
});

function backend(initial: Parameters<typeof createPhotoBackend>[0] = {}, override?: (request: FakeRequest) => FakeReply | undefined) {
  const tables = createPhotoBackend({ properties: [propertyRow()], ...initial }, override);
  const fake: FakeSupabase = setFakeSupabase(tables.handler);
  const store = createPortalStore(SIGNED_IN);
  stores.push(store);
  return { store, fake, tables };
}

const booking = (id = 'new-1') => newPhotoSession({ id, userId: 'u1', property: propertyRow(), date: '2025-03-11', timeSlot: 'morning_08', notes: 'Portão azul' });
const sessionListReads = (fake: FakeSupabase) => fake.requests.filter((r) => r.table === 'photo_sessions' && r.operation === 'select' && !('id' in r.filters)).length;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('getPhotoSession', () => {
  it("reads one session by id and owner", async () => {
    const { store, fake } = backend({ photoSessions: [sessionRow()] });
    const result = await store.dispatch(getPhotoSessionApi.endpoints.getPhotoSession.initiate({ userId: 'u1', sessionId: 'sess-1' }));
    expect(result.data).toMatchObject({ id: 'sess-1', status: 'pending', reschedule_count: 0 });
    expect(fake.requests[0]).toMatchObject({ table: 'photo_sessions', filters: { id: 'sess-1', user_id: 'u1' }, single: 'maybeSingle' });
  });

  it.each([
    ['missing', 'nao-existe', undefined],
    ["someone else's", 'sess-2', undefined],
    ['not a uuid (22P02)', 'abc', { error: { code: '22P02', message: 'invalid input syntax for type uuid: "abc"' }, status: 400 }],
  ])('answers null, not an error, for a %s session', async (_case, sessionId, reply) => {
    const { store } = backend({ photoSessions: [sessionRow({ id: 'sess-2', user_id: 'u2' })] }, () => reply as FakeReply | undefined);
    const result = await store.dispatch(getPhotoSessionApi.endpoints.getPhotoSession.initiate({ userId: 'u1', sessionId }));
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
  });
});

describe('createPhotoSession', () => {
  it('inserts a pending session with the id made in the browser, and the owner’s list is read again', async () => {
    const { store, fake, tables } = backend();
    await store.dispatch(ownerApi.endpoints.getPhotoSessions.initiate('u1'));
    const row = await store.dispatch(createPhotoSessionApi.endpoints.createPhotoSession.initiate(booking())).unwrap();
    expect(row).toMatchObject({ id: 'new-1', status: 'pending', reschedule_count: 0, notes: 'Portão azul' });
    expect(fake.writes()[0]).toMatchObject({ table: 'photo_sessions', operation: 'insert', values: booking() });
    expect(tables.photoSessions).toHaveLength(1);
    await tick();
    expect(sessionListReads(fake)).toBe(2);
  });

  it('answers with the stored row when the same booking arrives again, storing nothing more', async () => {
    const { store, tables } = backend();
    await store.dispatch(createPhotoSessionApi.endpoints.createPhotoSession.initiate(booking())).unwrap();
    const again = await store.dispatch(createPhotoSessionApi.endpoints.createPhotoSession.initiate(booking())).unwrap();
    expect(again).toMatchObject({ id: 'new-1', status: 'pending' });
    expect(tables.photoSessions).toHaveLength(1);
  });

  it("surfaces the database's refusal of a second session of the property", async () => {
    const { store, fake } = backend({ photoSessions: [sessionRow()] });
    await store.dispatch(ownerApi.endpoints.getPhotoSessions.initiate('u1'));
    const result = await store.dispatch(createPhotoSessionApi.endpoints.createPhotoSession.initiate(booking()));
    expect(result.error).toMatchObject({ code: 'P0001', message: 'Esta propriedade já possui uma sessão de fotos agendada', status: 400 });
    await tick();
    expect(sessionListReads(fake)).toBe(1);
  });

  it('reads a unique violation without a row of that id as the one-live-session refusal', async () => {
    const { store } = backend({}, (request) =>
      request.operation === 'insert' ? { error: { code: '23505', message: 'duplicate key value violates unique constraint "photo_sessions_one_live_per_property"' }, status: 409 } : undefined,
    );
    const result = await store.dispatch(createPhotoSessionApi.endpoints.createPhotoSession.initiate(booking()));
    expect(result.error).toMatchObject({ code: '23505', status: 409 });
  });
});

describe('reschedulePhotoSession and cancelPhotoSession', () => {
  it('sends only the new date and slot; the database counts the reschedule and refuses a second', async () => {
    const { store, fake } = backend({ photoSessions: [sessionRow({ status: 'confirmed' })] });
    const moved = await store.dispatch(reschedulePhotoSessionApi.endpoints.reschedulePhotoSession.initiate({ userId: 'u1', sessionId: 'sess-1', date: '2025-03-12', timeSlot: 'afternoon_13' })).unwrap();
    expect(fake.writes()[0]).toMatchObject({ operation: 'update', values: { date: '2025-03-12', time_slot: 'afternoon_13' }, filters: { id: 'sess-1', user_id: 'u1' } });
    expect(moved).toMatchObject({ status: 'rescheduled', reschedule_count: 1, date: '2025-03-12' });
    const second = await store.dispatch(reschedulePhotoSessionApi.endpoints.reschedulePhotoSession.initiate({ userId: 'u1', sessionId: 'sess-1', date: '2025-03-13', timeSlot: 'morning_08' }));
    expect(second.error).toMatchObject({ message: 'Esta sessão de fotos já foi reagendada uma vez e não pode ser reagendada novamente.' });
  });

  it('refreshes the session and the list after a reschedule', async () => {
    const { store, fake } = backend({ photoSessions: [sessionRow()] });
    await store.dispatch(ownerApi.endpoints.getPhotoSessions.initiate('u1'));
    await store.dispatch(getPhotoSessionApi.endpoints.getPhotoSession.initiate({ userId: 'u1', sessionId: 'sess-1' }));
    await store.dispatch(reschedulePhotoSessionApi.endpoints.reschedulePhotoSession.initiate({ userId: 'u1', sessionId: 'sess-1', date: '2025-03-12', timeSlot: 'morning_08' }));
    await tick();
    expect(sessionListReads(fake)).toBe(2);
    expect(fake.requests.filter((r) => r.operation === 'select' && r.filters.id === 'sess-1')).toHaveLength(2);
  });

  it('cancels with the trimmed reason, and the database refuses a blank one', async () => {
    const { store, fake } = backend({ photoSessions: [sessionRow()] });
    const blank = await store.dispatch(cancelPhotoSessionApi.endpoints.cancelPhotoSession.initiate({ userId: 'u1', sessionId: 'sess-1', reason: '   ' }));
    expect(blank.error).toMatchObject({ message: 'Informe o motivo do cancelamento.' });
    const cancelled = await store.dispatch(cancelPhotoSessionApi.endpoints.cancelPhotoSession.initiate({ userId: 'u1', sessionId: 'sess-1', reason: '  Reforma na cozinha ' })).unwrap();
    expect(fake.writes().at(-1)?.values).toEqual({ status: 'cancelled', cancellation_reason: 'Reforma na cozinha' });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellation_reason: 'Reforma na cozinha' });
  });
});

describe('ratings', () => {
  it("reads the owner's ratings newest first and stores one only for a completed session, once", async () => {
    const { store, fake } = backend({ photoSessions: [sessionRow({ status: 'completed' }), sessionRow({ id: 'sess-2', status: 'pending' })] });
    await store.dispatch(getRatingsApi.endpoints.getRatings.initiate('u1'));
    expect(fake.requests[0]).toMatchObject({ table: 'user_ratings', filters: { user_id: 'u1' }, order: ['created_at.desc'] });
    const rating = { user_id: 'u1', rating_type: 'photo_session' as const, related_entity_id: 'sess-1', rating: 5, comment: null, feedback_categories: [] };
    await store.dispatch(createRatingApi.endpoints.createRating.initiate(rating)).unwrap();
    const twice = await store.dispatch(createRatingApi.endpoints.createRating.initiate(rating));
    expect(twice.error).toMatchObject({ message: 'Esta sessão de fotos já foi avaliada.' });
    const pending = await store.dispatch(createRatingApi.endpoints.createRating.initiate({ ...rating, related_entity_id: 'sess-2' }));
    expect(pending.error).toMatchObject({ message: 'Só é possível avaliar uma sessão de fotos concluída.' });
    await tick();
    expect(fake.requests.filter((r) => r.table === 'user_ratings' && r.operation === 'select')).toHaveLength(2);
  });
});
