import { createApi, retry } from '@reduxjs/toolkit/query/react';
import { retryDelayMs, shouldRetry } from './retry-policy';
import { supabaseBaseQuery, type ApiError } from './supabase-base-query';
import { API_TAGS } from './tags';

/** Data stays fresh 5 min (refetched on mount after that) and is kept 10 min after last use. */
export const FRESH_FOR_SECONDS = 5 * 60;
export const KEEP_UNUSED_FOR_SECONDS = 10 * 60;

const baseQueryWithRetry = retry(supabaseBaseQuery, {
  retryCondition: (error, _args, { attempt, baseQueryApi, extraOptions }) =>
    shouldRetry(error as ApiError, attempt, baseQueryApi.type, (extraOptions as { maxRetries?: number } | undefined)?.maxRetries),
  backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt))),
});

/** The single api of the portal: remotes add endpoints with `api.injectEndpoints` in their own files. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRetry,
  tagTypes: API_TAGS,
  keepUnusedDataFor: KEEP_UNUSED_FOR_SECONDS,
  refetchOnMountOrArgChange: FRESH_FOR_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
