export { configureSupabase, getSupabase, onSupabaseLoaded, preloadSupabase } from './client';
export type { PortalSupabaseClient } from './client';
export { AUTH_STORAGE_KEY, clearStoredAuth } from './auth-storage';
