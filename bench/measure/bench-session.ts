import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

/** Where the portal keeps its session in localStorage. */
export { AUTH_STORAGE_KEY } from '@portal/shared/supabase';

/** Debian Chromium in a container: no sandbox, no GPU, nothing running in the background. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** A signed-in session of an owner, to plant in the browser so a page opens signed in. */
export async function signInForBench(backend: { url: string; anonKey: string }, owner: { email: string; password: string }) {
  const client = createClient(backend.url, backend.anonKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
  const { data, error } = await client.auth.signInWithPassword({ email: owner.email, password: owner.password });
  if (error || !data.session) throw error ?? new Error(`sign-in of ${owner.email} failed`);
  return data.session;
}
