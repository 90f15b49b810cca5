import { api } from '@portal/shared/api';
import { FINANCE_RPC, FINANCE_RPC_OPTIONS, FINANCE_SELECT, financeReservationPages, toFinanceReservations, type FinanceReservation } from './finance-reservation';

/** Reservations stay fresh for 2 minutes (spec part 2 §7): mounting after that refetches. */
export const RESERVATIONS_FRESH_SECONDS = 120;

/**
 * The owner's reservations for finance, from get_reservations_consolidated: every property, every stay, read
 * 1000 at a time (GETs, see financeReservationPages), the page's columns only (FINANCE_COLUMNS).
 * The RPC scopes rows to the caller; the owner's id keys the cache per account. Tagged under the
 * spec's 'financial', 'reservations' and 'performance' key families, so invalidating any of them refetches it.
 */
const financeReservationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFinanceReservations: build.query<FinanceReservation[], string>({
      query: () => (client) => financeReservationPages((query) => client.rpc(FINANCE_RPC, query, FINANCE_RPC_OPTIONS).select(FINANCE_SELECT)),
      transformResponse: (rows: Array<Record<string, unknown>> | null) => toFinanceReservations(rows),
      providesTags: [
        { type: 'Financial', id: 'RESERVATIONS' },
        { type: 'Reservation', id: 'LIST' },
        // /performance reads the same rows.
        { type: 'Performance', id: 'RESERVATIONS' },
      ],
      keepUnusedDataFor: RESERVATIONS_FRESH_SECONDS,
    }),
  }),
});

/** The signed-in owner's finance reservations with the spec's freshness; skipped while nobody is signed in. */
export function useGetFinanceReservationsQuery(userId: string | undefined) {
  return financeReservationsApi.useGetFinanceReservationsQuery(userId ?? '', { refetchOnMountOrArgChange: RESERVATIONS_FRESH_SECONDS, skip: !userId });
}
