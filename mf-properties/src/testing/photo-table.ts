import type { PropertyPhotoRow } from '../property-photos/photo-storage';
import type { FakeHandler, FakeReply, FakeRequest } from './fake-supabase';
import { DATABASE_ERRORS } from './fake-supabase';

/**
 * `public.property_photos` as the backend keeps it, for tests: reads and writes filter by the request's eq filters,
 * and each statement's result must keep the database's rules (one main photo per property, at most 20 in the
 * gallery), checked on the whole result as the migration's statement-level check does. `override` answers a request
 * first (a failure); return undefined to let the table answer.
 */
export function createPhotoTable(initial: PropertyPhotoRow[] = [], override?: (request: FakeRequest, rows: PropertyPhotoRow[]) => FakeReply | Promise<FakeReply | undefined> | undefined) {
  let rows = initial.map((row) => ({ ...row }));
  const matches = (row: PropertyPhotoRow, filters: Record<string, unknown>) => Object.entries(filters).every(([column, value]) => (row as unknown as Record<string, unknown>)[column] === value);

  const refusal = (next: PropertyPhotoRow[]): FakeReply | null => {
    const properties = new Set(next.map((row) => row.property_id));
    for (const property of properties) {
      const own = next.filter((row) => row.property_id === property);
      if (own.filter((row) => row.is_main).length > 1) return { error: DATABASE_ERRORS.secondMainPhoto, status: 409 };
      if (own.filter((row) => !row.is_main).length > 20) return { error: DATABASE_ERRORS.galleryFull, status: 400 };
    }
    return null;
  };

  const answer = (request: FakeRequest, found: PropertyPhotoRow[]): FakeReply => {
    const copies = found.map((row) => structuredClone(row));
    if (request.single === 'single') return copies.length === 1 ? { data: copies[0] } : { error: { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' }, status: 406 };
    if (request.single === 'maybeSingle') return { data: copies[0] ?? null };
    return { data: request.operation === 'select' || request.columns ? copies : null, status: request.operation === 'insert' ? 201 : request.columns || request.operation === 'select' ? 200 : 204 };
  };

  const commit = (request: FakeRequest, next: PropertyPhotoRow[], touched: PropertyPhotoRow[]): FakeReply => {
    const refused = refusal(next);
    if (refused) return refused;
    rows = next;
    return answer(request, touched);
  };

  const handler: FakeHandler = async (request) => {
    const overridden = await override?.(request, rows);
    if (overridden) return overridden;
    if (request.table !== 'property_photos') return { data: null };
    const now = new Date().toISOString();
    switch (request.operation) {
      case 'select': {
        const found = rows.filter((row) => matches(row, request.filters));
        // Main first, then the gallery's order, as the screens ask.
        found.sort((a, b) => Number(b.is_main) - Number(a.is_main) || a.position - b.position || a.created_at.localeCompare(b.created_at));
        return answer(request, found);
      }
      case 'insert': {
        const row = { is_main: false, position: 0, width: null, height: null, bytes: null, created_at: now, ...(request.values as Partial<PropertyPhotoRow>) } as PropertyPhotoRow;
        if (rows.some((existing) => existing.id === row.id)) return { error: { code: '23505', message: 'duplicate key value violates unique constraint "property_photos_pkey"' }, status: 409 };
        return commit(request, [...rows, row], [row]);
      }
      case 'upsert': {
        const values = request.values as PropertyPhotoRow[];
        const next = rows.map((row) => ({ ...row }));
        const touched: PropertyPhotoRow[] = [];
        for (const value of values) {
          const existing = next.find((row) => row.id === value.id);
          if (existing) Object.assign(existing, value);
          else next.push({ ...value, created_at: value.created_at ?? now });
          touched.push(existing ?? next[next.length - 1]!);
        }
        return commit(request, next, touched);
      }
      case 'update': {
        const next = rows.map((row) => (matches(row, request.filters) ? { ...row, ...(request.values as Partial<PropertyPhotoRow>) } : row));
        return commit(
          request,
          next,
          next.filter((row) => matches(row, request.filters)),
        );
      }
      case 'delete': {
        const found = rows.filter((row) => matches(row, request.filters));
        rows = rows.filter((row) => !found.includes(row));
        return answer(request, found);
      }
      default:
        return { data: null };
    }
  };

  return {
    handler,
    get rows() {
      return rows;
    },
  };
}

/** Answers each request from the handler of its table (properties, property_photos, …). */
export function tablesHandler(tables: Record<string, FakeHandler>): FakeHandler {
  return (request) => (tables[request.table] ?? (() => ({ data: null })))(request);
}
