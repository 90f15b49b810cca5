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
 * The columns of get_reservations_consolidated the finance page shows, sums or exports, asked for by name
 * (PostgREST's `select` on the function's rows). The database turns only these into JSON: the others (the
 * guest's contacts, the provider's references, the rates, the timestamps) made a 1000-stay read a third
 * longer and heavier, and the page never reads them.
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
export const FINANCE_SELECT = FINANCE_COLUMNS.join(',');

/** A row of get_reservations_consolidated as finance reads it: the reservation with its property's name and its nights. */
export type FinanceReservation = Pick<
  ReservationRow,
  Exclude<(typeof FINANCE_COLUMNS)[number], 'property_name' | 'nights'>
> & {
  property_name: string | null;
  nights: number;
};

/**
 * The spec's finance call: every property, 1000 reservations a read (part 2 §7 and §9). Its first read is
 * the spec's (p_offset 0); an owner with more stays gets the next ones with p_offset 1000, 2000, … until a
 * read comes back short, so the list, the cards, the chart and the exports count every stay, not the newest
 * 1000 (financeReservationPages). Each read is sent as a GET (FINANCE_RPC_OPTIONS; the function is stable, so PostgREST runs it read-only), which
 * makes it a plain read the portal's page can ask for from its HTML on the owner's next visit, before
 * this remote's code arrives. A GET carries each argument as text, where a null would arrive as the
 * text "null": p_property_id is left out, and the function's default, null, means every property.
 */
export const FINANCE_RPC = 'get_reservations_consolidated';
const FINANCE_RPC_LIMIT = 1000;
export const FINANCE_QUERY = { p_limit: FINANCE_RPC_LIMIT, p_offset: 0 } as const;
export const FINANCE_RPC_OPTIONS = { get: true } as const;

/** The arguments of the finance read starting at the `offset`-th stay (0, 1000, 2000, …). */
function financeQueryAt(offset: number): { p_limit: number; p_offset: number } {
  return { p_limit: FINANCE_RPC_LIMIT, p_offset: offset };
}

// A read's rows are untyped JSON (an RPC narrowed by `select`): toFinanceReservations checks each field.
type PageReply = PromiseLike<{ data: unknown; error: { message: string; code?: string; details?: string | null; hint?: string | null } | null; status?: number }>;

/**
 * Every one of the owner's stays, read 1000 at a time in the RPC's order (newest check-in first, then id):
 * the first read is the spec's call; the reads go on while one comes back full. A failed read fails the
 * whole, so a figure is never made from part of the rows.
 */
export async function financeReservationPages(read: (query: { p_limit: number; p_offset: number }) => PageReply) {
  const rows: RawRow[] = [];
  for (let offset = 0; ; offset += FINANCE_RPC_LIMIT) {
    const reply = await read(financeQueryAt(offset));
    if (reply.error) return { data: null, error: reply.error, status: reply.status };
    const page = Array.isArray(reply.data) ? (reply.data as RawRow[]) : [];
    rows.push(...page);
    if (page.length < FINANCE_RPC_LIMIT) return { data: rows, error: null, status: reply.status };
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
