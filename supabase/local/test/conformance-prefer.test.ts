// PostgREST conformance: the Prefer header (tx, handling, max-affected, missing, count, timezone),
// upserts and PUT. Each test is one documented behaviour, written as request -> status, headers, body
// from docs.postgrest.org (Preferences, Tables and Views, Upsert) and PostgREST's own spec.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, errorBody, startConformanceBackend } from './conformance/backend.ts';
import type { TestBackend } from './helpers.ts';

describe('PostgREST conformance: preferences, upserts and writes', () => {
  let backend: TestBackend;
  before(async () => {
    backend = await startConformanceBackend();
  });
  after(() => backend.dispose());

  // -- Prefer: tx ---------------------------------------------------------------------------

  it('tx=rollback is ignored under db-tx-end=commit, the default hosted Supabase keeps: the insert is committed', async () => {
    const r = await call(backend, 'POST', 'cf_tiobe', { prefer: 'tx=rollback, return=representation', body: { name: 'TxIgnored', rank: 50 } });
    assert.equal(r.status, 201);
    assert.deepEqual(r.body, [{ name: 'TxIgnored', rank: 50 }]);
    assert.equal(r.headers.get('preference-applied'), 'return=representation');
    const after = await call(backend, 'GET', 'cf_tiobe?name=eq.TxIgnored');
    assert.deepEqual(after.body, [{ name: 'TxIgnored', rank: 50 }]);
  });

  it('tx=rollback with handling=strict is still an accepted preference (no PGRST122) and still ignored', async () => {
    const r = await call(backend, 'POST', 'cf_tiobe', { prefer: 'handling=strict, tx=rollback', body: { name: 'TxStrict', rank: 51 } });
    assert.equal(r.status, 201);
    assert.equal(r.headers.get('preference-applied'), 'handling=strict');
    assert.deepEqual((await call(backend, 'GET', 'cf_tiobe?name=eq.TxStrict&select=rank')).body, [{ rank: 51 }]);
  });

  // -- Prefer: handling ---------------------------------------------------------------------

  it('handling=strict with unknown preferences answers 400 PGRST122 naming them', async () => {
    const r = await call(backend, 'GET', 'cf_tiobe', { prefer: 'handling=strict, foo, bar' });
    assert.equal(r.status, 400);
    assert.deepEqual(r.body, errorBody('PGRST122', 'Invalid preferences given with handling=strict', 'Invalid preferences: foo, bar'));
  });

  it('handling=lenient ignores unknown preferences', async () => {
    const r = await call(backend, 'GET', 'cf_tiobe?select=name&name=eq.Java', { prefer: 'handling=lenient, foo, bar' });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('preference-applied'), 'handling=lenient');
    assert.deepEqual(r.body, [{ name: 'Java' }]);
  });

  // -- Prefer: max-affected ------------------------------------------------------------------

  it('PATCH with handling=strict, max-affected=N over N rows answers 400 PGRST124 and changes nothing', async () => {
    const r = await call(backend, 'PATCH', 'cf_bulk?id=lt.15', { prefer: 'handling=strict, max-affected=10', body: { status: 'patched' } });
    assert.equal(r.status, 400);
    assert.deepEqual(r.body, errorBody('PGRST124', 'Query result exceeds max-affected preference constraint', 'The query affects 14 rows'));
    const rows = await call(backend, 'GET', 'cf_bulk?status=eq.patched&select=id');
    assert.deepEqual(rows.body, []);
  });

  it('DELETE with handling=strict, max-affected=N over N rows answers 400 PGRST124 and deletes nothing', async () => {
    const r = await call(backend, 'DELETE', 'cf_bulk?id=lt.15', { prefer: 'handling=strict, max-affected=10' });
    assert.equal(r.status, 400);
    assert.deepEqual(r.body, errorBody('PGRST124', 'Query result exceeds max-affected preference constraint', 'The query affects 14 rows'));
    const count = await call(backend, 'HEAD', 'cf_bulk?id=lt.15', { prefer: 'count=exact' });
    assert.equal(count.headers.get('content-range'), '0-13/14');
  });

  it('PATCH within max-affected succeeds and reports handling=strict, max-affected=N as applied', async () => {
    const r = await call(backend, 'PATCH', 'cf_bulk?id=in.(20,21)', { prefer: 'handling=strict, max-affected=2', body: { status: 'within' } });
    assert.equal(r.status, 204);
    assert.equal(r.headers.get('content-range'), '0-1/*');
    assert.equal(r.headers.get('preference-applied'), 'handling=strict, max-affected=2');
    assert.deepEqual((await call(backend, 'GET', 'cf_bulk?status=eq.within&select=id&order=id')).body, [{ id: 20 }, { id: 21 }]);
  });

  it('handling=lenient ignores max-affected', async () => {
    const r = await call(backend, 'PATCH', 'cf_bulk?id=in.(22,23,24)', { prefer: 'handling=lenient, max-affected=1', body: { status: 'lenient' } });
    assert.equal(r.status, 204);
    assert.equal(r.headers.get('preference-applied'), 'handling=lenient');
    assert.equal((await call(backend, 'GET', 'cf_bulk?status=eq.lenient&select=id')).body instanceof Array, true);
    assert.equal(((await call(backend, 'GET', 'cf_bulk?status=eq.lenient&select=id')).body as unknown[]).length, 3);
  });

  it('RPC returning SETOF with handling=strict, max-affected=N over N rows answers PGRST124 and rolls the function back', async () => {
    const r = await call(backend, 'POST', 'rpc/cf_delete_bulk', { prefer: 'handling=strict, max-affected=3', body: { p_below: 10 } });
    assert.equal(r.status, 400);
    assert.deepEqual(r.body, errorBody('PGRST124', 'Query result exceeds max-affected preference constraint', 'The query affects 9 rows'));
    const count = await call(backend, 'HEAD', 'cf_bulk?id=lt.10', { prefer: 'count=exact' });
    assert.equal(count.headers.get('content-range'), '0-8/9');
  });

  it('RPC not returning SETOF with handling=strict and max-affected answers 400 PGRST128', async () => {
    const r = await call(backend, 'POST', 'rpc/cf_add', { prefer: 'handling=strict, max-affected=1', body: { a: 1, b: 2 } });
    assert.equal(r.status, 400);
    assert.deepEqual(r.body, errorBody('PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict'));
  });

  // -- Prefer: return ------------------------------------------------------------------------

  it('return=headers-only on insert answers 201 with Location built from the primary key', async () => {
    const r = await call(backend, 'POST', 'cf_tiobe', { prefer: 'return=headers-only', body: { name: 'Located', rank: 70 } });
    assert.equal(r.status, 201);
    assert.equal(r.headers.get('location'), '/cf_tiobe?name=eq.Located');
    assert.equal(r.headers.get('preference-applied'), 'return=headers-only');
    assert.equal(r.text, '');
  });

  it('return=minimal PATCH answers 204 with Content-Range 0-(n-1)/* and DELETE with */*', async () => {
    const patch = await call(backend, 'PATCH', 'cf_bulk?id=eq.25', { body: { status: 'minimal' } });
    assert.equal(patch.status, 204);
    assert.equal(patch.headers.get('content-range'), '0-0/*');
    const del = await call(backend, 'DELETE', 'cf_bulk?id=eq.25', { prefer: 'count=exact' });
    assert.equal(del.status, 204);
    assert.equal(del.headers.get('content-range'), '*/1');
  });

  // -- Prefer: missing ----------------------------------------------------------------------

  it('missing=default fills absent keys of a bulk insert with the column default and the identity sequence', async () => {
    const r = await call(backend, 'POST', 'cf_items?columns=id,name,qty&select=name,qty', {
      prefer: 'missing=default, return=representation',
      body: [{ name: 'val1' }, { name: 'val2', qty: 15 }],
    });
    assert.equal(r.status, 201);
    assert.equal(r.headers.get('preference-applied'), 'missing=default, return=representation');
    assert.deepEqual(r.body, [{ name: 'val1', qty: 100 }, { name: 'val2', qty: 15 }]);
  });

  it('without missing=default an absent key of a bulk insert is NULL (here a not-null violation, 400 23502)', async () => {
    const r = await call(backend, 'POST', 'cf_items?columns=name,qty', { body: [{ name: 'x' }, { name: 'y', qty: 1 }] });
    assert.equal(r.status, 400);
    assert.equal((r.body as { code: string }).code, '23502');
  });

  it('a generated-always identity column left out of the payload is generated', async () => {
    const r = await call(backend, 'POST', 'cf_always', { prefer: 'return=representation', body: [{ name: 'first' }, { name: 'second' }] });
    assert.equal(r.status, 201);
    const rows = r.body as { id: number; name: string }[];
    assert.deepEqual(rows.map((x) => x.name), ['first', 'second']);
    assert.equal(typeof rows[0]?.id, 'number');
    assert.equal((rows[1]?.id ?? 0) - (rows[0]?.id ?? 0), 1);
  });

  // -- Prefer: timezone ---------------------------------------------------------------------

  it('timezone=<name> renders timestamps in that zone and is reported as applied', async () => {
    const r = await call(backend, 'GET', 'cf_events?select=at', { prefer: 'timezone=Asia/Tokyo' });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('preference-applied'), 'timezone=Asia/Tokyo');
    assert.deepEqual(r.body, [{ at: '2026-01-15T21:00:00+09:00' }]);
  });

  it('an unknown timezone is ignored (lenient) and not reported as applied', async () => {
    const r = await call(backend, 'GET', 'cf_events?select=at', { prefer: 'timezone=Jupiter/Red_Spot' });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('preference-applied'), null);
    assert.deepEqual(r.body, [{ at: '2026-01-15T12:00:00+00:00' }]);
  });

  // -- upsert -------------------------------------------------------------------------------

  it('merge-duplicates where every row conflicts updates them and answers 200', async () => {
    const r = await call(backend, 'POST', 'cf_tiobe', { prefer: 'return=representation, resolution=merge-duplicates', body: [{ name: 'Java', rank: 3 }, { name: 'C', rank: 4 }] });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('preference-applied'), 'resolution=merge-duplicates, return=representation');
    assert.deepEqual(r.body, [{ name: 'Java', rank: 3 }, { name: 'C', rank: 4 }]);
  });

  it('merge-duplicates that inserts at least one row answers 201', async () => {
    const r = await call(backend, 'POST', 'cf_tiobe', { prefer: 'return=representation, resolution=merge-duplicates', body: [{ name: 'Python', rank: 5 }, { name: 'C', rank: 6 }] });
    assert.equal(r.status, 201);
    assert.deepEqual(r.body, [{ name: 'Python', rank: 5 }, { name: 'C', rank: 6 }]);
  });

  it('merge-duplicates with a body holding only the conflict key returns the existing row', async () => {
    const r = await call(backend, 'POST', 'cf_tiobe?on_conflict=name', { prefer: 'return=representation, resolution=merge-duplicates', body: { name: 'Java' } });
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, [{ name: 'Java', rank: 3 }]);
  });

  it('ignore-duplicates inserts the new rows, skips the conflicting ones and answers 201', async () => {
    const r = await call(backend, 'POST', 'cf_tiobe', { prefer: 'return=representation, resolution=ignore-duplicates', body: [{ name: 'PHP', rank: 9 }, { name: 'Python', rank: 10 }] });
    assert.equal(r.status, 201);
    assert.equal(r.headers.get('preference-applied'), 'resolution=ignore-duplicates, return=representation');
    assert.deepEqual(r.body, [{ name: 'PHP', rank: 9 }]);
    assert.deepEqual((await call(backend, 'GET', 'cf_tiobe?name=eq.Python&select=rank')).body, [{ rank: 5 }]);
  });

  it('ignore-duplicates that creates nothing still answers 201 with []', async () => {
    const r = await call(backend, 'POST', 'cf_tiobe', { prefer: 'return=representation, resolution=ignore-duplicates', body: [{ name: 'Java', rank: 1 }] });
    assert.equal(r.status, 201);
    assert.deepEqual(r.body, []);
  });

  it('merge-duplicates with on_conflict on a unique column inserts and updates (201)', async () => {
    const r = await call(backend, 'POST', 'cf_single_unique?on_conflict=unique_key', {
      prefer: 'return=representation, resolution=merge-duplicates',
      body: [{ unique_key: 1, value: 'B' }, { unique_key: 2, value: 'C' }],
    });
    assert.equal(r.status, 201);
    assert.deepEqual(r.body, [{ unique_key: 1, value: 'B' }, { unique_key: 2, value: 'C' }]);
  });

  it('merge-duplicates of an empty array answers 200 with []', async () => {
    const r = await call(backend, 'POST', 'cf_tiobe', { prefer: 'return=representation, resolution=merge-duplicates', body: [] });
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, []);
  });

  it('resolution on a table without primary key (and no on_conflict) is a plain insert, not reported as applied', async () => {
    const r = await call(backend, 'POST', 'cf_no_pk', { prefer: 'return=representation, resolution=merge-duplicates', body: [{ a: '1', b: '0' }] });
    assert.equal(r.status, 201);
    assert.equal(r.headers.get('preference-applied'), 'return=representation');
    assert.deepEqual(r.body, [{ a: '1', b: '0' }]);
  });

  it('merge-duplicates with missing=default upserts surrogate identity keys: updates id 1, inserts the row without id', async () => {
    const r = await call(backend, 'POST', 'cf_items?columns=id,name&select=name,qty', {
      prefer: 'return=representation, resolution=merge-duplicates, missing=default',
      body: [{ id: 1, name: 'updated value' }, { name: 'new value' }],
    });
    assert.equal(r.status, 201);
    assert.equal(r.headers.get('preference-applied'), 'resolution=merge-duplicates, missing=default, return=representation');
    assert.deepEqual(r.body, [{ name: 'updated value', qty: 5 }, { name: 'new value', qty: 100 }]);
  });

  // -- payloads -----------------------------------------------------------------------------

  it('a text/csv payload inserts one row per line, NULL being null', async () => {
    const r = await call(backend, 'POST', 'cf_tiobe', {
      prefer: 'return=representation',
      headers: { 'Content-Type': 'text/csv' },
      raw: 'name,rank\nKotlin,30\n"Objective, C",NULL',
    });
    assert.equal(r.status, 201);
    assert.deepEqual(r.body, [{ name: 'Kotlin', rank: 30 }, { name: 'Objective, C', rank: null }]);
  });

  it('a JSON array whose objects have different keys, without ?columns, answers 400 PGRST102', async () => {
    const r = await call(backend, 'POST', 'cf_tiobe', { body: [{ name: 'A', rank: 1 }, { name: 'B' }] });
    assert.equal(r.status, 400);
    assert.deepEqual(r.body, errorBody('PGRST102', 'All object keys must match'));
  });

  it('a payload of another Content-Type answers 400 PGRST102', async () => {
    const r = await call(backend, 'POST', 'cf_tiobe', { headers: { 'Content-Type': 'text/plain' }, raw: 'name=x' });
    assert.equal(r.status, 400);
    assert.deepEqual(r.body, errorBody('PGRST102', 'Content-Type not acceptable: text/plain'));
  });

  // -- PUT ----------------------------------------------------------------------------------

  it('PUT upserts one row by its primary key: 201 when created, 200 when replaced', async () => {
    const created = await call(backend, 'PUT', 'cf_tiobe?name=eq.Go', { prefer: 'return=representation', body: { name: 'Go', rank: 19 } });
    assert.equal(created.status, 201);
    assert.deepEqual(created.body, [{ name: 'Go', rank: 19 }]);
    const replaced = await call(backend, 'PUT', 'cf_tiobe?name=eq.Go', { prefer: 'return=representation', body: { name: 'Go', rank: 18 } });
    assert.equal(replaced.status, 200);
    assert.deepEqual(replaced.body, [{ name: 'Go', rank: 18 }]);
  });

  it('PUT whose filters are not eq on the primary key answers 405 PGRST105', async () => {
    const r = await call(backend, 'PUT', 'cf_tiobe?rank=eq.19', { body: { name: 'Go', rank: 19 } });
    assert.equal(r.status, 405);
    assert.deepEqual(r.body, errorBody('PGRST105', "Filters must include all and only primary key columns with 'eq' operators"));
  });

  it('PUT whose payload key differs from the URL answers 400 PGRST115', async () => {
    const r = await call(backend, 'PUT', 'cf_tiobe?name=eq.MATLAB', { body: { name: 'Perl', rank: 17 } });
    assert.equal(r.status, 400);
    assert.deepEqual(r.body, errorBody('PGRST115', 'Payload values do not match URL in primary key column(s)'));
  });

  it('PUT with limit answers 400 PGRST114', async () => {
    const r = await call(backend, 'PUT', 'cf_tiobe?name=eq.Go&limit=1', { body: { name: 'Go', rank: 1 } });
    assert.equal(r.status, 400);
    assert.deepEqual(r.body, errorBody('PGRST114', 'limit/offset querystring parameters are not allowed for PUT'));
  });
});

describe('PostgREST conformance: a backend configured like db-tx-end=commit-allow-override, db-max-rows=10', () => {
  let backend: TestBackend;
  before(async () => {
    const saved = { tx: process.env.PGRST_DB_TX_END, max: process.env.PGRST_DB_MAX_ROWS };
    process.env.PGRST_DB_TX_END = 'commit-allow-override';
    process.env.PGRST_DB_MAX_ROWS = '10';
    try {
      backend = await startConformanceBackend();
    } finally {
      if (saved.tx === undefined) delete process.env.PGRST_DB_TX_END;
      else process.env.PGRST_DB_TX_END = saved.tx;
      if (saved.max === undefined) delete process.env.PGRST_DB_MAX_ROWS;
      else process.env.PGRST_DB_MAX_ROWS = saved.max;
    }
  });
  after(() => backend.dispose());

  it('tx=rollback answers the representation but commits nothing, and reports tx=rollback as applied', async () => {
    const r = await call(backend, 'POST', 'cf_tiobe', { prefer: 'tx=rollback, return=representation', body: { name: 'Project X', rank: 35 } });
    assert.equal(r.status, 201);
    assert.equal(r.headers.get('preference-applied'), 'return=representation, tx=rollback');
    assert.deepEqual(r.body, [{ name: 'Project X', rank: 35 }]);
    assert.deepEqual((await call(backend, 'GET', 'cf_tiobe?name=eq.Project X')).body, []);
  });

  it('tx=rollback on DELETE and on an RPC leaves the rows in place', async () => {
    const del = await call(backend, 'DELETE', 'cf_bulk?id=lt.5', { prefer: 'tx=rollback, return=representation' });
    assert.equal(del.status, 200);
    assert.equal((del.body as unknown[]).length, 4);
    const rpc = await call(backend, 'POST', 'rpc/cf_delete_bulk', { prefer: 'tx=rollback', body: { p_below: 5 } });
    assert.equal(rpc.status, 200);
    assert.equal((rpc.body as unknown[]).length, 4);
    const count = await call(backend, 'HEAD', 'cf_bulk?id=lt.5', { prefer: 'count=exact' });
    assert.equal(count.headers.get('content-range'), '0-3/4');
  });

  it('tx=commit is the default: a request without tx commits', async () => {
    const r = await call(backend, 'POST', 'cf_tiobe', { body: { name: 'Committed', rank: 36 } });
    assert.equal(r.status, 201);
    assert.deepEqual((await call(backend, 'GET', 'cf_tiobe?name=eq.Committed&select=rank')).body, [{ rank: 36 }]);
  });

  it('db-max-rows caps a read: 30 rows with count=exact answer 206, Content-Range 0-9/30', async () => {
    const r = await call(backend, 'GET', 'cf_numbers?select=n&order=n', { prefer: 'count=exact' });
    assert.equal(r.status, 206);
    assert.equal(r.headers.get('content-range'), '0-9/30');
    assert.equal((r.body as unknown[]).length, 10);
  });

  it('count=estimated above db-max-rows gives the larger of the exact and the planned count', async () => {
    const r = await call(backend, 'GET', 'cf_numbers?select=n&limit=1', { prefer: 'count=estimated' });
    assert.equal(r.status, 206);
    const total = Number(r.headers.get('content-range')?.split('/')[1]);
    assert.ok(total >= 30, `estimated total ${total}`);
  });
});
