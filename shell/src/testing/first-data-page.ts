// The signed-in pages' first-data script as tests run it: the page's fetch, a stored session, the
// backend's answers (app/first-data-script.test.ts, app/first-data-seed.test.ts).
import { AUTH_STORAGE_KEY } from '@portal/shared/supabase';
import { readFirstData } from '../app/first-data-global';
import { firstDataScript, OVERVIEW_PATH, overviewQueryPaths } from '../app/first-data-script';

export const BACKEND = 'http://backend.test';
export const OWNER = '6f1c2a54-0b7e-4d3a-9a43-5d1e9f0c7a21';
export const CONFIG = { supabaseUrl: BACKEND, supabaseAnonKey: 'anon-key', brandName: 'Portal', supportUrl: 'https://help.test', postalCodeUrl: 'https://cep.test', remotes: [] };
export const ROWS: Record<string, unknown[]> = {
  profiles: [{ user_id: OWNER, full_name: 'Ana' }],
  properties: [{ id: 'p1', user_id: OWNER }],
  photo_sessions: [{ id: 's1', user_id: OWNER }],
};

export interface Sent {
  url: string;
  headers: Record<string, string>;
}

/** A table's answer other than its ROWS with 200 (`get_owner_overview`: the overview read's whole answer). */
export type TableAnswers = Record<string, { status: number; body: unknown }>;

/** The overview read's answer: the three tables' ROWS (or the lists `tables` gives with 200). */
function overviewAnswer(tables: TableAnswers) {
  const list = (table: string) => (tables[table] ? tables[table].body : ROWS[table]);
  return tables.get_owner_overview ?? { status: 200, body: { profiles: list('profiles'), properties: list('properties'), photo_sessions: list('photo_sessions') } };
}

/** The page's fetch: app-config.json with `configBody`, the backend's tables with ROWS (or `tables`), the overview read with both. */
export function pageFetch(sent: Sent[], configBody: unknown = CONFIG, configStatus = 200, tables: TableAnswers = {}) {
  return jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, headers: Object.fromEntries(new Headers(init?.headers).entries()) });
    if (url === '/app-config.json') return new Response(JSON.stringify(configBody), { status: configStatus });
    const table = new URL(url).pathname.replace('/rest/v1/', '');
    const { status, body } = table === 'rpc/get_owner_overview' ? overviewAnswer(tables) : (tables[table] ?? { status: 200, body: ROWS[table] ?? [] });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

export function storeSession(session: unknown) {
  window.localStorage.setItem(AUTH_STORAGE_KEY, typeof session === 'string' ? session : JSON.stringify(session));
}

export const validSession = (expiresInMs = 3_600_000) => ({
  access_token: 'token-1',
  refresh_token: 'refresh-1',
  token_type: 'bearer',
  expires_in: Math.round(expiresInMs / 1000),
  expires_at: Math.floor((Date.now() + expiresInMs) / 1000),
  user: { id: OWNER, aud: 'authenticated', role: 'authenticated', email: 'ana@example.com', app_metadata: {}, user_metadata: {}, created_at: '2026-01-01T00:00:00Z' },
});

/** The script run as the page runs it, then what it started settled. */
export async function runScript() {
  new Function(firstDataScript())();
  const first = readFirstData();
  await first?.config.catch(() => undefined);
  await first?.responses?.catch(() => undefined);
  return first;
}

/** The page's one overview read. */
export const overviewUrl = `${BACKEND}${OVERVIEW_PATH}`;
/** The shell's three overview queries, as supabase-js sends them. */
export const queryUrls = overviewQueryPaths(OWNER).map((path) => `${BACKEND}${path}`);
