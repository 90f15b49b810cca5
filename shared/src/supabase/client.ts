// The only module that imports supabase-js: every app reaches the backend through this client,
// so there is one session, one token refresh timer and one place that knows the backend's address.
// supabase-js is a sixth of a first render's code: it loads when something first needs the client,
// so a signed-out visit can show the sign-in screen before it arrives (see the shell's bootstrap).
import type * as SupabaseJs from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from './auth-storage';

export type PortalSupabaseClient = SupabaseJs.SupabaseClient;

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

/**
 * Ends the task: the browser paints and answers input, then the client's start goes on ahead of
 * other queued work where the browser can say so (scheduler.yield), else after it (a timer).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The libraries supabase-js is made of, in the order it imports them, each its own chunk group.
 * Evaluated together they were one of the longest tasks of a signed-in page's start (24–71 ms
 * unthrottled on the dashboard, four times that on a phone's CPU); requested together, from one
 * task, their seven script elements made another (each request and each of the loader's timers
 * costs the task a few milliseconds). Each library is requested in a task of its own, without
 * waiting for any to arrive, and is evaluated once its files are in, in the task that runs the
 * last of them: a page that is already showing can answer input between them. supabase-js itself
 * is requested last and evaluated with whichever of its files arrives last.
 */
const SUPABASE_LIBRARIES = [
  () => import(/* webpackChunkName: "supabase-functions-js" */ '@supabase/functions-js'),
  () => import(/* webpackChunkName: "supabase-postgrest-js" */ '@supabase/postgrest-js'),
  () => import(/* webpackChunkName: "supabase-realtime-js" */ '@supabase/realtime-js'),
  () => import(/* webpackChunkName: "supabase-storage-js" */ '@supabase/storage-js'),
  () => import(/* webpackChunkName: "supabase-auth-js" */ '@supabase/auth-js'),
];

let library: Promise<typeof SupabaseJs> | null = null;

/**
 * Starts each of `before` a task apart (`pause` between them), then `last` a task later, without
 * waiting for any to arrive; resolves with what `last` gives once all have arrived, or rejects
 * with the first failure once all have been started.
 */
export async function requestTaskApart<T>(before: readonly (() => Promise<unknown>)[], last: () => Promise<T>, pause: () => Promise<void>): Promise<T> {
  const started: Promise<unknown>[] = [];
  for (const request of before) {
    const arriving = request();
    // Awaited below, with the others: a failure meanwhile is not unhandled.
    arriving.catch(() => undefined);
    started.push(arriving);
    await pause();
  }
  const [result] = await Promise.all([last(), ...started]);
  return result;
}

/**
 * supabase-js, its libraries requested a task apart and supabase-js itself last (its files include
 * theirs, which are then all on their way). Downloaded once; a failed download is tried again on
 * the next call.
 */
function loadSupabaseJs(): Promise<typeof SupabaseJs> {
  library ??= requestTaskApart(SUPABASE_LIBRARIES, () => import(/* webpackChunkName: "supabase-client" */ '@supabase/supabase-js'), nextTask).catch(
    (error: unknown) => {
      library = null;
      throw error;
    },
  );
  return library;
}

async function createPortalClient({ url, anonKey, fetch }: SupabaseSettings): Promise<PortalSupabaseClient> {
  const { createClient } = await loadSupabaseJs();
  // The client's start (its auth restoring the session, the listeners below) is a task of its own too.
  await nextTask();
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
  // Whoever asked while it loaded (the page's first queries, queued since its start) goes on in a
  // task of their own: together they would build and send every request in the client's task.
  return client.then(async (created) => {
    await nextTask();
    return created;
  });
}
