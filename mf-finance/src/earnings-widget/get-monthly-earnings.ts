import { api } from '@portal/shared/api';
import { matchPlatform } from '@portal/shared/domain';
import { RESERVATIONS_FRESH_SECONDS } from '../finance/get-finance-reservations';
import type { ChartRow } from '../revenue-chart/revenue-chart';

/** A row of get_monthly_earnings (a month and a platform as recorded); PostgREST may send numeric columns as strings. */
export type MonthRow = { month: string; platform: string | null } & Record<'total' | 'reservations' | 'paid' | 'future', number | string | null>;

const number = (value: number | string | null | undefined) => {
  const parsed = Number(value ?? 0);
  return Number.isFinite(parsed) ? parsed : 0;
};

/**
 * The database's months as the chart's rows ('MM/yy' labels), in month order: each platform's sums go to its
 * channel as the chart tells it (the provider's own name counts as direct); one no channel matches still counts
 * in the total and the stays.
 */
export function toMonthRows(rows: readonly MonthRow[] | null, brandName: string): ChartRow[] {
  const months = new Map<string, ChartRow>();
  for (const row of rows ?? []) {
    let month = months.get(row.month);
    if (!month) {
      month = { key: row.month, label: `${row.month.slice(5, 7)}/${row.month.slice(2, 4)}`, airbnb: 0, booking: 0, vrbo: 0, direct: 0, total: 0, reservationCount: 0, paid: 0, future: 0 };
      months.set(row.month, month);
    }
    const total = number(row.total);
    const channel = matchPlatform(row.platform, brandName);
    if (channel) month[channel] += total;
    month.total += total;
    month.reservationCount += number(row.reservations);
    month.paid += number(row.paid);
    month.future += number(row.future);
  }
  return [...months.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

export interface MonthlyEarningsArgs {
  userId: string;
  /** 'yyyy-MM-dd': the first check-in counted (earningsFrom). */
  from: string;
  today: string;
}

/**
 * The earnings card's months, summed by the database over every stay from `from` on (get_monthly_earnings, a
 * GET): an owner with thousands of stays gets a few rows a month instead of every stay; toMonthRows makes
 * them the chart's.
 */
export const monthlyEarningsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMonthlyEarnings: build.query<MonthRow[], MonthlyEarningsArgs>({
      query:
        ({ from, today }) =>
        (client) =>
          client.rpc('get_monthly_earnings', { p_from: from, p_today: today }, { get: true }),
      providesTags: [
        { type: 'Financial', id: 'RESERVATIONS' },
        { type: 'Reservation', id: 'LIST' },
      ],
      keepUnusedDataFor: RESERVATIONS_FRESH_SECONDS,
    }),
  }),
});

type QueryOptions = Parameters<typeof monthlyEarningsApi.useGetMonthlyEarningsQuery>[1];

export function useGetMonthlyEarningsQuery(args: MonthlyEarningsArgs, options?: QueryOptions) {
  return monthlyEarningsApi.useGetMonthlyEarningsQuery(args, { refetchOnMountOrArgChange: RESERVATIONS_FRESH_SECONDS, ...options });
}
