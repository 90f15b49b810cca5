import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { handleDeleteUserAccount, type DeleteUserAccountDeps } from '../../functions/delete-user-account/handler.ts';
import { activeProperty, client, createOwner, recordReservations, rest, serviceClient, startTestBackend, TEST_PASSWORD, type TestBackend } from './helpers.ts';

const OWNED_TABLES = ['profiles', 'owners', 'properties', 'reservations', 'photo_sessions', 'calendar_events', 'calendar_usage', 'user_ratings', 'notifications', 'notification_settings'];

async function errorBody(error: unknown): Promise<{ code: string; error: string }> {
  assert.ok(error instanceof FunctionsHttpError);
  return (await (error.context as Response).json()) as { code: string; error: string };
}

describe('delete-user-account function', () => {
  let backend: TestBackend;
  before(async () => {
    backend = await startTestBackend();
  });
  after(() => backend.dispose());

  it('refuses a wrong password and deletes nothing, then deletes the user and every row they own', async () => {
    const owner = await createOwner(backend, 'delete');
    const bystander = await createOwner(backend, 'bystander');
    const service = serviceClient(backend);
    for (const o of [owner, bystander]) {
      const ok = (result: { error: unknown }, what: string): void => assert.equal(result.error, null, `${what}: ${JSON.stringify(result.error)}`);
      ok(await o.client.from('profiles').insert({ user_id: o.id, full_name: 'Dona Maria' }), 'profile');
      ok(await o.client.from('owners').insert({ user_id: o.id, name: 'Dona Maria' }), 'owner');
      // The owner's listing, made active by the provider; the provider records a stay and completes
      // the photo session the owner booked, which the owner then rates. One row in every table.
      const propertyId = await activeProperty(backend, o);
      await recordReservations(backend, { property_id: propertyId, guest_name: 'Ana', check_in: '2026-01-10', check_out: '2026-01-12', platform: 'airbnb' });
      const session = await o.client.from('photo_sessions').insert({ user_id: o.id, property_id: propertyId, date: '2027-02-01', time_slot: 'morning_08' }).select('id').single();
      ok(session, 'photo session');
      const sessionId = (session.data as { id: string }).id;
      ok(await service.from('photo_sessions').update({ status: 'completed' }).eq('id', sessionId), 'completed by the provider');
      ok(await o.client.from('calendar_events').insert([{ user_id: o.id, property_id: propertyId, date: '2027-05-10', type: 'blocked', title: 'Uso pessoal', source: 'manual' }]), 'block');
      ok(await o.client.from('user_ratings').insert({ user_id: o.id, related_entity_id: sessionId, rating: 5 }), 'rating');
      ok(await service.from('notifications').insert({ user_id: o.id, type: 'reminder', title: 'Oi', message: 'Oi' }), 'notification');
      ok(await o.client.from('notification_settings').insert({ user_id: o.id }), 'settings');
    }
    const countRows = async (userId: string): Promise<number> => {
      let total = 0;
      for (const table of OWNED_TABLES) {
        const call = await rest(backend, 'GET', `${table}?select=id&user_id=eq.${userId}`, { token: backend.serviceRoleKey });
        total += (call.body as unknown[]).length;
      }
      return total;
    };
    const owned = await countRows(owner.id);
    assert.equal(owned, OWNED_TABLES.length);

    const wrong = await owner.client.functions.invoke('delete-user-account', { body: { password: 'Errada@2026' } });
    assert.equal((await errorBody(wrong.error)).code, 'invalid_password');
    assert.equal((wrong.error as FunctionsHttpError).context.status, 400);
    assert.equal(await countRows(owner.id), owned);

    const missing = await owner.client.functions.invoke('delete-user-account', { body: {} });
    assert.equal((await errorBody(missing.error)).code, 'password_required');

    const anonymous = await client(backend).functions.invoke('delete-user-account', { body: { password: TEST_PASSWORD } });
    assert.equal((await errorBody(anonymous.error)).code, 'not_authenticated');

    const done = await owner.client.functions.invoke('delete-user-account', { body: { password: TEST_PASSWORD } });
    assert.equal(done.error, null);
    assert.deepEqual(done.data, { success: true, message: 'Sua conta foi removida permanentemente.' });
    assert.equal(await countRows(owner.id), 0);
    assert.equal(await countRows(bystander.id), OWNED_TABLES.length);
    const signIn = await client(backend).auth.signInWithPassword({ email: owner.email, password: TEST_PASSWORD });
    assert.equal(signIn.error?.message, 'Invalid login credentials');

    const unknown = await owner.client.functions.invoke('nao-existe', { body: {} });
    assert.ok(unknown.error instanceof FunctionsHttpError);
  });

  it('refuses the token of a session that was signed out, as the hosted function does', async () => {
    const owner = await createOwner(backend, 'signed-out');
    const { data } = await owner.client.auth.getSession();
    const token = data.session?.access_token;
    assert.ok(token);
    await owner.client.auth.signOut();
    const call = await client(backend).functions.invoke('delete-user-account', {
      body: { password: TEST_PASSWORD },
      headers: { Authorization: `Bearer ${token}` },
    });
    assert.equal((await errorBody(call.error)).code, 'not_authenticated');
    const signIn = await client(backend).auth.signInWithPassword({ email: owner.email, password: TEST_PASSWORD });
    assert.equal(signIn.error, null);
  });
});

describe('delete-user-account handler (portable)', () => {
  function fakeDeps(overrides: Partial<DeleteUserAccountDeps> = {}): DeleteUserAccountDeps & { deleted: string[] } {
    const claimed = new Map<string, number>();
    const deleted: string[] = [];
    return {
      deleted,
      getUser: async (token) => (token === 'valido' ? { id: 'u1', email: 'a@b.com' } : null),
      verifyPassword: async (_user, password) => password === 'Certa@2026',
      claimDeletionSlot: async (userId) => {
        const last = claimed.get(userId);
        if (last !== undefined && Date.now() - last < 24 * 3600 * 1000) return false;
        claimed.set(userId, Date.now());
        return true;
      },
      deleteUser: async (userId) => {
        deleted.push(userId);
      },
      ...overrides,
    };
  }
  const call = (deps: DeleteUserAccountDeps, password: string, token = 'valido'): Promise<Response> =>
    handleDeleteUserAccount(
      new Request('http://localhost/functions/v1/delete-user-account', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ password }),
      }),
      deps,
    );

  it('allows one deletion per user in 24 hours, and a wrong password does not use it up', async () => {
    let failOnce = true;
    const deps = fakeDeps({
      deleteUser: async () => {
        if (failOnce) {
          failOnce = false;
          throw new Error('provider down');
        }
      },
    });
    assert.equal((await call(deps, 'Errada@2026')).status, 400);
    const failed = await call(deps, 'Certa@2026');
    assert.equal(failed.status, 500);
    const limited = await call(deps, 'Certa@2026');
    assert.equal(limited.status, 429);
    assert.equal(((await limited.json()) as { code: string }).code, 'rate_limited');
  });

  it('answers preflights and refuses other methods and missing tokens', async () => {
    const deps = fakeDeps();
    const preflight = await handleDeleteUserAccount(new Request('http://localhost/x', { method: 'OPTIONS' }), deps);
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    assert.equal((await handleDeleteUserAccount(new Request('http://localhost/x'), deps)).status, 405);
    assert.equal((await call(deps, 'Certa@2026', 'invalido')).status, 401);
    const ok = await call(deps, 'Certa@2026');
    assert.equal(ok.status, 200);
    assert.deepEqual(deps.deleted, ['u1']);
  });
});
