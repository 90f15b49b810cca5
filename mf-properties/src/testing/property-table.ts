import type { PropertyRow } from '@portal/shared/domain';
import type { FakeHandler, FakeReply, FakeRequest } from './fake-supabase';
import { DATABASE_ERRORS } from './fake-supabase';

/**
 * The properties table as the backend keeps it, for component tests: reads filter by the request's
 * eq filters (id, user_id, is_draft), writes change the rows, and the database's refusals apply (one
 * draft per owner, only drafts deleted, no row for someone else's property). `override` answers a
 * request first (a failure, a slow answer); return undefined to let the table answer.
 */
export function createPropertyTable(
  initial: PropertyRow[] = [],
  override?: (request: FakeRequest, table: PropertyRow[]) => FakeReply | Promise<FakeReply | undefined> | undefined,
) {
  const rows = initial.map((row) => ({ ...row }));
  let created = 0;

  const matches = (row: PropertyRow, filters: Record<string, unknown>) =>
    Object.entries(filters).every(([column, value]) => (row as unknown as Record<string, unknown>)[column] === value);

  // Copies: the store freezes what it receives, and the table's rows must stay writable.
  const answer = (request: FakeRequest, rows: PropertyRow[]): FakeReply => {
    const found = rows.map((row) => structuredClone(row));
    if (request.single === 'maybeSingle') return { data: found[0] ?? null };
    if (request.single === 'single') {
      return found.length === 1 ? { data: found[0] } : { error: { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' }, status: 406 };
    }
    return { data: found };
  };

  const handler: FakeHandler = async (request) => {
    const overridden = await override?.(request, rows);
    if (overridden) return overridden;
    if (request.table !== 'properties') return { data: null };
    const found = rows.filter((row) => matches(row, request.filters));
    const now = new Date().toISOString();
    switch (request.operation) {
      case 'select':
        return answer(request, found);
      case 'insert': {
        const values = request.values as Partial<PropertyRow>;
        if (values.is_draft && rows.some((row) => row.user_id === values.user_id && row.is_draft)) return { error: DATABASE_ERRORS.secondDraft, status: 400 };
        created += 1;
        const row = { id: `new-draft-${created}`, owner_id: null, is_verified: false, created_at: now, updated_at: now, ...values } as PropertyRow;
        rows.push(row);
        return answer(request, [row]);
      }
      case 'update': {
        for (const row of found) Object.assign(row, request.values, { updated_at: now });
        return answer(request, found);
      }
      case 'delete': {
        if (found.some((row) => !row.is_draft)) return { error: DATABASE_ERRORS.finishedNotRemovable, status: 400 };
        for (const row of found) rows.splice(rows.indexOf(row), 1);
        return answer(request, found);
      }
      default:
        return { data: null };
    }
  };

  return { handler, rows };
}
