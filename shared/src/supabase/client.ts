// The only module that imports supabase-js: every app reaches the backend through this client,
// so there is one session, one token refresh timer and one place that knows the backend's address.
// supabase-js is a sixth of a first render's code: it loads in a file of its own, which the shell
// starts downloading with the first screen's code (see the shell's bootstrap).
import type * as SupabaseJs from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from './auth-storage';

export type PortalSupabaseClient = SupabaseJs.SupabaseClient;

interface SupabaseSettings {
  url: string;
  anonKey: string;
  /** The fetch the client sends its requests with (tests). */
  fetch?: typeof fetch;
}

let settings: SupabaseSettings | null = null;
let client: Promise<PortalSupabaseClient> | null = null;
let loaded: PortalSupabaseClient | null = null;
const whenLoaded: ((client: PortalSupabaseClient) => void)[] = [];

/** Where the backend is; the client itself is created on first use. */
export function configureSupabase(next: SupabaseSettings): void {
  settings = next;
  client = null;
  loaded = null;
}

let library: Promise<typeof SupabaseJs> | null = null;

/** supabase-js, downloaded once; a failed download is tried again on the next call. */
function loadSupabaseJs(): Promise<typeof SupabaseJs> {
  library ??= import(/* webpackChunkName: "supabase-client" */ '@supabase/supabase-js').catch((error: unknown) => {
    library = null;
    throw error;
  });
  return library;
}

async function createPortalClient({ url, anonKey, fetch }: SupabaseSettings): Promise<PortalSupabaseClient> {
  const { createClient } = await loadSupabaseJs();
  const created = createClient(url, anonKey, {
    auth: {
      storageKey: AUTH_STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: true,
      // E-mail links (confirmation, password reset) come back with the session in the URL hash.
      detectSessionInUrl: true,
      flowType: 'implicit',
    },
    ...(fetch ? { global: { fetch } } : {}),
  });
  // supabase-js retries a read answered 503 or 520, or cut off, three times of its own; the portal's retry policy
  // (@portal/shared/api, spec: reads up to 3 retries) retries every failed read already, so the two together sent
  // 16 requests over some 35 s before an owner saw the error. Its own retries are off: one policy, one layer.
  // supabase-js 2.109 takes the setting on its PostgREST client only (client-retries.test.ts holds it to that).
  (created as unknown as { rest: { retry?: boolean } }).rest.retry = false;
  loaded = created;
  // Before anyone uses the client, so listeners see its first auth event.
  for (const callback of whenLoaded.splice(0)) callback(created);
  return created;
}

/**
 * Runs `callback` with the client once it exists (at once if it does), without causing the load:
 * the shell's session bridge and monitor wait here while a signed-out visit needs no client.
 */
export function onSupabaseLoaded(callback: (client: PortalSupabaseClient) => void): void {
  if (loaded) callback(loaded);
  else whenLoaded.push(callback);
}

/** Starts downloading supabase-js before the backend's address is known, for a visit that will need it at once. */
export function preloadSupabase(): void {
  loadSupabaseJs().catch(() => undefined);
}

/** The one client, loading supabase-js the first time it is asked for. */
export function getSupabase(): Promise<PortalSupabaseClient> {
  if (!settings) return Promise.reject(new Error('Supabase client used before configureSupabase() ran.'));
  if (loaded) return Promise.resolve(loaded);
  client ??= createPortalClient(settings).catch((error: unknown) => {
    // A failed download (offline) must not stick: the next request tries again.
    client = null;
    throw error;
  });
  return client;
}
