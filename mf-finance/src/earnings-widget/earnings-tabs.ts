import type { ChartRow } from '../revenue-chart/revenue-chart';
import { futureRows, groupRevenue } from '../revenue-chart/revenue-chart';
import type { FinanceReservation } from '../finance/finance-reservation';

export type EarningsTab = 'overview' | 'revenue' | 'future';

export const EARNINGS_TAB_LABELS: Record<EarningsTab, string> = { overview: 'Geral', revenue: 'Receitas', future: 'Reservas Futuras' };

/** The dashboard card looks back a year (this month and the eleven before it). */
const EARNINGS_MONTHS_BACK = 11;

function monthKey(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

function shiftMonth(key: string, months: number): string {
  const index = Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1 + months;
  return monthKey(Math.floor(index / 12), (index % 12) + 1);
}

/** Every month from `from` to `to` ('yyyy-MM'), the months without stays as zero rows, so the bars keep their calendar places. */
function fillMonths(rows: readonly ChartRow[], from: string, to: string): ChartRow[] {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const filled: ChartRow[] = [];
  for (let key = from; key <= to; key = shiftMonth(key, 1)) {
    filled.push(byKey.get(key) ?? { key, label: `${key.slice(5, 7)}/${key.slice(2, 4)}`, airbnb: 0, booking: 0, vrbo: 0, direct: 0, total: 0, reservationCount: 0, paid: 0, future: 0 });
  }
  return filled;
}

/** The first day the card looks at: the 1st of the month eleven months before today's. */
export function earningsFrom(today: string): string {
  return `${shiftMonth(today.slice(0, 7), -EARNINGS_MONTHS_BACK)}-01`;
}

/**
 * The monthly rows of a tab: Geral the last twelve months and every month booked ahead; Receitas the last twelve
 * months up to this one (paid stays: check-out past); Reservas Futuras this month onward (stays from today on).
 */
export function earningsRows(reservations: readonly FinanceReservation[], tab: EarningsTab, today: string, brandName: string): ChartRow[] {
  return earningsRowsFromMonths(groupRevenue(reservations, 'month', { today, from: earningsFrom(today), productKeyword: brandName }), tab, today);
}

/** A tab's rows from the months grouped as the chart groups them (by the database, get_monthly_earnings, or here). */
export function earningsRowsFromMonths(rows: readonly ChartRow[], tab: EarningsTab, today: string): ChartRow[] {
  const thisMonth = today.slice(0, 7);
  const firstMonth = shiftMonth(thisMonth, -EARNINGS_MONTHS_BACK);
  const lastBooked = rows.length > 0 ? (rows[rows.length - 1] as ChartRow).key : thisMonth;
  switch (tab) {
    case 'overview':
      return fillMonths(rows, firstMonth, lastBooked > thisMonth ? lastBooked : thisMonth);
    case 'revenue':
      return fillMonths(rows.filter((row) => row.key <= thisMonth), firstMonth, thisMonth);
    case 'future': {
      const ahead = futureRows(rows, today).filter((row) => row.future > 0);
      return ahead.length === 0 ? [] : fillMonths(ahead, thisMonth, (ahead[ahead.length - 1] as ChartRow).key);
    }
  }
}

/** The bar a tab shows, and its name in the legend. */
export const EARNINGS_TAB_AMOUNT: Record<EarningsTab, { amount: 'total' | 'paid' | 'future'; name: string }> = {
  overview: { amount: 'total', name: 'Receita' },
  revenue: { amount: 'paid', name: 'Receita recebida' },
  future: { amount: 'future', name: 'Receita prevista' },
};

/** Whether a tab has anything to draw. */
export function hasEarnings(rows: readonly ChartRow[], tab: EarningsTab): boolean {
  const { amount } = EARNINGS_TAB_AMOUNT[tab];
  return rows.some((row) => row[amount] > 0 || (tab !== 'revenue' && row.reservationCount > 0));
}
