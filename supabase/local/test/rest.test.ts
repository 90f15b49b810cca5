import assert from 'node:assert/strict';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { generateDemoReservations } from '../../functions/_shared/demo-reservations.ts';
import { approveProperty, createOwner, dayFromToday, FINISHED_PROPERTY, recordReservations, rest, serviceClient, startTestBackend, type TestBackend, type TestUser } from './helpers.ts';

describe('PostgREST features the app uses (supabase-js)', () => {
  let backend: TestBackend;
  let owner: TestUser;
  let propertyId: string;
  let secondPropertyId: string;

  before(async () => {
    backend = await startTestBackend();
    owner = await createOwner(backend);
    const { data, error } = await owner.client
      .from('properties')
      .insert([
        { ...FINISHED_PROPERTY, user_id: owner.id, property_name: 'Casa Azul', amenities: ['wifi', 'piscina'] },
        { ...FINISHED_PROPERTY, user_id: owner.id, property_name: 'Apartamento Centro', address_city: 'São Paulo', amenities: ['wifi', 'tv'] },
      ])
      .select('id, property_name');
    assert.equal(error, null);
    propertyId = data?.find((p) => p.property_name === 'Casa Azul')?.id as string;
    secondPropertyId = data?.find((p) => p.property_name === 'Apartamento Centro')?.id as string;
    // The provider activates both listings and records their stays from the booking channels.
    await approveProperty(backend, propertyId);
    await approveProperty(backend, secondPropertyId);
    const reservations = generateDemoReservations({ seed: 7, userId: owner.id, properties: [{ id: propertyId }, { id: secondPropertyId }], count: 40 });
    await recordReservations(backend, reservations as unknown as Record<string, unknown>[]);
  });
  after(() => backend.dispose());

  it('selects columns with filters, order and limit', async () => {
    const { data, error } = await owner.client
      .from('reservations')
      .select('id, check_in, platform, host_payout')
      .eq('user_id', owner.id)
      .eq('property_id', propertyId)
      .order('check_in', { ascending: false })
      .limit(5);
    assert.equal(error, null);
    assert.equal(data?.length, 5);
    assert.deepEqual(Object.keys(data?.[0] ?? {}).sort(), ['check_in', 'host_payout', 'id', 'platform']);
    const dates = (data ?? []).map((r) => r.check_in);
    assert.deepEqual([...dates].sort().reverse(), dates);
    assert.equal(typeof data?.[0]?.host_payout, 'number');
  });

  it('supports every comparison operator', async () => {
    const base = () => owner.client.from('reservations').select('id');
    const count = async (build: (q: ReturnType<typeof base>) => ReturnType<typeof base>): Promise<number> => {
      const { data, error } = await build(base());
      assert.equal(error, null);
      return (data as unknown[]).length;
    };
    const all = await count((q) => q);
    assert.equal(all, 40);
    const airbnb = await count((q) => q.eq('platform', 'airbnb'));
    assert.equal(await count((q) => q.neq('platform', 'airbnb')), all - airbnb);
    const pivot = dayFromToday(0);
    const before = await count((q) => q.lt('check_in', pivot));
    assert.equal(await count((q) => q.gte('check_in', pivot)), all - before);
    assert.equal((await count((q) => q.gt('guests', 0))), all);
    assert.equal(await count((q) => q.lte('guests', 0)), 0);
    assert.ok((await count((q) => q.like('guest_name', '%a%'))) > 0);
    assert.equal(await count((q) => q.ilike('guest_email', '%EXEMPLO.COM.BR')), all);
    assert.equal(await count((q) => q.is('actual_payout_date', null)) + (await count((q) => q.not('actual_payout_date', 'is', null))), all);
    assert.equal(await count((q) => q.in('platform', ['airbnb', 'booking', 'vrbo', 'direct'])), all);
    assert.equal(await count((q) => q.in('platform', ['nenhum', 'valor, com vírgula', 'a"b'])), 0);
    assert.equal(await count((q) => q.not('platform', 'in', '(airbnb,booking)')), all - airbnb - (await count((q) => q.eq('platform', 'booking'))));
    assert.equal(await count((q) => q.or('platform.eq.airbnb,and(platform.eq.booking,guests.gte.1)')), airbnb + (await count((q) => q.eq('platform', 'booking'))));
    const props = await owner.client.from('properties').select('id').contains('amenities', ['wifi', 'piscina']);
    assert.equal(props.data?.length, 1);
    const overlap = await owner.client.from('properties').select('id').overlaps('amenities', ['tv', 'piscina']);
    assert.equal(overlap.data?.length, 2);
    const match = await owner.client.from('properties').select('id').match({ property_name: 'Casa Azul', is_draft: false });
    assert.equal(match.data?.length, 1);
    const filtered = await owner.client.from('properties').select('id').filter('address_city', 'eq', 'São Paulo');
    assert.equal(filtered.data?.length, 1);
  });

  it('orders by several columns with nulls placement, and pages with range and exact counts', async () => {
    const { data, count, error, status } = await owner.client
      .from('reservations')
      .select('id, platform, check_in', { count: 'exact' })
      .order('platform', { ascending: true })
      .order('actual_payout_date', { ascending: false, nullsFirst: true })
      .range(10, 19);
    assert.equal(error, null);
    assert.equal(count, 40);
    assert.equal(data?.length, 10);
    assert.equal(status, 206);
    const platforms = (data ?? []).map((r) => r.platform);
    assert.deepEqual([...platforms].sort(), platforms);
    const head = await owner.client.from('reservations').select('*', { count: 'exact', head: true }).eq('property_id', propertyId);
    const { count: headCount, data: headData, error: headError } = head;
    assert.equal(headError, null);
    assert.equal(headData, null);
    assert.ok((headCount ?? 0) > 0);
  });

  it('returns one object for single() and null or an error for maybeSingle()', async () => {
    const one = await owner.client.from('properties').select('*').eq('id', propertyId).single();
    assert.equal(one.error, null);
    assert.equal(one.data?.property_name, 'Casa Azul');
    const none = await owner.client.from('properties').select('*').eq('id', '00000000-0000-4000-8000-000000000000').single();
    assert.equal(none.error?.code, 'PGRST116');
    const maybe = await owner.client.from('profiles').select('*').eq('user_id', owner.id).maybeSingle();
    assert.equal(maybe.error, null);
    assert.equal(maybe.data, null);
    const many = await owner.client.from('properties').select('*').maybeSingle();
    assert.equal(many.error?.code, 'PGRST116');
  });

  it('inserts, upserts, updates and deletes with return=representation', async () => {
    const insert = await owner.client
      .from('profiles')
      .insert({ user_id: owner.id, full_name: 'Teste da Silva', document: '529.982.247-25' })
      .select()
      .single();
    assert.equal(insert.error, null);
    assert.equal(insert.status, 201);
    assert.equal(insert.data?.document_type, 'cpf');
    assert.equal(insert.data?.terms_accepted, false);
    const upsert = await owner.client
      .from('profiles')
      .upsert({ user_id: owner.id, full_name: 'Teste Atualizado', birth_date: '1990-05-20', bank_account_type: 'poupanca' }, { onConflict: 'user_id' })
      .select()
      .single();
    assert.equal(upsert.error, null);
    assert.equal(upsert.data?.id, insert.data?.id);
    assert.equal(upsert.data?.full_name, 'Teste Atualizado');
    assert.equal(upsert.data?.birth_date, '1990-05-20');
    const update = await owner.client.from('profiles').update({ phone: '(21) 99999-0000' }).eq('user_id', owner.id).select();
    assert.equal(update.error, null);
    assert.equal(update.data?.[0]?.phone, '(21) 99999-0000');
    assert.ok(Date.parse(update.data?.[0]?.updated_at) >= Date.parse(insert.data?.updated_at));
    const noRows = await owner.client.from('profiles').update({ phone: 'x' }).eq('user_id', '00000000-0000-4000-8000-000000000000').select();
    assert.deepEqual(noRows.data, []);
    // Notifications are written by the provider (service role); the owner reads and deletes them.
    const provider = serviceClient(backend);
    const minimal = await provider.from('notifications').insert({ user_id: owner.id, type: 'reminder', title: 'Olá', message: 'Mensagem' });
    assert.equal(minimal.error, null);
    assert.equal(minimal.status, 201);
    const sparse = [
      { user_id: owner.id, type: 'reminder', title: 'Com read', message: 'm', read: true },
      { user_id: owner.id, type: 'reminder', title: 'Sem read', message: 'm' },
    ];
    const nulls = await provider.from('notifications').insert(sparse);
    assert.equal(nulls.error?.code, '23502', 'a missing key in an array insert is NULL');
    const defaults = await provider.from('notifications').insert(sparse, { defaultToNull: false }).select('title, read').order('title');
    assert.equal(defaults.error, null);
    assert.deepEqual(defaults.data, [{ title: 'Com read', read: true }, { title: 'Sem read', read: false }]);
    await owner.client.from('notifications').delete().in('title', ['Com read', 'Sem read']);
    const removed = await owner.client.from('notifications').delete({ count: 'exact' }).eq('user_id', owner.id).select();
    assert.equal(removed.error, null);
    assert.equal(removed.count, 1);
    assert.equal(removed.data?.[0]?.title, 'Olá');
  });

  it('calls the reservation RPCs scoped to the caller', async () => {
    const all = await owner.client.rpc('get_reservations_consolidated', { p_property_id: null, p_limit: 1000, p_offset: 0 });
    assert.equal(all.error, null);
    assert.equal(all.data?.length, 40);
    assert.equal(all.data?.[0]?.property_name !== undefined, true);
    const page = await owner.client.rpc('get_reservations_consolidated', { p_property_id: propertyId, p_limit: 3, p_offset: 1 });
    assert.equal(page.data?.length, 3);
    assert.ok(page.data?.every((r: { property_id: string }) => r.property_id === propertyId));
    const secure = await owner.client.rpc('get_reservations_secure', { p_property_id: propertyId, p_limit: 100 });
    assert.equal(secure.error, null);
    assert.match(secure.data?.[0]?.guest_email ?? '', /^.\*\*\*@exemplo\.com\.br$/);
    const viaGet = await owner.client.rpc('get_reservations_secure', { p_property_id: propertyId, p_limit: 5 }, { get: true });
    assert.equal(viaGet.error, null);
    assert.equal(viaGet.data?.length, 5);
    // Finance's and the account's form: a GET without p_property_id (its default, null) is every property.
    const everyViaGet = await owner.client.rpc('get_reservations_consolidated', { p_limit: 1000, p_offset: 0 }, { get: true });
    assert.equal(everyViaGet.error, null);
    assert.deepEqual(everyViaGet.data, all.data);
    const filtered = await owner.client.rpc('get_reservations_consolidated', { p_limit: 1000 }).eq('platform', 'airbnb').order('check_in');
    assert.equal(filtered.error, null);
    assert.ok(filtered.data?.every((r: { platform: string }) => r.platform === 'airbnb'));
    const other = await createOwner(backend, 'other');
    const foreign = await other.client.rpc('get_reservations_consolidated', { p_property_id: propertyId, p_limit: 1000, p_offset: 0 });
    assert.deepEqual(foreign.data, []);
    const foreignViaGet = await other.client.rpc('get_reservations_consolidated', { p_limit: 1000, p_offset: 0 }, { get: true });
    assert.deepEqual(foreignViaGet.data, []);
    const unknown = await owner.client.rpc('nao_existe', {});
    assert.equal(unknown.error?.code, 'PGRST202');
    assert.equal(unknown.status, 404);
    const anon = await rest(backend, 'POST', 'rpc/get_reservations_consolidated', { body: {} });
    assert.equal(anon.status, 401);
  });

  it('embeds related rows through foreign keys', async () => {
    const { data, error } = await owner.client
      .from('reservations')
      .select('id, check_in, properties(property_name, address_city)')
      .eq('property_id', propertyId)
      .limit(1)
      .single();
    assert.equal(error, null);
    assert.deepEqual(data?.properties, { property_name: 'Casa Azul', address_city: 'Paraty' });
    const withChildren = await owner.client.from('properties').select('property_name, reservations(id)').eq('id', secondPropertyId).single();
    assert.ok(Array.isArray(withChildren.data?.reservations));
  });

  it('answers unknown tables and columns with PostgREST errors', async () => {
    const table = await owner.client.from('nao_existe').select('*');
    assert.equal(table.status, 404);
    assert.equal(table.error?.code, 'PGRST205');
    const column = await owner.client.from('properties').select('nao_existe');
    assert.equal(column.status, 400);
    assert.equal(column.error?.code, '42703');
    const body = await owner.client.from('properties').insert({ nao_existe: 1 });
    assert.equal(body.error?.code, 'PGRST204');
  });

  it('answers CORS preflights and exposes Content-Range', async () => {
    const response = await fetch(`${backend.url}/rest/v1/properties`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'PATCH', 'Access-Control-Request-Headers': 'apikey, prefer' },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.match(response.headers.get('access-control-allow-headers') ?? '', /prefer/);
    assert.match(response.headers.get('access-control-expose-headers') ?? '', /Content-Range/);
  });

  it("sends its JSON gzip-compressed to a client that accepts it, as Supabase's gateway does, and plain to one that does not", async () => {
    // node:http, not fetch: fetch would undo the compression before the test saw it.
    const raw = (path: string, acceptEncoding?: string) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }>((resolve, reject) => {
        const headers: Record<string, string> = { apikey: backend.anonKey, Authorization: `Bearer ${owner.token}`, ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}) };
        request(`${backend.url}/rest/v1/${path}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
          response.on('error', reject);
        })
          .on('error', reject)
          .end();
      });
    const list = 'reservations?select=*&order=check_in';
    const plain = await raw(list);
    const gzipped = await raw(list, 'gzip, deflate, br');
    assert.equal(plain.status, 200);
    assert.equal(gzipped.status, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.equal(plain.headers['vary'], 'Accept-Encoding');
    assert.equal(gzipped.headers['vary'], 'Accept-Encoding');
    assert.deepEqual(JSON.parse(gunzipSync(gzipped.bytes).toString('utf8')), JSON.parse(plain.bytes.toString('utf8')));
    assert.equal((JSON.parse(plain.bytes.toString('utf8')) as unknown[]).length, 40);
    // Forty reservations are repetitive JSON: a fraction of their size on the wire.
    assert.ok(gzipped.bytes.length * 4 < plain.bytes.length, `${gzipped.bytes.length} compressed of ${plain.bytes.length}`);
    // Refused by name, it is not used; an answer under 30 bytes goes as it is.
    assert.equal((await raw(list, 'gzip;q=0, *')).headers['content-encoding'], undefined);
    const empty = await raw('reservations?select=id&id=eq.00000000-0000-0000-0000-000000000000', 'gzip');
    assert.equal(empty.bytes.toString('utf8'), '[]');
    assert.equal(empty.headers['content-encoding'], undefined);
  });

  it('serves the offline postal-code service', async () => {
    const found = await fetch(`${backend.url}/ws/01001000/json/`);
    assert.equal(found.status, 200);
    assert.equal(found.headers.get('access-control-allow-origin'), '*');
    const address = (await found.json()) as Record<string, string>;
    assert.equal(address.cep, '01001-000');
    assert.equal(address.logradouro, 'Praça da Sé');
    assert.equal(address.bairro, 'Sé');
    assert.equal(address.localidade, 'São Paulo');
    assert.equal(address.uf, 'SP');
    const unknown = await fetch(`${backend.url}/ws/99999999/json/`);
    assert.equal(unknown.status, 200);
    assert.deepEqual(await unknown.json(), { erro: true });
    const malformed = await fetch(`${backend.url}/ws/123/json/`);
    assert.equal(malformed.status, 400);
  });
});
