// The only module that imports supabase-js: every app reaches the backend through this client,
// so there is one session, one token refresh timer and one place that knows the backend's address.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from './auth-storage';

export type PortalSupabaseClient = SupabaseClient;

interface SupabaseSettings {
  url: string;
  anonKey: string;
}

let client: PortalSupabaseClient | null = null;

export function configureSupabase(settings: SupabaseSettings): PortalSupabaseClient {
  client = createClient(settings.url, settings.anonKey, {
    auth: {
      storageKey: AUTH_STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: true,
      // E-mail links (confirmation, password reset) come back with the session in the URL hash.
      detectSessionInUrl: true,
      flowType: 'implicit',
    },
  });
  return client;
}

export function isSupabaseConfigured(): boolean {
  return client !== null;
}

export function getSupabase(): PortalSupabaseClient {
  if (!client) throw new Error('Supabase client used before configureSupabase() ran.');
  return client;
}
