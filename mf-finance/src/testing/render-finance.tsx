import { addDays, todayInBrazil, type PropertyRow } from '@portal/shared/domain';
import { renderScreen, type FakeHandler, type FakeReply } from '@portal/shared/testing';
import { financeFigures } from '../finance/finance-figures';
import { toFinanceReservations } from '../finance/finance-reservation';
import { financeStatus, financeStatusFilterKey } from '../finance/payout';
import { performanceWindows, windowFigures } from '../performance/performance';

/** get_monthly_earnings as the database answers it: per month of check-in and platform, the stays' sums. */
function monthlyEarningsReply(rows: Array<Record<string, unknown>>, from: string, today: string): FakeReply {
  const groups = new Map<string, { month: string; platform: string | null; total: number; reservations: number; paid: number; future: number }>();
  for (const stay of toFinanceReservations(rows)) {
    if (stay.check_in < from) continue;
    const key = `${stay.check_in.slice(0, 7)}|${stay.platform ?? ''}`;
    const group = groups.get(key) ?? { month: stay.check_in.slice(0, 7), platform: stay.platform, total: 0, reservations: 0, paid: 0, future: 0 };
    const payout = stay.host_payout ?? 0;
    group.total += payout;
    group.reservations += 1;
    if (stay.check_out < today) group.paid += payout;
    if (stay.check_in >= today) group.future += payout;
    groups.set(key, group);
  }
  return { data: [...groups.values()].map((g) => ({ ...g, total: g.total.toFixed(2), paid: g.paid.toFixed(2), future: g.future.toFixed(2) })) };
}

/** get_performance_figures as the database answers it: per property with a stay, its nights and price in each window. */
function performanceReply(rows: Array<Record<string, unknown>>, today: string): FakeReply {
  const windows = performanceWindows(today);
  const byProperty = new Map<string, ReturnType<typeof toFinanceReservations>>();
  for (const stay of toFinanceReservations(rows)) byProperty.set(stay.property_id, [...(byProperty.get(stay.property_id) ?? []), stay]);
  return {
    data: [...byProperty].map(([propertyId, stays]) => {
      const [last30, thisMonth, lastYear] = [windows.last30, windows.thisMonth, windows.sameMonthLastYear].map((window) => windowFigures(stays, 1, window));
      return {
        property_id: propertyId,
        last30_nights: last30!.nightsBooked,
        last30_revenue: String(last30!.revenue),
        this_month_nights: thisMonth!.nightsBooked,
        this_month_revenue: String(thisMonth!.revenue),
        last_year_nights: lastYear!.nightsBooked,
        last_year_revenue: String(lastYear!.revenue),
      };
    }),
  };
}

/**
 * get_finance_summary as the database answers it: the page's formulas over every stay the arguments select
 * (the pgTAP file large_portfolios holds the function to the same figures).
 */
function financeSummaryReply(rows: Array<Record<string, unknown>>, args: Record<string, unknown>): FakeReply {
  const today = args.p_today as string;
  const from = args.p_check_in_from as string | null;
  const to = args.p_check_in_to as string | null;
  const propertyIds = args.p_property_ids as string[] | null;
  const statusKeys = args.p_status_keys as string[] | null;
  const selected = toFinanceReservations(rows).filter(
    (r) =>
      (!from || r.check_in >= from) &&
      (!to || r.check_in <= to) &&
      (!propertyIds || propertyIds.includes(r.property_id)) &&
      (!statusKeys || statusKeys.includes(financeStatusFilterKey(financeStatus(r, today)))),
  );
  const figures = financeFigures(selected, today);
  return {
    data: [
      {
        reservations: selected.length,
        total_earnings: figures.summary.totalEarnings.toFixed(2),
        projected_balance: figures.summary.projectedBalance.toFixed(2),
        available_balance: figures.summary.availableBalance.toFixed(2),
        this_month: figures.summary.thisMonthEarnings.toFixed(2),
        properties: figures.summary.totalProperties,
        nights: figures.nights,
        average_daily_rate: String(figures.averageDailyRate),
        occupancy: String(figures.occupancy),
      },
    ],
  };
}

/** Today in Brazil, shifted by `days`: screens read the real clock, fixtures are placed around it. */
export function day(days = 0): string {
  return addDays(todayInBrazil(new Date()), days);
}

export interface FinanceBackend {
  /** get_reservations_consolidated's rows, or a reply (an error) / a pending promise. */
  reservations?: Array<Record<string, unknown>> | (() => FakeReply | Promise<FakeReply>);
  properties?: PropertyRow[];
  profileName?: string | null;
  /** get_finance_summary's row, instead of the page's formulas over `reservations`. */
  figures?: Record<string, unknown>;
}

/** A fake backend answering the finance screens' three reads. */
export function financeBackend({ reservations = [], properties = [], profileName = 'Ana Souza', figures }: FinanceBackend): FakeHandler {
  return (request) => {
    if (request.table === 'get_reservations_consolidated') {
      if (typeof reservations === 'function') return reservations();
      // As the function pages: p_limit rows from p_offset, with the columns asked for (`select`) only.
      const { p_limit: limit, p_offset: offset = 0 } = (request.values ?? {}) as { p_limit?: number; p_offset?: number };
      const page = reservations.slice(offset, limit === undefined ? undefined : offset + limit);
      const columns = request.columns && request.columns !== '*' ? request.columns.split(',') : null;
      return { data: columns ? page.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]]))) : page };
    }
    if (request.table === 'get_monthly_earnings') {
      if (typeof reservations === 'function') return reservations();
      const { p_from: from, p_today: today } = request.values as { p_from: string; p_today: string };
      return monthlyEarningsReply(reservations, from, today);
    }
    if (request.table === 'get_performance_figures') {
      return typeof reservations === 'function' ? reservations() : performanceReply(reservations, (request.values as { p_today: string }).p_today);
    }
    if (request.table === 'get_finance_summary') {
      if (figures) return { data: [figures] };
      return typeof reservations === 'function' ? { data: null } : financeSummaryReply(reservations, (request.values ?? {}) as Record<string, unknown>);
    }
    if (request.table === 'properties') return { data: properties };
    if (request.table === 'profiles') return { data: profileName === null ? null : { id: 'p1', user_id: 'u1', full_name: profileName } };
    return { data: null };
  };
}

/** Renders a screen of this remote (see renderScreen); `supabase` may be the handler financeBackend() makes. */
export const renderFinance = renderScreen;
