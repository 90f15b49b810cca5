import { isActiveProperty, type PropertyRow } from '@portal/shared/domain';

/** The footer of /conta (spec part 1 §2). */
export const APP_VERSION = '1.0.0';

export const OWNER_SINCE_EMPTY_TEXT = 'Finalize o cadastro e ative sua propriedade';

/**
 * The account's total earnings. The spec's call (get_reservations_consolidated, every property, p_limit 1000,
 * the rows' host_payout summed) sums the newest 1000 stays only: for an owner with more, the figure is wrong.
 * The database sums every stay instead (get_reservation_totals, no filter: every property, every date), the
 * total the spec's call gives whenever an owner has 1000 stays or fewer. Sent as a GET (the function is
 * stable), a plain read the page can ask for from its HTML on the next visit of /conta.
 */
export const TOTAL_EARNINGS_RPC = 'get_reservation_totals';
export const TOTAL_EARNINGS_QUERY = {} as const;
export const TOTAL_EARNINGS_RPC_OPTIONS = { get: true } as const;

type SummaryProperty = Pick<PropertyRow, 'is_draft' | 'is_verified' | 'updated_at'>;

/**
 * 'Owner since': the earliest `updated_at` among verified, finished properties — the moment the first
 * property became active, as far as the rows tell. Null while no property is active.
 */
export function ownerSince(properties: readonly SummaryProperty[]): string | null {
  const stamps = properties.filter(isActiveProperty).map((property) => property.updated_at).filter((stamp) => !Number.isNaN(Date.parse(stamp)));
  if (stamps.length === 0) return null;
  return stamps.reduce((earliest, stamp) => (Date.parse(stamp) < Date.parse(earliest) ? stamp : earliest));
}

export function propertyCounts(properties: readonly SummaryProperty[]): { total: number; active: number } {
  return { total: properties.length, active: properties.filter(isActiveProperty).length };
}

/** A row of get_reservation_totals as the account reads it; PostgREST may send numeric columns as strings. */
export interface EarningsTotalsRow {
  host_payout: number | string | null;
}

/**
 * The owner's total earnings from the database's totals: host_payout over every stay not cancelled (a cancelled
 * stay pays the owner nothing, as the finance page's Total de Ganhos leaves it out). No row, or an unreadable
 * amount, is zero.
 */
export function totalEarnings(rows: readonly EarningsTotalsRow[] | EarningsTotalsRow | null | undefined): number {
  const row = Array.isArray(rows) ? rows[0] : (rows as EarningsTotalsRow | null | undefined);
  const value = Number(row?.host_payout ?? 0);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : 0;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * What the deletion dialog's warning step lists. "Documents" are the owner's photo-session records (the
 * schema has no document table; these are the files of record the provider keeps per property).
 */
export function deletionSummary(counts: { properties: number; documents: number }): string[] {
  return [
    'Sua conta e todos os dados pessoais',
    plural(counts.properties, 'propriedade cadastrada', 'propriedades cadastradas'),
    `${plural(counts.documents, 'documento', 'documentos')} (sessões de fotos)`,
    'Todo o histórico de reservas e transações',
    'Acesso ao aplicativo',
  ];
}

/** The considerations of the warning step (spec part 1 §2); the wording around them is not quoted. */
export const DELETION_CONSIDERATIONS = [
  'Esta ação é irreversível: não será possível recuperar sua conta.',
  'Exporte seus dados antes de continuar, se precisar deles.',
  'Reservas ativas podem ser afetadas.',
  'Se quiser apenas fazer uma pausa, você pode simplesmente sair da conta.',
] as const;
