// The only module that imports supabase-js: every app reaches the backend through this client,
// so there is one session, one token refresh timer and one place that knows the backend's address.
// supabase-js is a sixth of a first render's code: it loads when something first needs the client,
// so a signed-out visit can show the sign-in screen before it arrives (see the shell's bootstrap).
import type { SupabaseClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from './auth-storage';

export type PortalSupabaseClient = SupabaseClient;

interface SupabaseSettings {
  url: string;
  anonKey: string;
  /** The fetch the client sends its requests with (the shell's takes the page's early requests). */
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

async function createPortalClient({ url, anonKey, fetch }: SupabaseSettings): Promise<PortalSupabaseClient> {
  const { createClient } = await import(/* webpackChunkName: "supabase-client" */ '@supabase/supabase-js');
  // The library's evaluation is one task; the client's start (its auth restoring the session, the
  // listeners below) is the next, so a page that is already showing can answer input between them.
  await new Promise((resolve) => setTimeout(resolve, 0));
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
  import(/* webpackChunkName: "supabase-client" */ '@supabase/supabase-js').catch(() => undefined);
}

/** The one client, loading supabase-js the first time it is asked for. */
export function getSupabase(): Promise<PortalSupabaseClient> {
  if (!settings) return Promise.reject(new Error('Supabase client used before configureSupabase() ran.'));
  client ??= createPortalClient(settings).catch((error: unknown) => {
    // A failed download (offline) must not stick: the next request tries again.
    client = null;
    throw error;
  });
  return client;
}
