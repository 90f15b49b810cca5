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
export type { RecentReservationTotals } from './owner-queries';
export { useOwnerOverview } from './use-owner-overview';
export type { OwnerOverviewState } from './use-owner-overview';
export { PROPERTY_PHOTOS_BUCKET, SIGNED_URL_SECONDS, SIGNED_URL_REFRESH_SECONDS, signObjects, storageFailure } from './property-photo-storage';
export type { StorageFailure } from './property-photo-storage';
export { mainPhotoThumbnailsApi, MAIN_PHOTO_THUMBNAILS_TAG, useMainPhotoThumbnails } from './main-photo-thumbnails';
export type { MainPhotoThumbnails, MainPhotoThumbnailsState } from './main-photo-thumbnails';
export { saveProfileFields } from './save-profile-fields';
export { settleQueries } from './settle-queries';
export type { StartedQuery } from './settle-queries';
export { useBusinessLimits } from './business-limits';
export { MESSAGE_PHOTOS_BUCKET, UNREAD_MESSAGES_TAG, messageCountApi, toUnreadCount, useGetUnreadMessageCountQuery } from './message-queries';
