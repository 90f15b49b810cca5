export { api, FRESH_FOR_SECONDS, KEEP_UNUSED_FOR_SECONDS } from './base-api';
export type { ApiError, SupabaseRequest } from './supabase-base-query';
export { API_TAGS } from './tags';
export type { ApiTag } from './tags';
export { shouldRetry, retryDelayMs, MAX_READ_RETRIES, MAX_WRITE_RETRIES } from './retry-policy';
