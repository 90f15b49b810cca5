import { businessLimitsFromRows, type BusinessLimitRow, type BusinessLimits } from '@portal/shared/domain';
import { api } from './base-api';

/** Read once per session: the limits change with a release of the rules, not while an owner works. */
const KEEP_LIMITS_FOR_SECONDS = 24 * 60 * 60;

export const businessLimitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBusinessLimits: build.query<BusinessLimits, void>({
      query: () => (client) => client.from('business_limits').select('key,value'),
      transformResponse: (rows: BusinessLimitRow[] | null) => businessLimitsFromRows(rows ?? []),
      keepUnusedDataFor: KEEP_LIMITS_FOR_SECONDS,
    }),
  }),
});

/** The business limits, read once and shared by every screen that words or checks one. */
export function useBusinessLimits() {
  return businessLimitsApi.useGetBusinessLimitsQuery(undefined, { refetchOnMountOrArgChange: KEEP_LIMITS_FOR_SECONDS });
}
