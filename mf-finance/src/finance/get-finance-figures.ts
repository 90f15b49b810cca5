import { api } from '@portal/shared/api';
import { periodBounds } from '@portal/shared/domain';
import { RESERVATIONS_FRESH_SECONDS } from './get-finance-reservations';
import { isStatusFilterActive, NO_PROPERTY, type FinanceFilter } from './finance-filters';
import type { FinanceQueryArgs } from './finance-reservation';
import type { FinanceFigures } from './summary-cards';

/** What get_finance_summary is asked: the page's filters, as the list and the chart are asked them, and today in Brazil. */
export type FinanceFiguresArgs = FinanceQueryArgs;

// A property id no stay has: 'no property' selected keeps nothing, as the list does.
const NO_PROPERTY_ID = '00000000-0000-0000-0000-000000000000';

/** The page's filter as the database's arguments: the period, properties and statuses the list, the cards and the chart keep. */
export function financeFiguresArgs(filter: FinanceFilter, today: string): FinanceFiguresArgs {
  const { from, to } = periodBounds(filter, today);
  const chosen = filter.propertyIds.filter((id) => id !== NO_PROPERTY);
  const propertyIds = filter.propertyIds.length === 0 ? null : chosen.length > 0 ? chosen : [NO_PROPERTY_ID];
  return { today, from, to, propertyIds, statusKeys: isStatusFilterActive(filter.statusList) ? [...filter.statusList] : null };
}

/** A row of get_finance_summary; PostgREST may send numeric columns as strings. */
type FiguresRow = Record<'reservations' | 'total_earnings' | 'projected_balance' | 'available_balance' | 'this_month' | 'properties' | 'nights' | 'average_daily_rate' | 'occupancy', number | string | null>;

const number = (value: number | string | null | undefined) => {
  const parsed = Number(value ?? 0);
  return Number.isFinite(parsed) ? parsed : 0;
};

function toFinanceFigures(rows: FiguresRow[] | FiguresRow | null): FinanceFigures {
  const row = Array.isArray(rows) ? rows[0] : rows;
  return {
    summary: {
      availableBalance: number(row?.available_balance),
      projectedBalance: number(row?.projected_balance),
      thisMonthEarnings: number(row?.this_month),
      totalEarnings: number(row?.total_earnings),
      totalProperties: number(row?.properties),
    },
    averageDailyRate: number(row?.average_daily_rate),
    occupancy: number(row?.occupancy),
    nights: number(row?.nights),
    reservations: number(row?.reservations),
  };
}

/**
 * The finance page's cards, computed by the database over every stay the filters select
 * (get_finance_summary), whatever the number of stays: the page's formulas (spec part 2 §9), not a sum of
 * the rows in the browser. Tagged with the reservations, so whatever refreshes them refreshes the figures.
 */
const financeFiguresApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFinanceFigures: build.query<FinanceFigures, FinanceFiguresArgs>({
      query:
        ({ today, from, to, propertyIds, statusKeys }) =>
        (client) =>
          client.rpc('get_finance_summary', { p_today: today, p_check_in_from: from, p_check_in_to: to, p_property_ids: propertyIds, p_status_keys: statusKeys }),
      transformResponse: (rows: FiguresRow[] | FiguresRow | null) => toFinanceFigures(rows),
      providesTags: [
        { type: 'Financial', id: 'RESERVATIONS' },
        { type: 'Reservation', id: 'LIST' },
      ],
      keepUnusedDataFor: RESERVATIONS_FRESH_SECONDS,
    }),
  }),
});

/** The figures for the page's filter, with the reservations' freshness; skipped while nobody is signed in, or when asked to. */
export function useGetFinanceFiguresQuery(userId: string | undefined, args: FinanceFiguresArgs, skip = false) {
  return financeFiguresApi.useGetFinanceFiguresQuery(args, { refetchOnMountOrArgChange: RESERVATIONS_FRESH_SECONDS, skip: skip || !userId });
}
