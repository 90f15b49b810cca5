import { api } from '@portal/shared/api';
import { RESERVATIONS_FRESH_SECONDS } from '../finance/get-finance-reservations';
import type { PeriodTotals } from './performance';

/** A row of get_performance_figures; PostgREST may send numeric columns as strings. */
type FiguresRow = { property_id: string } & Record<
  'last30_nights' | 'last30_revenue' | 'this_month_nights' | 'this_month_revenue' | 'last_year_nights' | 'last_year_revenue',
  number | string | null
>;

const number = (value: number | string | null | undefined) => {
  const parsed = Number(value ?? 0);
  return Number.isFinite(parsed) ? parsed : 0;
};

/** Each property's booked nights and their price in the three windows, keyed by property. */
function toPeriodTotals(rows: readonly FiguresRow[] | null): Map<string, PeriodTotals> {
  return new Map(
    (rows ?? []).map((row) => [
      row.property_id,
      {
        last30: { nightsBooked: number(row.last30_nights), revenue: number(row.last30_revenue) },
        thisMonth: { nightsBooked: number(row.this_month_nights), revenue: number(row.this_month_revenue) },
        sameMonthLastYear: { nightsBooked: number(row.last_year_nights), revenue: number(row.last_year_revenue) },
      },
    ]),
  );
}

/**
 * /performance's sums, by the database over every stay of the owner (get_performance_figures, a GET): one row
 * per property with a stay not cancelled. The page adds the nights available and the rates.
 */
const performanceFiguresApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPerformanceFigures: build.query<Map<string, PeriodTotals>, { userId: string; today: string }>({
      query:
        ({ today }) =>
        (client) =>
          client.rpc('get_performance_figures', { p_today: today }, { get: true }),
      transformResponse: (rows: FiguresRow[] | null) => toPeriodTotals(rows),
      providesTags: [
        { type: 'Performance', id: 'RESERVATIONS' },
        { type: 'Reservation', id: 'LIST' },
      ],
      keepUnusedDataFor: RESERVATIONS_FRESH_SECONDS,
    }),
  }),
});

/** The signed-in owner's performance sums with the reservations' freshness; skipped while nobody is signed in. */
export function useGetPerformanceFiguresQuery(userId: string | undefined, today: string) {
  return performanceFiguresApi.useGetPerformanceFiguresQuery({ userId: userId ?? '', today }, { refetchOnMountOrArgChange: RESERVATIONS_FRESH_SECONDS, skip: !userId });
}
