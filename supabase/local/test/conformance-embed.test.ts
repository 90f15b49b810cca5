// PostgREST conformance: resource embedding (docs.postgrest.org "Resource Embedding"): cardinality
// (one-to-one and many-to-one as an object or null, one-to-many and many-to-many as an array),
// disambiguation with hints, embedded filters, order, limit, !inner, null filters, related order,
// spreads, and PostgREST's errors when an embed cannot be resolved.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, errorBody, startConformanceBackend } from './conformance/backend.ts';
import type { TestBackend } from './helpers.ts';

describe('PostgREST conformance: resource embedding', () => {
  let backend: TestBackend;
  before(async () => {
    backend = await startConformanceBackend();
  });
  after(() => backend.dispose());

  const get = (path: string, prefer?: string) => call(backend, 'GET', path, prefer ? { prefer } : {});

  it('one-to-one seen from the referenced table (its primary key is the foreign key) is an object, or null', async () => {
    const r = await get('cf_channels?select=slug,cf_channel_details(details)&order=id');
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, [
      { slug: 'public', cf_channel_details: { details: 'the public channel' } },
      { slug: 'random', cf_channel_details: { details: 'random talk' } },
      { slug: 'empty', cf_channel_details: null },
    ]);
  });

  it('one-to-one seen from the referencing table is an object', async () => {
    const r = await get('cf_channel_details?select=details,cf_channels(slug)&id=eq.1');
    assert.deepEqual(r.body, [{ details: 'the public channel', cf_channels: { slug: 'public' } }]);
  });

  it('many-to-one is an object', async () => {
    const r = await get('cf_messages?select=id,cf_channels(id,slug)&id=eq.1');
    assert.deepEqual(r.body, [{ id: 1, cf_channels: { id: 1, slug: 'public' } }]);
  });

  it('one-to-many is an array, [] when there are no rows', async () => {
    const r = await get('cf_channels?select=slug,cf_messages(id)&order=id&cf_messages.order=id');
    assert.deepEqual(r.body, [
      { slug: 'public', cf_messages: [{ id: 1 }, { id: 3 }] },
      { slug: 'random', cf_messages: [{ id: 2 }, { id: 4 }] },
      { slug: 'empty', cf_messages: [] },
    ]);
  });

  it('many-to-many through a join table whose primary key holds both foreign keys is an array', async () => {
    const r = await get('cf_films?select=title,cf_actors(name)&id=eq.1&cf_actors.order=name');
    assert.deepEqual(r.body, [{ title: 'The Lighthouse', cf_actors: [{ name: 'Robert Pattinson' }, { name: 'Willem Dafoe' }] }]);
  });

  it('many-to-many the other way, and hinted by the join table name', async () => {
    const r = await get('cf_actors?select=name,cf_films!cf_roles(title)&id=eq.4&cf_films.order=year');
    assert.deepEqual(r.body, [{ name: 'Harvey Keitel', cf_films: [{ title: 'Reservoir Dogs' }, { title: 'Pulp Fiction' }] }]);
  });

  it('an embed aliased with alias:relation is keyed by the alias', async () => {
    const r = await get('cf_messages?select=id,channel:cf_channels(slug)&id=eq.2');
    assert.deepEqual(r.body, [{ id: 2, channel: { slug: 'random' } }]);
  });

  it('nested embedding: a join table and what it references', async () => {
    const r = await get('cf_films?select=title,cf_roles(character,cf_actors(name))&id=eq.3');
    assert.deepEqual(r.body, [{ title: 'Reservoir Dogs', cf_roles: [{ character: 'Mr. White', cf_actors: { name: 'Harvey Keitel' } }] }]);
  });

  // -- disambiguation ------------------------------------------------------------------------

  it('two foreign keys to the same table without a hint answer 300 PGRST201 listing the relationships', async () => {
    const r = await get('cf_best_friends?select=cf_users(*)');
    assert.equal(r.status, 300);
    assert.deepEqual(
      r.body,
      errorBody(
        'PGRST201',
        "Could not embed because more than one relationship was found for 'cf_best_friends' and 'cf_users'",
        [
          { cardinality: 'many-to-one', embedding: 'cf_best_friends with cf_users', relationship: 'cf_best_friends_first_user_fkey using cf_best_friends(first_user) and cf_users(id)' },
          { cardinality: 'many-to-one', embedding: 'cf_best_friends with cf_users', relationship: 'cf_best_friends_second_user_fkey using cf_best_friends(second_user) and cf_users(id)' },
          { cardinality: 'many-to-one', embedding: 'cf_best_friends with cf_users', relationship: 'cf_best_friends_third_wheel_fkey using cf_best_friends(third_wheel) and cf_users(id)' },
        ],
        "Try changing 'cf_users' to one of the following: 'cf_users!cf_best_friends_first_user_fkey', 'cf_users!cf_best_friends_second_user_fkey', 'cf_users!cf_best_friends_third_wheel_fkey'. Find the desired relationship in the 'details' key.",
      ),
    );
  });

  it('a hint naming the foreign-key column picks the relationship', async () => {
    const r = await get('cf_best_friends?select=id,first:cf_users!first_user(username),second:cf_users!second_user(username)&order=id');
    assert.deepEqual(r.body, [
      { id: 1, first: { username: 'supabot' }, second: { username: 'kiwicopple' } },
      { id: 2, first: { username: 'kiwicopple' }, second: { username: 'dragarcia' } },
    ]);
  });

  it('a hint naming the constraint picks the relationship', async () => {
    const r = await get('cf_best_friends?select=id,cf_users!cf_best_friends_third_wheel_fkey(username)&order=id');
    assert.deepEqual(r.body, [
      { id: 1, cf_users: { username: 'awailas' } },
      { id: 2, cf_users: null },
    ]);
  });

  it('the foreign-key column as the embed target (no hint) embeds the referenced row', async () => {
    const r = await get('cf_best_friends?select=id,first_user(username)&id=eq.1');
    assert.deepEqual(r.body, [{ id: 1, first_user: { username: 'supabot' } }]);
  });

  it('one-to-many with a hint from the referenced side', async () => {
    const r = await get('cf_users?select=username,cf_best_friends!second_user(id)&id=eq.2');
    assert.deepEqual(r.body, [{ username: 'kiwicopple', cf_best_friends: [{ id: 1 }] }]);
  });

  it('the same table embedded twice under different hints without aliases answers 400 42712', async () => {
    const r = await get('cf_best_friends?select=cf_users!first_user(*),cf_users!second_user(*)');
    assert.equal(r.status, 400);
    assert.deepEqual(r.body, errorBody('42712', 'table name "cf_best_friends_cf_users_1" specified more than once'));
  });

  it('an embed with no relationship answers 400 PGRST200', async () => {
    const r = await get('cf_films?select=title,cf_channels(slug)');
    assert.equal(r.status, 400);
    const body = r.body as Record<string, unknown>;
    assert.equal(body.code, 'PGRST200');
    assert.equal(body.message, "Could not find a relationship between 'cf_films' and 'cf_channels' in the schema cache");
    assert.equal(body.details, "Searched for a foreign key relationship between 'cf_films' and 'cf_channels' in the schema 'public', but no matches were found.");
  });

  it('a misspelt embed answers PGRST200 with a "Perhaps you meant" hint', async () => {
    const r = await get('cf_channels?select=slug,cf_mesages(id)');
    assert.equal(r.status, 400);
    assert.deepEqual(
      r.body,
      errorBody(
        'PGRST200',
        "Could not find a relationship between 'cf_channels' and 'cf_mesages' in the schema cache",
        "Searched for a foreign key relationship between 'cf_channels' and 'cf_mesages' in the schema 'public', but no matches were found.",
        "Perhaps you meant 'cf_messages' instead of 'cf_mesages'.",
      ),
    );
  });

  it('a hint that matches nothing answers 400 PGRST200 naming the hint', async () => {
    const r = await get('cf_best_friends?select=cf_users!nope(*)');
    assert.equal(r.status, 400);
    assert.equal((r.body as { details: string }).details, "Searched for a foreign key relationship between 'cf_best_friends' and 'cf_users' using the hint 'nope' in the schema 'public', but no matches were found.");
  });

  // -- embedded filters, order, limit --------------------------------------------------------

  it('an embedded filter (rel.col=op.value) filters the embedded rows, not the parents', async () => {
    const r = await get('cf_channels?select=slug,cf_messages(id)&cf_messages.id=eq.1&order=id');
    assert.deepEqual(r.body, [
      { slug: 'public', cf_messages: [{ id: 1 }] },
      { slug: 'random', cf_messages: [] },
      { slug: 'empty', cf_messages: [] },
    ]);
  });

  it('embedded order and limit (rel.order, rel.limit, rel.offset) apply per parent', async () => {
    const r = await get('cf_channels?select=slug,cf_messages(id)&cf_messages.order=id.desc&cf_messages.limit=1&order=id&id=lt.3');
    assert.deepEqual(r.body, [
      { slug: 'public', cf_messages: [{ id: 3 }] },
      { slug: 'random', cf_messages: [{ id: 4 }] },
    ]);
    const offset = await get('cf_channels?select=slug,cf_messages(id)&cf_messages.order=id&cf_messages.offset=1&id=eq.1');
    assert.deepEqual(offset.body, [{ slug: 'public', cf_messages: [{ id: 3 }] }]);
  });

  it('an embedded or= (rel.or=(…)) filters the embedded rows', async () => {
    const r = await get('cf_films?select=title,cf_roles(character)&cf_roles.or=(character.eq.Mia Wallace,character.eq.Thomas Wake)&order=id');
    assert.deepEqual(r.body, [
      { title: 'The Lighthouse', cf_roles: [{ character: 'Thomas Wake' }] },
      { title: 'Pulp Fiction', cf_roles: [{ character: 'Mia Wallace' }] },
      { title: 'Reservoir Dogs', cf_roles: [] },
    ]);
  });

  it('filters on a nested embed use the path of names (roles.actors.col)', async () => {
    const r = await get('cf_films?select=id,cf_roles(character,cf_actors(name))&cf_roles.cf_actors.name=eq.Uma Thurman&cf_roles.order=character&id=eq.2');
    assert.deepEqual(r.body, [{ id: 2, cf_roles: [{ character: 'Mia Wallace', cf_actors: { name: 'Uma Thurman' } }, { character: 'Winston Wolfe', cf_actors: null }] }]);
  });

  it('filters on an aliased embed use the alias', async () => {
    const r = await get('cf_channels?select=slug,first:cf_messages(id)&first.id=eq.3&id=eq.1');
    assert.deepEqual(r.body, [{ slug: 'public', first: [{ id: 3 }] }]);
  });

  it('!inner keeps only the parents with a matching embedded row, and count=exact counts them', async () => {
    const r = await get('cf_channels?select=slug,cf_messages!inner(id)&cf_messages.id=eq.1', 'count=exact');
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('content-range'), '0-0/1');
    assert.deepEqual(r.body, [{ slug: 'public', cf_messages: [{ id: 1 }] }]);
  });

  it('!inner on a to-one embed drops the parents whose embedded row is filtered out', async () => {
    const r = await get('cf_messages?select=id,cf_channels!inner(slug)&cf_channels.slug=eq.random&order=id');
    assert.deepEqual(r.body, [{ id: 2, cf_channels: { slug: 'random' } }, { id: 4, cf_channels: { slug: 'random' } }]);
  });

  it('rel=is.null with an empty embed is an anti-join: parents without embedded rows', async () => {
    const r = await get('cf_channels?select=slug,cf_messages()&cf_messages=is.null');
    assert.deepEqual(r.body, [{ slug: 'empty' }]);
  });

  it('rel=not.is.null behaves like !inner', async () => {
    const r = await get('cf_channels?select=slug,cf_messages(id)&cf_messages.id=eq.4&cf_messages=not.is.null');
    assert.deepEqual(r.body, [{ slug: 'random', cf_messages: [{ id: 4 }] }]);
  });

  it('a filter on a path that is not embedded answers 400 PGRST108', async () => {
    const r = await get('cf_messages?select=id&cf_users.id=eq.1');
    assert.equal(r.status, 400);
    assert.deepEqual(r.body, errorBody('PGRST108', "'cf_users' is not an embedded resource in this request", null, "Verify that 'cf_users' is included in the 'select' query parameter."));
  });

  // -- related order -------------------------------------------------------------------------

  it('order=rel(col).desc orders the parents by a column of a to-one embed', async () => {
    const r = await get('cf_messages?select=id,cf_channels(slug)&order=cf_channels(slug).desc,id.asc');
    assert.deepEqual((r.body as { id: number }[]).map((m) => m.id), [2, 4, 1, 3]);
  });

  it('order=rel(col) on a to-many embed answers 400 PGRST118', async () => {
    const r = await get('cf_channels?select=id,cf_messages(id)&order=cf_messages(id)');
    assert.equal(r.status, 400);
    assert.deepEqual(
      r.body,
      errorBody('PGRST118', "A related order on 'cf_messages' is not possible", "'cf_channels' and 'cf_messages' do not form a many-to-one or one-to-one relationship"),
    );
  });

  // -- spread --------------------------------------------------------------------------------

  it('a spread to-one embed (...rel(cols)) lifts its columns into the parent', async () => {
    const r = await get('cf_messages?select=id,...cf_channels(channel_slug:slug)&id=eq.1');
    assert.deepEqual(r.body, [{ id: 1, channel_slug: 'public' }]);
  });

  it('a spread to-many embed answers correlated arrays (PostgREST 13)', async () => {
    const r = await get('cf_channels?select=slug,...cf_messages(ids:id)&id=eq.1&cf_messages.order=id');
    assert.deepEqual(r.body, [{ slug: 'public', ids: [1, 3] }]);
  });

  // -- writes with embeds --------------------------------------------------------------------

  it('return=representation after an insert embeds the referenced row', async () => {
    const r = await call(backend, 'POST', 'cf_messages?select=message,cf_channels(slug)', {
      prefer: 'return=representation',
      body: { message: 'embedded after insert', channel_id: 2, username: 'awailas' },
    });
    assert.equal(r.status, 201);
    assert.deepEqual(r.body, [{ message: 'embedded after insert', cf_channels: { slug: 'random' } }]);
  });

  it('an RPC returning SETOF a table can embed that table\'s relationships', async () => {
    const r = await get('rpc/cf_get_users?select=username,cf_messages(id)&id=eq.1&cf_messages.order=id');
    assert.deepEqual(r.body, [{ username: 'supabot', cf_messages: [{ id: 1 }, { id: 2 }] }]);
  });
});
