// Bad requests of every kind must get PostgREST's error shape and a 4xx — never a 5xx — and must
// leave the data as it was.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { activeProperty, createOwner, recordReservations, rest, startTestBackend, type TestBackend, type TestUser } from './helpers.ts';

interface BadRequest {
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
  as?: 'owner' | 'anon' | 'service';
}

const SQL = ["'; drop table public.properties; --", "x' or '1'='1", '1); delete from public.reservations; --', '"; select pg_sleep(5); --', "$$; drop schema public cascade; $$"];

function badRequests(propertyId: string): BadRequest[] {
  const get = (path: string, as: BadRequest['as'] = 'owner'): BadRequest => ({ method: 'GET', path, as });
  const list: BadRequest[] = [
    // unknown tables and paths
    get('nao_existe'), get('nao_existe?select=*'), get('pg_user'), get('users'), get('auth.users'), get('"properties"'),
    get('properties%3Bdrop%20table%20properties'), get('properties/extra'), get('rpc'), get('rpc/'), get('rpc/a/b'),
    get('information_schema.tables'), get('pg_catalog.pg_roles'), get('nao_existe', 'anon'),
    // unknown columns, casts and json paths
    get('properties?select=nope'), get('properties?select=id,nope'), get('properties?select=*,nope'), get('properties?order=nope'),
    get('properties?nope=eq.1'), get('properties?select=id::nope'), get('properties?select=id::text;drop'), get('properties?select=property_name->>x'),
    get('properties?select=id,property_name)'), get('properties?select=(id'), get('properties?select=id,,'), get('properties?select=...owners'),
    get('properties?select=nope(*)'), get('properties?select=owners(nope)'), get('properties?select=id.sum()'), get('properties?order=nope.desc'),
    get('properties?order=(id)'), get('properties?order=id.sideways'), get('properties?select=%22id%22'),
    // bad operators
    get('properties?id=foo.1'), get('properties?id=eq'), get('properties?id='), get('properties?id=not.foo.1'), get('properties?id=eq(any).{1}'),
    get('properties?bedrooms=between.1.3'), get('properties?bedrooms=gt'), get('properties?is_draft=is.maybe'), get('properties?is_draft=is.'),
    get('properties?amenities=cs.wifi'), get('properties?bedrooms=cs.{1}'), get('properties?bedrooms=ov.(1,2)'), get('properties?id=in.(1,2'),
    get('properties?id=in.1,2'), get('properties?id=in.("a,b)'), get('properties?amenities=in.(a,b)'), get('properties?bedrooms=fts(nope_lang).x'),
    // values that do not fit the column type
    get('properties?id=eq.abc'), get('properties?bedrooms=gt.muitos'), get('properties?created_at=lt.ontem'), get('properties?id=in.(abc,def)'),
    get('properties?area_sqm=eq.1e999999'), get('properties?is_draft=eq.talvez'), get('reservations?check_in=gte.2026-13-45'),
    get('reservations?total_amount=lt.NaNx'), get('properties?bedrooms=eq.99999999999999999999'),
    // logic trees
    get('properties?or=(id.eq.1'), get('properties?or=id.eq.1'), get('properties?or=(nope.eq.1)'), get('properties?or=(id.zz.1)'), get('properties?and=('),
    get('properties?or=(('), get('properties?not.or=(x)'), get('properties?or=(and(id.eq.1)'), get('properties?or=()x'), get('properties?or=(bedrooms.gt.abc)'),
    // limits and offsets
    get('properties?limit=-1'), get('properties?limit=abc'), get('properties?offset=x'), get('properties?limit=99999999999'), get('properties?offset=-5'),
    // SQL in values and identifiers
    ...SQL.map((s) => get(`properties?property_name=eq.${encodeURIComponent(s)}&id=eq.${encodeURIComponent(s)}`)),
    ...SQL.map((s) => get(`properties?select=${encodeURIComponent(s)}`)),
    ...SQL.map((s) => get(`properties?order=${encodeURIComponent(s)}`)),
    ...SQL.map((s) => get(`${encodeURIComponent(s)}`)),
    ...SQL.map((s) => get(`properties?${encodeURIComponent(s)}=eq.1`)),
    get(`properties?id=in.(${encodeURIComponent(SQL[0] as string)},abc)`),
    // profiles and auth headers
    { method: 'GET', path: 'properties', headers: { 'Accept-Profile': 'auth' } },
    { method: 'POST', path: 'properties', headers: { 'Content-Profile': 'private', 'Content-Type': 'application/json' }, body: '{}' },
    { method: 'GET', path: 'properties', headers: { Authorization: 'Bearer not.a.jwt' } },
    { method: 'GET', path: 'properties', headers: { Authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.' } },
    { method: 'GET', path: 'properties', headers: { Accept: 'application/vnd.pgrst.object+json' } },
    { method: 'PUT', path: `properties?id=eq.${propertyId}`, body: '{}' },
    // bodies
    { method: 'POST', path: 'properties', body: '{ruim' },
    { method: 'POST', path: 'properties', body: '[1,2]' },
    { method: 'POST', path: 'properties', body: '"texto"' },
    { method: 'POST', path: 'properties', body: 'null' },
    { method: 'POST', path: 'properties', body: '[{"property_name":"a"},2]' },
    { method: 'POST', path: 'properties', body: '{"nope":1}' },
    { method: 'POST', path: 'properties', body: '{"bedrooms":"muitos"}' },
    { method: 'POST', path: 'properties', body: '{"id":"abc"}' },
    { method: 'POST', path: 'properties?columns=nope', body: '{"property_name":"x"}' },
    { method: 'POST', path: 'properties?on_conflict=nope', body: '{"property_name":"x"}', headers: { Prefer: 'resolution=merge-duplicates' } },
    { method: 'POST', path: 'reservations', body: JSON.stringify({ property_id: propertyId, guest_name: SQL[0], check_in: 'ontem', check_out: '2026-01-01', platform: 'airbnb' }) },
    { method: 'POST', path: 'profiles', body: JSON.stringify({ full_name: SQL[1], birth_date: '31/12/1990' }) },
    { method: 'POST', path: 'properties', body: JSON.stringify({ [SQL[0] as string]: 1 }) },
    { method: 'PATCH', path: 'properties', body: '{"property_name":"todas"}' },
    { method: 'PATCH', path: `properties?id=eq.${propertyId}`, body: '{ruim' },
    { method: 'PATCH', path: `properties?id=eq.${propertyId}`, body: '[{"property_name":"x"}]' },
    { method: 'PATCH', path: `properties?id=eq.${propertyId}`, body: '{"nope":1}' },
    { method: 'PATCH', path: `properties?id=eq.${propertyId}`, body: '{"bedrooms":-1}' },
    { method: 'PATCH', path: `properties?id=eq.${propertyId}`, body: '{"user_id":"nao-e-uuid"}' },
    { method: 'PATCH', path: `properties?nope=eq.1`, body: '{"property_name":"x"}' },
    { method: 'DELETE', path: 'properties' },
    { method: 'DELETE', path: 'reservations' },
    { method: 'DELETE', path: 'properties?id=zz.1' },
    { method: 'DELETE', path: `properties?id=eq.${encodeURIComponent(SQL[2] as string)}` },
    // RPC
    { method: 'POST', path: 'rpc/nao_existe', body: '{}' },
    { method: 'POST', path: 'rpc/get_reservations_consolidated', body: '{"p_nope":1}' },
    { method: 'POST', path: 'rpc/get_reservations_consolidated', body: '{"p_limit":"muitos"}' },
    { method: 'POST', path: 'rpc/get_reservations_consolidated', body: '{"p_property_id":"nao-e-uuid"}' },
    { method: 'POST', path: 'rpc/get_reservations_consolidated', body: '[1]' },
    { method: 'POST', path: 'rpc/get_reservations_consolidated', body: '{ruim' },
    { method: 'POST', path: `rpc/get_reservations_consolidated?nope=eq.1`, body: '{}' },
    { method: 'POST', path: 'rpc/get_reservations_secure', body: JSON.stringify({ p_property_id: SQL[0] }) },
    { method: 'POST', path: 'rpc/claim_account_deletion', body: JSON.stringify({ p_user_id: propertyId }) },
    { method: 'POST', path: 'rpc/refresh_calendar_usage', body: JSON.stringify({ p_property_id: propertyId, p_year: 2030 }) },
    { method: 'GET', path: 'rpc/get_reservations_consolidated?p_limit=abc' },
    { method: 'DELETE', path: 'rpc/get_reservations_consolidated' },
    // anon may not touch anything
    { method: 'GET', path: 'properties', as: 'anon' },
    { method: 'POST', path: 'properties', body: '{"property_name":"x"}', as: 'anon' },
    { method: 'DELETE', path: `properties?id=eq.${propertyId}`, as: 'anon' },
    { method: 'POST', path: 'rpc/get_reservations_consolidated', body: '{}', as: 'anon' },
    // the service role gets the same checks on input
    { method: 'GET', path: 'properties?select=nope', as: 'service' },
    { method: 'GET', path: `properties?id=eq.${encodeURIComponent(SQL[1] as string)}`, as: 'service' },
    { method: 'DELETE', path: 'properties', as: 'service' },
    { method: 'POST', path: 'properties', body: '{ruim', as: 'service' },
  ];
  return list;
}

describe('malformed requests', () => {
  let backend: TestBackend;
  let owner: TestUser;
  let propertyId: string;

  before(async () => {
    backend = await startTestBackend();
    owner = await createOwner(backend);
    propertyId = await activeProperty(backend, owner);
    const draft = await owner.client.from('properties').insert({ user_id: owner.id, property_name: 'Rascunho', is_draft: true });
    assert.equal(draft.error, null);
    await recordReservations(backend, { property_id: propertyId, guest_name: 'Ana', check_in: '2026-01-10', check_out: '2026-01-12', platform: 'airbnb' });
  });
  after(() => backend.dispose());

  const snapshot = async (): Promise<string> => {
    const parts: unknown[] = [];
    for (const table of ['properties', 'reservations', 'profiles', 'calendar_events', 'calendar_usage', 'account_deletion_log']) {
      const call = await rest(backend, 'GET', `${table}?select=*&order=id`, { token: backend.serviceRoleKey });
      assert.equal(call.status, 200, `${table} must still be readable`);
      parts.push(call.body);
    }
    return JSON.stringify(parts);
  };

  it('answers every one of 100+ bad requests with a 4xx and the PostgREST error shape, and changes nothing', async (t) => {
    const before = await snapshot();
    const requests = badRequests(propertyId);
    assert.ok(requests.length >= 100, `only ${requests.length} bad requests`);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const request of requests) {
      const token = request.as === 'anon' ? backend.anonKey : request.as === 'service' ? backend.serviceRoleKey : owner.token;
      const response = await fetch(`${backend.url}/rest/v1/${request.path}`, {
        method: request.method,
        headers: {
          apikey: backend.anonKey,
          Authorization: `Bearer ${token}`,
          ...(request.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(request.headers ?? {}),
        },
        ...(request.body !== undefined ? { body: request.body } : {}),
      });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const text = await response.text();
      const label = `${request.method} ${request.path} → ${response.status} ${text.slice(0, 160)}`;
      if (response.status < 400 || response.status >= 500) {
        failures.push(label);
        continue;
      }
      try {
        const body = JSON.parse(text) as Record<string, unknown>;
        if (!('message' in body) || (request.path !== '' && !('code' in body) && response.status !== 401)) failures.push(`shape: ${label}`);
      } catch {
        failures.push(`not JSON: ${label}`);
      }
    }
    t.diagnostic(`${requests.length} bad requests; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    assert.deepEqual(failures, []);
    assert.equal(await snapshot(), before);
  });
});
