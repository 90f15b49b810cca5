import { configureSupabase, getSupabase, type PortalSupabaseClient } from './client';

/** The PostgREST requests sent; the backend answers each 503 (PostgREST's 'schema cache not loaded'). */
const sent: string[] = [];
const unavailable = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url.includes('/rest/v1/')) sent.push(`${init?.method ?? 'GET'} ${url.replace(/^.*\/rest\/v1\//, '')}`);
  return new Response(JSON.stringify({ message: 'indisponível' }), { status: 503, headers: { 'Content-Type': 'application/json' } });
}) as typeof fetch;

let client: PortalSupabaseClient;
// The auth client would open a BroadcastChannel to follow other tabs, which keeps the test process alive.
const broadcastChannel = globalThis.BroadcastChannel;
beforeAll(async () => {
  Object.assign(globalThis, { BroadcastChannel: undefined });
  configureSupabase({ url: 'http://backend.test', anonKey: 'anon', fetch: unavailable });
  client = await getSupabase();
});
beforeEach(() => sent.splice(0));
afterAll(async () => {
  await client.auth.stopAutoRefresh();
  Object.assign(globalThis, { BroadcastChannel: broadcastChannel });
});

describe("the client's reads are sent once each: the portal's retry policy is the only one", () => {
  it.each([
    ['a select', () => client.from('profiles').select('*').eq('user_id', 'u1'), 'GET profiles?select=*&user_id=eq.u1'],
    ['a count (HEAD)', () => client.from('notifications').select('id', { count: 'exact', head: true }), 'HEAD notifications?select=id'],
    ['an rpc read by GET', () => client.rpc('get_unread_message_count', {}, { get: true }), 'GET rpc/get_unread_message_count'],
  ])('%s answered 503 comes back at once, after one request', async (_case, read, request) => {
    const started = Date.now();
    const { error, status } = await read();
    expect(status).toBe(503);
    expect(error).not.toBeNull();
    expect(sent).toEqual([request]);
    // supabase-js's own retries would have waited 1 s before sending it again.
    expect(Date.now() - started).toBeLessThan(900);
  });
});
