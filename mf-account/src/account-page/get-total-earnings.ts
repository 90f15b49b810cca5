import { api } from '@portal/shared/api';
import { TOTAL_EARNINGS_QUERY, TOTAL_EARNINGS_RPC_OPTIONS, totalHostPayout } from './account-summary';

/**
 * Total earnings of /conta: host_payout summed over get_reservations_consolidated for every property
 * (spec part 1 §7). The RPC scopes rows to the caller; the owner's id keys the cache per account.
 */
export const totalEarningsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTotalEarnings: build.query<number, string>({
      query: () => (client) => client.rpc('get_reservations_consolidated', TOTAL_EARNINGS_QUERY, TOTAL_EARNINGS_RPC_OPTIONS),
      transformResponse: (rows: Array<{ host_payout: number | string | null; status?: string | null }> | null) => totalHostPayout(rows ?? []),
      providesTags: [{ type: 'Reservation', id: 'TOTAL_EARNINGS' }],
    }),
  }),
});

export const { useGetTotalEarningsQuery } = totalEarningsApi;
