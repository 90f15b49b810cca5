import type { ReservationRow } from '@portal/shared/domain';
import { expectedPayoutDate } from './payout';

/** The amounts of a stay, numeric in the database: they may arrive as strings. */
const AMOUNT_COLUMNS = [
  'total_amount',
  'gross_amount',
  'cleaning_fee',
  'platform_fee',
  'management_fee',
  'net_amount',
  'host_payout',
] as const;

/**
 * The columns the finance page shows, sums or exports: those get_finance_reservations returns. The guest's
 * contacts, the provider's references, the rates and the timestamps are not among them: they made a read a
 * third longer and heavier, and the page never reads them.
 */
export const FINANCE_COLUMNS = [
  'id',
  'property_id',
  'property_name',
  'guest_name',
  'guests',
  'check_in',
  'check_out',
  'nights',
  ...AMOUNT_COLUMNS,
  'expected_payout_date',
  'actual_payout_date',
  'platform',
  'status',
] as const;

/** A row of get_finance_reservations as finance reads it: the reservation with its property's name and its nights. */
export type FinanceReservation = Pick<
  ReservationRow,
  Exclude<(typeof FINANCE_COLUMNS)[number], 'property_name' | 'nights'>
> & {
  property_name: string | null;
  nights: number;
};

/**
 * The finance page's reads (get_finance_reservations): the stays the page's filters select, in the list's order
 * (newest check-in first, then id), filtered by the database. The list reads FINANCE_LIST_PAGE_SIZE at a time,
 * each read after the last stay shown (its check-in and id: a keyset, not an offset); an export reads
 * FINANCE_EXPORT_PAGE_SIZE at a time until a read comes back short.
 * The spec's finance call (get_reservations_consolidated, p_limit 1000, p_offset 0) filtered, sorted and charted
 * every stay in the browser; the function keeps that call shape for the calendar. An export reads 500 stays a
 * read, not the spec's 1000: writing 1000 rows as JSON takes the database of an owner of 6,000 stays some 9 ms
 * (p50), 500 keep every read within 10 ms at p95.
 */
export const FINANCE_LIST_RPC = 'get_finance_reservations';
export const FINANCE_LIST_PAGE_SIZE = 50;
const FINANCE_EXPORT_PAGE_SIZE = 500;

/** The page's filters as the database's arguments (financeFiguresArgs): the list, the cards and the chart share them. */
export interface FinanceQueryArgs {
  today: string;
  from: string | null;
  to: string | null;
  /** null = every property. */
  propertyIds: string[] | null;
  /** null = every status; else the filter keys kept ('completed', 'pending', 'scheduled'). */
  statusKeys: string[] | null;
}

/** Where a read starts: after this stay of the list (null: at the newest). */
export type FinancePageCursor = { checkIn: string; id: string } | null;

/** The arguments of one read of the list: the filters, the stay it starts after, how many stays. */
export function financeListQuery({ today, from, to, propertyIds, statusKeys }: FinanceQueryArgs, after: FinancePageCursor, limit: number) {
  return {
    p_today: today,
    p_check_in_from: from,
    p_check_in_to: to,
    p_property_ids: propertyIds,
    p_status_keys: statusKeys,
    p_after_check_in: after?.checkIn ?? null,
    p_after_id: after?.id ?? null,
    p_limit: limit,
  };
}

/** The read after `page`: after its last stay when it came back full, none when it was the last. */
export function nextFinanceCursor(page: ReadonlyArray<{ id?: unknown; check_in?: unknown }>, limit: number): FinancePageCursor | undefined {
  const last = page.at(-1);
  return page.length < limit || !last ? undefined : { checkIn: String(last.check_in).slice(0, 10), id: String(last.id) };
}

// A read's rows are untyped JSON (an RPC narrowed by `select`): toFinanceReservations checks each field.
type PageReply = PromiseLike<{ data: unknown; error: { message: string; code?: string; details?: string | null; hint?: string | null } | null; status?: number }>;

/**
 * Every stay the filters select, FINANCE_EXPORT_PAGE_SIZE a read, each read after the last stay of the one
 * before, until a read comes back short. A failed read fails the whole, so a file is never made from part of
 * the rows.
 */
export async function readEveryFinancePage(args: FinanceQueryArgs, read: (query: ReturnType<typeof financeListQuery>) => PageReply) {
  const rows: FinanceReservation[] = [];
  let after: FinancePageCursor = null;
  for (;;) {
    const reply = await read(financeListQuery(args, after, FINANCE_EXPORT_PAGE_SIZE));
    if (reply.error) return { data: null, error: reply.error, status: reply.status };
    const page = Array.isArray(reply.data) ? (reply.data as RawRow[]) : [];
    rows.push(...toFinanceReservations(page));
    const next = nextFinanceCursor(page, FINANCE_EXPORT_PAGE_SIZE);
    if (next === undefined) return { data: rows, error: null, status: reply.status };
    after = next;
  }
}

type RawRow = Record<string, unknown>;

function amount(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function isoDay(value: unknown): string | null {
  return typeof value === 'string' && value.length >= 10 ? value.slice(0, 10) : null;
}

/**
 * The RPC's rows as the finance page uses them:
 * - numeric columns may arrive as strings (Postgres numeric): they become numbers;
 * - a cancelled stay pays the owner nothing, and none of the page's three statuses (Pagos, Hospedando,
 *   Agendado) can hold it: it is left out of the list, the cards, the chart and the exports;
 * - a stay whose provider recorded no expected payout date gets the finance store's date rule.
 */
export function toFinanceReservations(rows: readonly RawRow[] | null | undefined): FinanceReservation[] {
  const result: FinanceReservation[] = [];
  for (const raw of rows ?? []) {
    if (raw.status === 'cancelled') continue;
    const checkIn = isoDay(raw.check_in);
    const checkOut = isoDay(raw.check_out);
    if (!checkIn || !checkOut) continue;
    const row = { ...raw, check_in: checkIn, check_out: checkOut } as unknown as FinanceReservation;
    for (const column of AMOUNT_COLUMNS) (row as unknown as Record<string, number | null>)[column] = amount(raw[column]);
    row.actual_payout_date = isoDay(raw.actual_payout_date);
    row.expected_payout_date = isoDay(raw.expected_payout_date) ?? expectedPayoutDate({ platform: row.platform, check_in: checkIn, check_out: checkOut });
    const nights = amount(raw.nights);
    row.nights = nights ?? Math.max(0, Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000));
    result.push(row);
  }
  return result;
}

/** A property's label in finance: its name, or 'Propriedade' and the first 8 characters of its id. */
export function financePropertyLabel(property: { id: string; property_name: string | null | undefined }): string {
  const name = property.property_name?.trim();
  return name ? name : `Propriedade ${property.id.slice(0, 8)}`;
}
