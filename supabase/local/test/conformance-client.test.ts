// PostgREST conformance through supabase-js 2.109 itself: the behaviours of the other conformance
// files as an owner's app meets them (the client's own Prefer joining, count parsing, error shapes).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startConformanceBackend } from './conformance/backend.ts';
import { client, type TestBackend } from './helpers.ts';

describe('PostgREST conformance through supabase-js', () => {
  let backend: TestBackend;
  let db: SupabaseClient;
  before(async () => {
    backend = await startConformanceBackend();
    db = client(backend, backend.serviceRoleKey);
  });
  after(() => backend.dispose());

  it('upsert() of rows that all exist answers status 200 with the updated rows', async () => {
    const { data, error, status } = await db.from('cf_tiobe').upsert([{ name: 'Java', rank: 7 }]).select();
    assert.equal(error, null);
    assert.equal(status, 200);
    assert.deepEqual(data, [{ name: 'Java', rank: 7 }]);
  });

  it('upsert() that inserts answers status 201', async () => {
    const { status, error } = await db.from('cf_tiobe').upsert([{ name: 'Zig', rank: 40 }]).select();
    assert.equal(error, null);
    assert.equal(status, 201);
  });

  it('upsert(…, { ignoreDuplicates: true }) returns only the rows it inserted', async () => {
    const { data, error, status } = await db.from('cf_tiobe').upsert([{ name: 'Java', rank: 99 }, { name: 'Elm', rank: 41 }], { ignoreDuplicates: true }).select();
    assert.equal(error, null);
    assert.equal(status, 201);
    assert.deepEqual(data, [{ name: 'Elm', rank: 41 }]);
  });

  it('maxAffected() on update() over the limit gives error PGRST124 and updates nothing', async () => {
    // maxAffected() is typed for clients declared against PostgREST 13; the untyped client needs a cast.
    const query = db.from('cf_bulk').update({ status: 'client' }).lt('id', 10) as unknown as {
      maxAffected(rows: number): PromiseLike<{ error: { code: string; details: string } | null }>;
    };
    const { error } = await query.maxAffected(3);
    assert.equal(error?.code, 'PGRST124');
    assert.equal(error?.details, 'The query affects 9 rows');
    const { count } = await db.from('cf_bulk').select('*', { count: 'exact', head: true }).eq('status', 'client');
    assert.equal(count, 0);
  });

  it('rollback() is ignored as on hosted Supabase (db-tx-end=commit): the row is saved', async () => {
    const { data, error, status } = await db.from('cf_tiobe').insert({ name: 'Rolled', rank: 42 }).select().rollback();
    assert.equal(error, null);
    assert.equal(status, 201);
    assert.deepEqual(data, [{ name: 'Rolled', rank: 42 }]);
    const saved = await db.from('cf_tiobe').select('rank').eq('name', 'Rolled');
    assert.deepEqual(saved.data, [{ rank: 42 }]);
  });

  it('a one-to-one embed comes back as an object, a one-to-many as an array', async () => {
    const { data, error } = await db.from('cf_channels').select('slug, cf_channel_details(details), cf_messages(id)').eq('id', 3).single();
    assert.equal(error, null);
    assert.deepEqual(data, { slug: 'empty', cf_channel_details: null, cf_messages: [] });
  });

  it('select(…, { count: "planned" }) reads the planner\'s count', async () => {
    const { count, error } = await db.from('cf_numbers').select('*', { count: 'planned', head: true });
    assert.equal(error, null);
    assert.equal(count, 30);
  });

  it('rpc(…, …, { count: "exact" }) on a set-returning function reads the count', async () => {
    const { data, count, error } = await db.rpc('cf_get_users', {}, { count: 'exact' }).limit(1);
    assert.equal(error, null);
    assert.equal(count, 4);
    assert.equal((data as unknown[]).length, 1);
  });

  it('csv() returns the rows as CSV text', async () => {
    const { data, error } = await db.from('cf_films').select('id,title').order('id').limit(2).csv();
    assert.equal(error, null);
    // PostgreSQL's record text, as PostgREST sends it: values with spaces or commas are quoted.
    assert.equal(data, 'id,title\n1,"The Lighthouse"\n2,"Pulp Fiction"');
  });

  it('an aggregate in select() gives error PGRST123', async () => {
    const { error } = await db.from('cf_messages').select('count()');
    assert.equal(error?.code, 'PGRST123');
  });
});
