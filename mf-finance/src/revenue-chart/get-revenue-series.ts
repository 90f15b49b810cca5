import { skipToken } from '@reduxjs/toolkit/query';
import { api } from '@portal/shared/api';
import { RESERVATIONS_FRESH_SECONDS } from '../finance/get-finance-reservations';
import type { FinanceQueryArgs } from '../finance/finance-reservation';
import type { ChartGrouping, SeriesRow } from './revenue-chart';

/** The chart's read: the page's filters narrowed by the chart's own Início / Fim, and its grouping. */
export interface RevenueSeriesArgs extends FinanceQueryArgs {
  grouping: ChartGrouping;
}

/** The later of two starts and the earlier of two ends ('yyyy-MM-dd'; null is open). */
const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);
const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);

/** The stays the chart adds up: those of the page's filters whose check-in is also within the chart's Início / Fim. */
export function revenueSeriesArgs(filters: FinanceQueryArgs, chart: { grouping: ChartGrouping; start: string | null; end: string | null }): RevenueSeriesArgs {
  return { ...filters, from: later(filters.from, chart.start), to: earlier(filters.to, chart.end), grouping: chart.grouping };
}

/**
 * The revenue chart's bars, added up by the database over every stay the filters select
 * (get_finance_revenue_series): a few rows a period and platform, whatever the number of stays.
 */
const revenueSeriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRevenueSeries: build.query<SeriesRow[], RevenueSeriesArgs>({
      query:
        ({ today, from, to, propertyIds, statusKeys, grouping }) =>
        (client) =>
          client.rpc('get_finance_revenue_series', {
            p_today: today,
            p_grouping: grouping,
            p_check_in_from: from,
            p_check_in_to: to,
            p_property_ids: propertyIds,
            p_status_keys: statusKeys,
          }),
      providesTags: [
        { type: 'Financial', id: 'RESERVATIONS' },
        { type: 'Reservation', id: 'LIST' },
      ],
      keepUnusedDataFor: RESERVATIONS_FRESH_SECONDS,
    }),
  }),
});

/** The series of `args` with the reservations' freshness; none asked while `args` is null (nobody signed in, dates that cannot be drawn). */
export function useGetRevenueSeriesQuery(args: RevenueSeriesArgs | null) {
  return revenueSeriesApi.useGetRevenueSeriesQuery(args ?? skipToken, { refetchOnMountOrArgChange: RESERVATIONS_FRESH_SECONDS });
}
