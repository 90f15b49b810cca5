import './inject-api';
export { api, FRESH_FOR_SECONDS, KEEP_UNUSED_FOR_SECONDS } from './base-api';
export type { ApiError, SupabaseRequest } from './supabase-base-query';
export { API_TAGS } from './tags';
export type { ApiTag } from './tags';
export { shouldRetry, retryDelayMs, MAX_READ_RETRIES, MAX_WRITE_RETRIES } from './retry-policy';
export {
  ownerApi,
  useGetProfileQuery,
  useGetPropertiesQuery,
  useGetPhotoSessionsQuery,
  useGetRecentReservationsQuery,
} from './owner-queries';
export { useOwnerOverview } from './use-owner-overview';
export type { OwnerOverviewState } from './use-owner-overview';
