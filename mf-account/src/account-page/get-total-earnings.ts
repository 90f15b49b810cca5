import { api } from '@portal/shared/api';
import { TOTAL_EARNINGS_QUERY, TOTAL_EARNINGS_RPC, TOTAL_EARNINGS_RPC_OPTIONS, totalEarnings, type EarningsTotalsRow } from './account-summary';

/**
 * Total earnings of /conta: host_payout summed by the database over every stay of every property (see
 * TOTAL_EARNINGS_RPC for how this keeps the spec's figure). The function scopes rows to the caller; the
 * owner's id keys the cache per account.
 */
const totalEarningsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTotalEarnings: build.query<number, string>({
      query: () => (client) => client.rpc(TOTAL_EARNINGS_RPC, TOTAL_EARNINGS_QUERY, TOTAL_EARNINGS_RPC_OPTIONS),
      transformResponse: (rows: EarningsTotalsRow[] | EarningsTotalsRow | null) => totalEarnings(rows),
      providesTags: [{ type: 'Reservation', id: 'TOTAL_EARNINGS' }],
    }),
  }),
});

export const { useGetTotalEarningsQuery } = totalEarningsApi;
