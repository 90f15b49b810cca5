// PostgREST conformance: reads and functions (docs.postgrest.org "Tables and Views", "Pagination
// and Count", "Functions as RPC", "Schemas", "Errors"): operators and their modifiers, counts,
// ranges, media types, profiles, overloaded and row-typed functions, and the refusals PostgREST
// answers for what is not enabled on hosted Supabase (aggregates).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, errorBody, startConformanceBackend } from './conformance/backend.ts';
import type { TestBackend } from './helpers.ts';

describe('PostgREST conformance: reads, counts and functions', () => {
  let backend: TestBackend;
  before(async () => {
    backend = await startConformanceBackend();
  });
  after(() => backend.dispose());

  const get = (path: string, options: { prefer?: string; headers?: Record<string, string> } = {}) => call(backend, 'GET', path, options);
  const ids = (body: unknown): number[] => (body as { id: number }[]).map((r) => r.id);

  // -- operator modifiers ------------------------------------------------------------------

  it('like(any).{…} matches any of the patterns (* is %)', async () => {
    const r = await get('cf_users?select=username&username=like(any).{supa*,*garcia}&order=id');
    assert.deepEqual(r.body, [{ username: 'supabot' }, { username: 'dragarcia' }]);
  });

  it('ilike(all).{…} matches all of the patterns', async () => {
    const r = await get('cf_users?select=username&username=ilike(all).{*A*,*S*}&order=id');
    assert.deepEqual(r.body, [{ username: 'supabot' }, { username: 'awailas' }]);
  });

  it('eq(any) and gt(all) compare with every value of the list', async () => {
    assert.deepEqual(ids((await get('cf_users?select=id&id=eq(any).{1,3}&order=id')).body), [1, 3]);
    assert.deepEqual(ids((await get('cf_users?select=id&id=gt(all).{1,2}&order=id')).body), [3, 4]);
  });

  it('a modifier on an operator that takes none answers 400 PGRST100', async () => {
    const r = await get('cf_users?id=in(any).(1,2)');
    assert.equal(r.status, 400);
    assert.equal((r.body as { code: string }).code, 'PGRST100');
  });

  // -- range operators -------------------------------------------------------------------------

  it('sl / sr: strictly left of, strictly right of a range', async () => {
    assert.deepEqual(ids((await get('cf_bookings?select=id&during=sl.(10,20)&order=id')).body), [1, 2]);
    assert.deepEqual(ids((await get('cf_bookings?select=id&during=sr.[1,6)&order=id')).body), [3]);
  });

  it('nxr / nxl: does not extend to the right (&<) / to the left (&>) of', async () => {
    assert.deepEqual(ids((await get('cf_bookings?select=id&during=nxr.[0,6)&order=id')).body), [1]);
    assert.deepEqual(ids((await get('cf_bookings?select=id&during=nxl.[4,6)&order=id')).body), [2, 3]);
  });

  it('adj: is adjacent to', async () => {
    assert.deepEqual(ids((await get('cf_bookings?select=id&during=adj.[10,20)&order=id')).body), [2, 3]);
  });

  it('ov / cs / cd on a range column', async () => {
    assert.deepEqual(ids((await get('cf_bookings?select=id&during=ov.[4,6)&order=id')).body), [1, 2]);
    assert.deepEqual(ids((await get('cf_bookings?select=id&during=cs.[2,3]&order=id')).body), [1]);
    assert.deepEqual(ids((await get('cf_bookings?select=id&during=cd.[0,12)&order=id')).body), [1, 2]);
  });

  it('cs / ov on an array column', async () => {
    assert.deepEqual(ids((await get('cf_bookings?select=id&tags=cs.{sea}&order=id')).body), [1]);
    assert.deepEqual(ids((await get('cf_bookings?select=id&tags=ov.{garden,view}&order=id')).body), [1, 2]);
  });

  // -- counts and ranges ---------------------------------------------------------------------

  it('count=exact with a limit answers 206 and Content-Range lo-hi/total', async () => {
    const r = await get('cf_numbers?select=n&order=n&limit=2', { prefer: 'count=exact' });
    assert.equal(r.status, 206);
    assert.equal(r.headers.get('content-range'), '0-1/30');
    assert.equal(r.headers.get('preference-applied'), 'count=exact');
    assert.deepEqual(r.body, [{ n: 1 }, { n: 2 }]);
  });

  it('count=planned takes the total from the planner (EXPLAIN) and reports it as applied', async () => {
    const r = await get('cf_numbers?select=n&limit=1', { prefer: 'count=planned' });
    assert.equal(r.status, 206);
    assert.equal(r.headers.get('preference-applied'), 'count=planned');
    assert.equal(r.headers.get('content-range'), '0-0/30');
  });

  it('count=estimated below db-max-rows (1000, as hosted) is the exact count', async () => {
    const r = await get('cf_numbers?select=n&n=lt.11&limit=1', { prefer: 'count=estimated' });
    assert.equal(r.status, 206);
    assert.equal(r.headers.get('content-range'), '0-0/10');
  });

  it('HEAD with count=exact answers the count and no body', async () => {
    const r = await call(backend, 'HEAD', 'cf_numbers?n=gt.20', { prefer: 'count=exact' });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('content-range'), '0-9/10');
    assert.equal(r.text, '');
  });

  it('an empty result answers Content-Range */0 with count, */* without', async () => {
    assert.equal((await get('cf_numbers?n=gt.100', { prefer: 'count=exact' })).headers.get('content-range'), '*/0');
    assert.equal((await get('cf_numbers?n=gt.100')).headers.get('content-range'), '*/*');
  });

  it('an offset past the total answers 416 PGRST103', async () => {
    const r = await get('cf_numbers?offset=40', { prefer: 'count=exact' });
    assert.equal(r.status, 416);
    assert.deepEqual(r.body, errorBody('PGRST103', 'Requested range not satisfiable', 'An offset of 40 was requested, but there are only 30 rows.'));
    assert.equal(r.headers.get('content-range'), '*/30');
  });

  it('the Range header pages a GET like limit/offset', async () => {
    const r = await get('cf_numbers?select=n&order=n', { prefer: 'count=exact', headers: { Range: '5-6' } });
    assert.equal(r.status, 206);
    assert.equal(r.headers.get('content-range'), '5-6/30');
    assert.deepEqual(r.body, [{ n: 6 }, { n: 7 }]);
  });

  it('count=exact on an RPC returning a set of rows puts the total in Content-Range', async () => {
    const r = await get('rpc/cf_get_users?select=username&status=eq.ONLINE&limit=2', { prefer: 'count=exact' });
    assert.equal(r.status, 206);
    assert.equal(r.headers.get('content-range'), '0-1/3');
    assert.deepEqual(r.body, [{ username: 'supabot' }, { username: 'awailas' }]);
  });

  it('count=exact on an RPC returning a set of scalars puts the total in Content-Range', async () => {
    const r = await call(backend, 'POST', 'rpc/cf_get_numbers?limit=3', { prefer: 'count=exact', body: {} });
    assert.equal(r.status, 206);
    assert.equal(r.headers.get('content-range'), '0-2/30');
    assert.deepEqual(r.body, [1, 2, 3]);
  });

  // -- functions -------------------------------------------------------------------------------

  it('a function taking a row type accepts the row as a JSON object', async () => {
    const r = await call(backend, 'POST', 'rpc/cf_user_label', { body: { u: { id: 9, username: 'neo', status: 'ONLINE' } } });
    assert.equal(r.status, 200);
    assert.equal(r.body, 'neo (ONLINE)');
  });

  it('overloaded functions that both fit the arguments answer 300 PGRST203', async () => {
    const r = await call(backend, 'POST', 'rpc/cf_overloaded', { body: { a: 1 } });
    assert.equal(r.status, 300);
    assert.deepEqual(
      r.body,
      errorBody(
        'PGRST203',
        'Could not choose the best candidate function between: public.cf_overloaded(a => integer), public.cf_overloaded(a => text)',
        null,
        'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      ),
    );
  });

  it('overloaded functions are told apart by their argument names', async () => {
    assert.equal((await call(backend, 'POST', 'rpc/cf_overloaded_by_name', { body: { a: 1 } })).body, 'one');
    assert.equal((await call(backend, 'POST', 'rpc/cf_overloaded_by_name', { body: { a: 1, b: 2 } })).body, 'two');
  });

  it('a function with a single unnamed json parameter receives the whole body', async () => {
    const r = await call(backend, 'POST', 'rpc/cf_echo', { body: { x: [1, 2] } });
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, { x: [1, 2] });
  });

  it('an unknown table answers 404 PGRST205 with a "Perhaps you meant" hint', async () => {
    const r = await get('cf_user');
    assert.equal(r.status, 404);
    assert.deepEqual(r.body, errorBody('PGRST205', "Could not find the table 'public.cf_user' in the schema cache", null, "Perhaps you meant the table 'public.cf_users'"));
  });

  it('a function called with parameters it does not take answers 404 PGRST202', async () => {
    const r = await call(backend, 'POST', 'rpc/cf_add', { body: { a: 1 } });
    assert.equal(r.status, 404);
    assert.deepEqual(
      r.body,
      errorBody(
        'PGRST202',
        'Could not find the function public.cf_add(a) in the schema cache',
        'Searched for the function public.cf_add with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        'Perhaps you meant to call the function public.cf_add(a, b)',
      ),
    );
  });

  it('GET on an RPC runs read-only: a volatile function that writes answers 405 25006', async () => {
    const r = await get('rpc/cf_writer');
    assert.equal(r.status, 405);
    assert.equal((r.body as { code: string }).code, '25006');
    assert.equal((await call(backend, 'POST', 'rpc/cf_writer', { body: {} })).status, 200);
  });

  it('a void function answers 204', async () => {
    const r = await call(backend, 'POST', 'rpc/cf_bump', { body: {} });
    assert.equal(r.status, 204);
    assert.equal(r.text, '');
  });

  // -- aggregates (db-aggregates-enabled is off on hosted Supabase) ---------------------------

  it('count() in select answers 400 PGRST123', async () => {
    const r = await get('cf_messages?select=count()');
    assert.equal(r.status, 400);
    assert.deepEqual(r.body, errorBody('PGRST123', 'Use of aggregate functions is not allowed'));
  });

  it('col.sum() in select answers 400 PGRST123', async () => {
    const r = await get('cf_messages?select=channel_id,id.sum()');
    assert.equal(r.status, 400);
    assert.deepEqual(r.body, errorBody('PGRST123', 'Use of aggregate functions is not allowed'));
  });

  // -- media types and profiles ---------------------------------------------------------------

  it('Accept: text/csv answers a header line and one line per row', async () => {
    const r = await get('cf_users?select=id,username,status&order=id&limit=2', { headers: { Accept: 'text/csv' } });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.equal(r.text, 'id,username,status\n1,supabot,ONLINE\n2,kiwicopple,OFFLINE');
  });

  it('an Accept no representation satisfies answers 406 PGRST107', async () => {
    const r = await get('cf_users', { headers: { Accept: 'application/xml' } });
    assert.equal(r.status, 406);
    assert.deepEqual(r.body, errorBody('PGRST107', 'None of these media types are available: application/xml'));
  });

  it('Accept: application/vnd.pgrst.object+json with two rows answers 406 PGRST116', async () => {
    const r = await get('cf_users?id=lt.3', { headers: { Accept: 'application/vnd.pgrst.object+json' } });
    assert.equal(r.status, 406);
    assert.deepEqual(r.body, errorBody('PGRST116', 'Cannot coerce the result to a single JSON object', 'The result contains 2 rows'));
  });

  it('Accept-Profile naming a schema that is not exposed answers 406 PGRST106', async () => {
    const r = await get('cf_users', { headers: { 'Accept-Profile': 'auth' } });
    assert.equal(r.status, 406);
    assert.deepEqual(r.body, errorBody('PGRST106', 'Invalid schema: auth', null, 'Only the following schemas are exposed: public'));
  });

  it('Content-Profile naming a schema that is not exposed answers 406 PGRST106 on a write', async () => {
    const r = await call(backend, 'POST', 'cf_tiobe', { headers: { 'Content-Profile': 'private' }, body: { name: 'x' } });
    assert.equal(r.status, 406);
    assert.deepEqual(r.body, errorBody('PGRST106', 'Invalid schema: private', null, 'Only the following schemas are exposed: public'));
  });

  it('Accept-Profile: public is accepted and the answer names its schema in Content-Profile', async () => {
    const r = await get('cf_users?select=id&id=eq.1', { headers: { 'Accept-Profile': 'public' } });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('content-profile'), 'public');
    assert.deepEqual(r.body, [{ id: 1 }]);
  });

  // -- schema cache ---------------------------------------------------------------------------

  it('a table created on the live database is served after NOTIFY pgrst, reload schema — not before', async () => {
    assert.equal((await call(backend, 'POST', 'rpc/cf_create_late_table', { body: {} })).status, 204);
    const stale = await get('cf_late');
    assert.equal(stale.status, 404);
    assert.equal((stale.body as { code: string }).code, 'PGRST205');
    assert.equal((await call(backend, 'POST', 'rpc/cf_reload_schema', { body: {} })).status, 204);
    // The notification arrives after the request's transaction commits, asynchronously.
    let served = await get('cf_late');
    for (let i = 0; i < 50 && served.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 20));
      served = await get('cf_late');
    }
    assert.equal(served.status, 200);
    assert.deepEqual(served.body, [{ id: 1 }]);
  });
});
