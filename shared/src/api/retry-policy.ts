import type { ApiError } from './supabase-base-query';

/** Spec, part 1 §8–9 and part 2 §9: no retry on 4xx; reads up to 3 retries, writes 1. */
export const MAX_READ_RETRIES = 3;
export const MAX_WRITE_RETRIES = 1;
/** Retry delay doubles from 1 s up to 30 s. */
const FIRST_RETRY_DELAY_MS = 1000;
const MAX_RETRY_DELAY_MS = 30_000;

function isClientError(error: ApiError): boolean {
  return typeof error.status === 'number' && error.status >= 400 && error.status < 500;
}

/**
 * `attempt` counts retries from 1 (the first retry), as RTK Query's retry does. `maxRetries` is an
 * endpoint's own limit (its `extraOptions.maxRetries`): the dashboard's query retries up to 2 times
 * (spec part 2 §7). Not-found is a 4xx and never retried.
 */
export function shouldRetry(error: ApiError, attempt: number, kind: 'query' | 'mutation', maxRetries?: number): boolean {
  if (isClientError(error)) return false;
  return attempt <= (maxRetries ?? (kind === 'query' ? MAX_READ_RETRIES : MAX_WRITE_RETRIES));
}

/** 'Up to 2 retries except on not-found' for the dashboard query (spec part 2 §7). */
export const DASHBOARD_QUERY_RETRIES = 2;

export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
}
