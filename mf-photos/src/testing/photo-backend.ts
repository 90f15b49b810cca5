import type { PropertyRow } from '@portal/shared/domain';
import type { UserRating } from '../rating/get-ratings';
import type { PhotoSessionRecord } from '../session-api/photo-session-record';
import { DATABASE_ERRORS, type FakeHandler, type FakeReply, type FakeRequest } from './fake-supabase';

type Table = 'properties' | 'photo_sessions' | 'user_ratings';
type Row = Record<string, unknown>;

/**
 * The owner's tables as the database keeps them, for component tests: reads filter by the request's eq
 * filters, and writes follow the schema's rules (0003, 0005) — one session per property unless cancelled,
 * an id stored once, one reschedule counted by the database, a reason to cancel, no change to a closed
 * session, one rating of a completed session. `override` answers a request first (a failure, a slow
 * answer); return undefined to let the tables answer.
 */
export function createPhotoBackend(
  initial: { properties?: PropertyRow[]; photoSessions?: PhotoSessionRecord[]; ratings?: UserRating[] } = {},
  override?: (request: FakeRequest) => FakeReply | Promise<FakeReply | undefined> | undefined,
) {
  const tables: Record<Table, Row[]> = {
    properties: (initial.properties ?? []).map((row) => ({ ...row })),
    photo_sessions: (initial.photoSessions ?? []).map((row) => ({ ...row })),
    user_ratings: (initial.ratings ?? []).map((row) => ({ ...row })),
  };
  let created = 0;

  const matches = (row: Row, filters: Record<string, unknown>) => Object.entries(filters).every(([column, value]) => row[column] === value);

  // Copies: the store freezes what it receives, and the tables' rows must stay writable.
  const answer = (request: FakeRequest, rows: Row[]): FakeReply => {
    const found = rows.map((row) => structuredClone(row));
    if (request.single === 'maybeSingle') return { data: found[0] ?? null };
    if (request.single === 'single') return found.length === 1 ? { data: found[0] } : { error: DATABASE_ERRORS.notFound, status: 406 };
    return { data: found };
  };
  const refuse = (error: { code: string; message: string }, status = error.code === '42501' ? 403 : error.code === '23505' ? 409 : 400): FakeReply => ({ error, status });

  function insertSession(values: Row): FakeReply {
    const photoSessions = tables.photo_sessions;
    if (values.status !== 'pending') return refuse(DATABASE_ERRORS.notPending);
    if (photoSessions.some((s) => s.id === values.id)) return refuse(DATABASE_ERRORS.sameId);
    if (photoSessions.some((s) => s.property_id === values.property_id && s.status !== 'cancelled')) return refuse(DATABASE_ERRORS.duplicateSession);
    const now = new Date().toISOString();
    created += 1;
    const row = {
      id: `new-session-${created}`,
      address_complement: null,
      estimated_duration_minutes: 180,
      cancellation_reason: null,
      photographer: null,
      created_at: now,
      updated_at: now,
      ...values,
      reschedule_count: 0,
    };
    photoSessions.push(row);
    return { data: [row] };
  }

  function updateSession(found: Row[], values: Row): FakeReply {
    for (const old of found) {
      if (old.status === 'completed' || old.status === 'cancelled') return refuse(DATABASE_ERRORS.closedSession);
      const next = { ...old, ...values };
      if (next.status === 'cancelled') {
        if (String(next.cancellation_reason ?? '').trim() === '') return refuse(DATABASE_ERRORS.reasonRequired);
      } else if (next.date !== old.date || next.time_slot !== old.time_slot) {
        if (Number(old.reschedule_count) >= 1) return refuse(DATABASE_ERRORS.alreadyRescheduled);
        next.reschedule_count = Number(old.reschedule_count) + 1;
        if (next.status === old.status) next.status = 'rescheduled';
      }
      Object.assign(old, next, { updated_at: new Date().toISOString() });
    }
    return { data: found };
  }

  function insertRating(values: Row): FakeReply {
    const session = tables.photo_sessions.find((s) => s.id === values.related_entity_id && s.user_id === values.user_id);
    if (session?.status !== 'completed') return refuse(DATABASE_ERRORS.ratingNotCompleted);
    if (tables.user_ratings.some((r) => r.related_entity_id === values.related_entity_id && r.user_id === values.user_id)) return refuse(DATABASE_ERRORS.ratingTwice);
    const now = new Date().toISOString();
    const row = { id: `rating-${tables.user_ratings.length + 1}`, created_at: now, updated_at: now, ...values };
    tables.user_ratings.push(row);
    return { data: [row] };
  }

  const handler: FakeHandler = async (request) => {
    const overridden = await override?.(request);
    if (overridden) return overridden;
    const table = request.table as Table;
    if (!(table in tables)) return { data: null };
    const found = tables[table].filter((row) => matches(row, request.filters));
    let reply: FakeReply;
    switch (request.operation) {
      case 'select':
        return answer(request, found);
      case 'insert':
        reply = table === 'photo_sessions' ? insertSession(request.values as Row) : table === 'user_ratings' ? insertRating(request.values as Row) : { data: null };
        break;
      case 'update':
        reply = table === 'photo_sessions' ? updateSession(found, request.values as Row) : { data: found };
        break;
      default:
        return { data: null };
    }
    return reply.error ? reply : answer(request, (reply.data as Row[]) ?? []);
  };

  return {
    handler,
    photoSessions: tables.photo_sessions as unknown as PhotoSessionRecord[],
    ratings: tables.user_ratings as unknown as UserRating[],
  };
}
