import { addDays, todayInBrazil, type PropertyRow } from '@portal/shared/domain';
import { renderScreen, type FakeHandler, type FakeReply } from '@portal/shared/testing';
import { financeFigures } from '../finance/finance-figures';
import { FINANCE_COLUMNS, toFinanceReservations } from '../finance/finance-reservation';
import { financeStatus, financeStatusFilterKey } from '../finance/payout';
import { performanceWindows, windowFigures } from '../performance/performance';
import { groupRevenue, type ChartGrouping } from '../revenue-chart/revenue-chart';

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
  const selected = selectedStays(rows, args);
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

/** The stays the finance reads' arguments select, as the database selects them (the pgTAP file finance_pages holds the functions to it). */
function selectedStays(rows: Array<Record<string, unknown>>, args: Record<string, unknown>) {
  const today = args.p_today as string;
  const from = args.p_check_in_from as string | null;
  const to = args.p_check_in_to as string | null;
  const propertyIds = args.p_property_ids as string[] | null;
  const statusKeys = args.p_status_keys as string[] | null;
  return toFinanceReservations(rows).filter(
    (r) =>
      (!from || r.check_in >= from) &&
      (!to || r.check_in <= to) &&
      (!propertyIds || propertyIds.includes(r.property_id)) &&
      (!statusKeys || statusKeys.includes(financeStatusFilterKey(financeStatus(r, today)))),
  );
}

/** get_finance_reservations as the database answers it: the selected stays newest first, then by id, after the keyset, p_limit of them. */
function financeListReply(rows: Array<Record<string, unknown>>, args: Record<string, unknown>): FakeReply {
  const afterCheckIn = args.p_after_check_in as string | null;
  const afterId = args.p_after_id as string | null;
  const raw = new Map(rows.map((row) => [row.id, row]));
  const page = selectedStays(rows, args)
    .sort((a, b) => (a.check_in !== b.check_in ? (a.check_in < b.check_in ? 1 : -1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .filter((r) => !afterCheckIn || !afterId || r.check_in < afterCheckIn || (r.check_in === afterCheckIn && r.id > afterId))
    .slice(0, Math.min(Math.max((args.p_limit as number | undefined) ?? 50, 1), 1000));
  return { data: page.map((r) => Object.fromEntries(FINANCE_COLUMNS.map((column) => [column, raw.get(r.id)?.[column] ?? r[column]]))) };
}

/** get_finance_revenue_series as the database answers it: per period and platform as recorded, the selected stays' sums. */
function revenueSeriesReply(rows: Array<Record<string, unknown>>, args: Record<string, unknown>): FakeReply {
  const stays = selectedStays(rows, args);
  const platforms = [...new Set(stays.map((r) => r.platform))];
  return {
    data: platforms.flatMap((platform) =>
      groupRevenue(stays.filter((r) => r.platform === platform), args.p_grouping as ChartGrouping, { today: args.p_today as string })
        .filter((row) => row.reservationCount > 0)
        .map((row) => ({ period: row.key, platform, total: row.total.toFixed(2), reservations: row.reservationCount, paid: row.paid.toFixed(2), future: row.future.toFixed(2) })),
    ),
  };
}

/** Today in Brazil, shifted by `days`: screens read the real clock, fixtures are placed around it. */
export function day(days = 0): string {
  return addDays(todayInBrazil(new Date()), days);
}

export interface FinanceBackend {
  /** The owner's stays as the database holds them (get_finance_reservations answers from them), or a reply (an error) / a pending promise. */
  reservations?: Array<Record<string, unknown>> | (() => FakeReply | Promise<FakeReply>);
  properties?: PropertyRow[];
  profileName?: string | null;
  /** get_finance_summary's row, instead of the page's formulas over `reservations`. */
  figures?: Record<string, unknown>;
}

/** A fake backend answering the finance screens' three reads. */
export function financeBackend({ reservations = [], properties = [], profileName = 'Ana Souza', figures }: FinanceBackend): FakeHandler {
  return (request) => {
    if (request.table === 'get_finance_reservations') {
      return typeof reservations === 'function' ? reservations() : financeListReply(reservations, (request.values ?? {}) as Record<string, unknown>);
    }
    if (request.table === 'get_finance_revenue_series') {
      return typeof reservations === 'function' ? { data: [] } : revenueSeriesReply(reservations, (request.values ?? {}) as Record<string, unknown>);
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
