import { api } from '@portal/shared/api';
import { RESERVATIONS_FRESH_SECONDS } from '../finance/get-finance-reservations';
import { seriesRows, type ChartRow } from '../revenue-chart/revenue-chart';

/** A row of get_monthly_earnings (a month and a platform as recorded); PostgREST may send numeric columns as strings. */
export type MonthRow = { month: string; platform: string | null } & Record<'total' | 'reservations' | 'paid' | 'future', number | string | null>;

/** The database's months as the chart's rows ('MM/yy' labels), in month order (seriesRows). */
export function toMonthRows(rows: readonly MonthRow[] | null, brandName: string): ChartRow[] {
  return seriesRows(
    (rows ?? []).map(({ month, ...sums }) => ({ period: month, ...sums })),
    'month',
    { productKeyword: brandName },
  );
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
