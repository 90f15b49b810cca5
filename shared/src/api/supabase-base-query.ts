import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { getSupabase, type PortalSupabaseClient } from '@portal/shared/supabase';

/** What an endpoint hands the base query: a function that runs one Supabase request. */
export type SupabaseRequest<T = unknown> = (client: PortalSupabaseClient) => PromiseLike<{
  data: T | null;
  error: { message: string; code?: string; details?: string | null; hint?: string | null } | null;
  status?: number;
  count?: number | null;
}>;

/** Errors as screens read them: the HTTP status decides retries, the code picks the pt-BR text. */
export interface ApiError {
  status: number | 'NETWORK_ERROR';
  code?: string;
  message: string;
  details?: string | null;
}

export const supabaseBaseQuery: BaseQueryFn<SupabaseRequest, unknown, ApiError> = async (request) => {
  try {
    const { data, error, status } = await request(await getSupabase());
    if (error) {
      return { error: { status: status ?? 500, code: error.code, message: error.message, details: error.details ?? null } };
    }
    return { data };
  } catch (thrown) {
    // supabase-js resolves with `error` for HTTP failures; a throw means the request never completed.
    return { error: { status: 'NETWORK_ERROR', message: thrown instanceof Error ? thrown.message : String(thrown) } };
  }
};
