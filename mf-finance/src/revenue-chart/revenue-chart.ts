import { amountOrZero, type Channel, dayNumber, isoFromDayNumber, matchPlatform, type ReservationRow } from '@portal/shared/domain';

export type ChartGrouping = 'day' | 'week' | 'month' | 'year';

export const CHART_GROUPING_LABELS: Record<ChartGrouping, string> = { day: 'Dia', week: 'Semana', month: 'Mês', year: 'Ano' };

export const CHART_EMPTY = {
  title: 'Nenhum dado para o período selecionado',
  description: 'Ajuste os filtros ou adicione reservas para visualizar o gráfico',
} as const;

export interface ChartRow extends Record<Channel, number> {
  /** Sortable period key: 'yyyy-MM-dd' (day, week start), 'yyyy-MM' (month), 'yyyy' (year). */
  key: string;
  /** Axis label: 'dd/MM' for days and weeks, 'MM/yy' for months, 'yyyy' for years. */
  label: string;
  total: number;
  reservationCount: number;
  /** Of the total: stays whose check-out is past (paid) and stays checking in today or later (future). */
  paid: number;
  future: number;
}

type ChartReservation = Pick<ReservationRow, 'check_in' | 'check_out' | 'platform' | 'host_payout'>;

/**
 * Weeks start on Sunday, as the calendar does. Reservations are placed by check-in date and counted by host
 * payout (the owner's revenue). A platform outside the four channels still counts in total and count.
 */
function periodOf(checkIn: string, grouping: ChartGrouping): { key: string; label: string } {
  switch (grouping) {
    case 'day':
      return { key: checkIn, label: `${checkIn.slice(8, 10)}/${checkIn.slice(5, 7)}` };
    case 'week': {
      const day = dayNumber(checkIn);
      // 1970-01-01 was a Thursday: (day + 4) % 7 is the weekday with Sunday = 0.
      const start = isoFromDayNumber(day - ((((day + 4) % 7) + 7) % 7));
      return { key: start, label: `${start.slice(8, 10)}/${start.slice(5, 7)}` };
    }
    case 'month':
      return { key: checkIn.slice(0, 7), label: `${checkIn.slice(5, 7)}/${checkIn.slice(2, 4)}` };
    case 'year':
      return { key: checkIn.slice(0, 4), label: checkIn.slice(0, 4) };
  }
}

/**
 * Groups reservations for the 'Receitas de Reservas' chart, with per-channel sums and counts, in period order.
 * `from` / `to` ('yyyy-MM-dd', inclusive) bound check-in dates; `today` decides paid and future.
 */
export function groupRevenue(
  reservations: readonly ChartReservation[],
  grouping: ChartGrouping,
  options: { today: string; from?: string | null; to?: string | null; productKeyword?: string },
): ChartRow[] {
  const rows = new Map<string, ChartRow>();
  // Many stays share a check-in date: its period is worked out once (a year has 366 dates).
  const periods = new Map<string, { key: string; label: string }>();
  const { today, from, to, productKeyword } = options;
  for (const r of reservations) {
    const checkIn = r.check_in.slice(0, 10);
    if ((from && checkIn < from) || (to && checkIn > to)) continue;
    let period = periods.get(checkIn);
    if (!period) {
      period = periodOf(checkIn, grouping);
      periods.set(checkIn, period);
    }
    const amount = amountOrZero(r.host_payout);
    addToPeriod(rows, period, r.platform, productKeyword, {
      total: amount,
      reservations: 1,
      paid: r.check_out.slice(0, 10) < today ? amount : 0,
      future: checkIn >= today ? amount : 0,
    });
  }
  return chartRows(rows, grouping, from, to);
}

/** A row of get_finance_revenue_series: a period's key and a platform as recorded; numeric columns may arrive as strings. */
export type SeriesRow = { period: string; platform: string | null } & Record<'total' | 'reservations' | 'paid' | 'future', number | string | null>;

const number = (value: number | string | null | undefined) => {
  const parsed = Number(value ?? 0);
  return Number.isFinite(parsed) ? parsed : 0;
};

/**
 * The database's sums (get_finance_revenue_series, or get_monthly_earnings by month) as the chart's rows: each
 * platform's sums go to its channel as the chart tells it (the provider's own name counts as direct); one no
 * channel matches still counts in the total and the stays. By day and by week the gaps are filled as
 * groupRevenue fills them.
 */
export function seriesRows(
  series: readonly SeriesRow[] | null | undefined,
  grouping: ChartGrouping,
  options: { from?: string | null; to?: string | null; productKeyword?: string } = {},
): ChartRow[] {
  const rows = new Map<string, ChartRow>();
  for (const s of series ?? []) {
    addToPeriod(rows, periodOf(s.period, grouping), s.platform, options.productKeyword, {
      total: number(s.total),
      reservations: number(s.reservations),
      paid: number(s.paid),
      future: number(s.future),
    });
  }
  return chartRows(rows, grouping, options.from, options.to);
}

function addToPeriod(
  rows: Map<string, ChartRow>,
  { key, label }: { key: string; label: string },
  platform: string | null,
  productKeyword: string | undefined,
  sums: { total: number; reservations: number; paid: number; future: number },
): void {
  let row = rows.get(key);
  if (!row) {
    row = { key, label, airbnb: 0, booking: 0, vrbo: 0, direct: 0, total: 0, reservationCount: 0, paid: 0, future: 0 };
    rows.set(key, row);
  }
  const channel = matchPlatform(platform, productKeyword);
  if (channel) row[channel] += sums.total;
  row.total += sums.total;
  row.reservationCount += sums.reservations;
  row.paid += sums.paid;
  row.future += sums.future;
}

function chartRows(rows: Map<string, ChartRow>, grouping: ChartGrouping, from: string | null | undefined, to: string | null | undefined): ChartRow[] {
  if (grouping === 'day' || grouping === 'week') fillGaps(rows, grouping, from, to);
  return [...rows.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** At most this many days or weeks are drawn as gaps: three years of days, three years of weeks. */
const MAX_FILLED_PERIODS = { day: 3 * 366, week: 3 * 53 } as const;

/**
 * By day and by week, a period's days or weeks without stays are there, empty, so the bars stand where their
 * dates are and the gaps show: from the chosen Início (or the first stay) to the chosen Fim (or the last).
 * A chosen period longer than MAX_FILLED_PERIODS is filled between the first and the last stay only.
 */
function fillGaps(rows: Map<string, ChartRow>, grouping: 'day' | 'week', from: string | null | undefined, to: string | null | undefined): void {
  if (rows.size === 0) return;
  const keys = [...rows.keys()].sort();
  const step = grouping === 'day' ? 1 : 7;
  const spanOf = (first: string, last: string) => {
    const start = dayNumber(periodOf(first, grouping).key);
    return { start, end: dayNumber(periodOf(last, grouping).key), count: Math.floor((dayNumber(periodOf(last, grouping).key) - start) / step) + 1 };
  };
  let span = spanOf(from && from < keys[0]! ? from : keys[0]!, to && to > keys.at(-1)! ? to : keys.at(-1)!);
  if (span.count > MAX_FILLED_PERIODS[grouping]) span = spanOf(keys[0]!, keys.at(-1)!);
  if (span.count > MAX_FILLED_PERIODS[grouping]) return;
  for (let day = span.start; day <= span.end; day += step) {
    const key = isoFromDayNumber(day);
    if (rows.has(key)) continue;
    const { label } = periodOf(key, grouping);
    rows.set(key, { key, label, airbnb: 0, booking: 0, vrbo: 0, direct: 0, total: 0, reservationCount: 0, paid: 0, future: 0 });
  }
}

/** The 'future' tab shows the current month onward. */
export function futureRows(rows: readonly ChartRow[], today: string): ChartRow[] {
  const month = today.slice(0, 7);
  return rows.filter((row) => row.key.slice(0, 7) >= month || (row.key.length === 4 && row.key >= today.slice(0, 4)));
}

/** End date cannot precede the start date. */
export function isValidChartRange(start: string | null | undefined, end: string | null | undefined): boolean {
  return !start || !end || end >= start;
}


/** Rows for the chart; a failure in the grouping is logged and shows the empty state (spec part 2 §8). */
export function safeRows(compute: () => ChartRow[]): ChartRow[] {
  try {
    return compute();
  } catch (error) {
    console.error('Erro ao montar o gráfico de receitas', error);
    return [];
  }
}
