import { api } from '@portal/shared/api';
import {
  FINANCE_LIST_PAGE_SIZE,
  FINANCE_LIST_RPC,
  financeListQuery,
  nextFinanceCursor,
  readEveryFinancePage,
  toFinanceReservations,
  type FinancePageCursor,
  type FinanceQueryArgs,
  type FinanceReservation,
} from './finance-reservation';

/** Reservations stay fresh for 2 minutes (spec part 2 §7): mounting after that refetches. */
export const RESERVATIONS_FRESH_SECONDS = 120;

// Under the spec's 'financial' and 'reservations' key families, so invalidating either refetches them.
const RESERVATION_TAGS = [
  { type: 'Financial', id: 'RESERVATIONS' },
  { type: 'Reservation', id: 'LIST' },
] as const;

/**
 * The finance list and the exports' rows, from get_finance_reservations: the stays the page's filters select,
 * filtered and ordered by the database. The function scopes the rows to the caller.
 * - getFinanceReservations, an infinite query: 50 stays a read, each read after the last stay shown; the
 *   filters are its argument, so a new filter starts a new list from its first read.
 * - getFinanceExportRows: every stay the filters select, 500 a read, for a file the owner asked for.
 */
const financeReservationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFinanceReservations: build.infiniteQuery<FinanceReservation[], FinanceQueryArgs, FinancePageCursor>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => nextFinanceCursor(lastPage, FINANCE_LIST_PAGE_SIZE),
      },
      query:
        ({ queryArg, pageParam }) =>
        (client) =>
          client.rpc(FINANCE_LIST_RPC, financeListQuery(queryArg, pageParam, FINANCE_LIST_PAGE_SIZE)),
      transformResponse: (rows: Array<Record<string, unknown>> | null) => toFinanceReservations(rows),
      providesTags: [...RESERVATION_TAGS],
      keepUnusedDataFor: RESERVATIONS_FRESH_SECONDS,
    }),
    getFinanceExportRows: build.query<FinanceReservation[], FinanceQueryArgs>({
      query: (args) => (client) => readEveryFinancePage(args, (query) => client.rpc(FINANCE_LIST_RPC, query)),
      providesTags: [...RESERVATION_TAGS],
      keepUnusedDataFor: RESERVATIONS_FRESH_SECONDS,
    }),
  }),
});

/** The list's stays read so far for the page's filters, with the spec's freshness; skipped while nobody is signed in. */
export function useGetFinanceReservationsQuery(userId: string | undefined, args: FinanceQueryArgs) {
  return financeReservationsApi.useGetFinanceReservationsInfiniteQuery(args, { refetchOnMountOrArgChange: RESERVATIONS_FRESH_SECONDS, skip: !userId });
}

/**
 * Every stay of `args` for the export panel, read when it opens (`skip` until then); a read newer than the
 * reservations' freshness is reused.
 */
export function useGetFinanceExportRowsQuery(args: FinanceQueryArgs, skip: boolean) {
  return financeReservationsApi.useGetFinanceExportRowsQuery(args, { refetchOnMountOrArgChange: RESERVATIONS_FRESH_SECONDS, skip });
}

/**
 * Reads every stay of `args` when called, for a file the owner asked for: the CSV of the filters shown reads
 * them then; a statement may take those the export panel read when it opened (`cached`).
 */
export function useReadFinanceExportRows() {
  const [trigger] = financeReservationsApi.useLazyGetFinanceExportRowsQuery();
  return (args: FinanceQueryArgs, cached: boolean) => trigger(args, cached).unwrap();
}
