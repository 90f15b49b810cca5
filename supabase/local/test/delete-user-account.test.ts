import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { handleDeleteUserAccount, type DeleteUserAccountDeps } from '../../functions/delete-user-account/handler.ts';
import { removeFolder, type BucketFiles } from '../../functions/_shared/property-photos.ts';
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

  it('refuses a wrong password and deletes nothing, then deletes the user, every row they own and their photos', async () => {
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
      // A photo and its thumbnail in Storage, under the owner's folder.
      const photoId = randomUUID();
      for (const name of [`${photoId}.jpg`, `thumbs/${photoId}.jpg`]) {
        ok(await o.client.storage.from('property-photos').upload(`${o.id}/${propertyId}/${name}`, new Blob([Buffer.alloc(64, 1)], { type: 'image/jpeg' })), name);
      }
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
    /** Objects under an owner's folder, every level, as the service role lists them. */
    const countFiles = async (userId: string): Promise<number> => {
      let total = 0;
      const walk = async (prefix: string): Promise<void> => {
        const { data, error } = await service.storage.from('property-photos').list(prefix, { limit: 1000 });
        assert.equal(error, null);
        for (const entry of data ?? []) {
          if (entry.id === null) await walk(`${prefix}/${entry.name}`);
          else total += 1;
        }
      };
      await walk(userId);
      return total;
    };
    const filesOnDisk = (): number => {
      const dir = join(backend.storageDir, 'objects');
      return existsSync(dir) ? readdirSync(dir).filter((f) => !f.startsWith('.')).length : 0;
    };
    assert.equal(await countFiles(owner.id), 2);
    assert.equal(filesOnDisk(), 4);

    const wrong = await owner.client.functions.invoke('delete-user-account', { body: { password: 'Errada@2026' } });
    assert.equal((await errorBody(wrong.error)).code, 'invalid_password');
    assert.equal((wrong.error as FunctionsHttpError).context.status, 400);
    assert.equal(await countRows(owner.id), owned);
    assert.equal(await countFiles(owner.id), 2, 'a refused request removes no file');

    const missing = await owner.client.functions.invoke('delete-user-account', { body: {} });
    assert.equal((await errorBody(missing.error)).code, 'password_required');

    const anonymous = await client(backend).functions.invoke('delete-user-account', { body: { password: TEST_PASSWORD } });
    assert.equal((await errorBody(anonymous.error)).code, 'not_authenticated');

    const done = await owner.client.functions.invoke('delete-user-account', { body: { password: TEST_PASSWORD } });
    assert.equal(done.error, null);
    assert.deepEqual(done.data, { success: true, message: 'Sua conta foi removida permanentemente.' });
    assert.equal(await countRows(owner.id), 0);
    assert.equal(await countRows(bystander.id), OWNED_TABLES.length);
    assert.equal(await countFiles(owner.id), 0, 'no object is left under the deleted owner\'s folder');
    assert.equal(await countFiles(bystander.id), 2);
    assert.equal(filesOnDisk(), 2, 'and their bytes are gone from disk');
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
      removeFiles: async () => {},
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

  it("removes the owner's files before the account, and keeps the account when the files cannot be removed", async () => {
    const steps: string[] = [];
    const failing = fakeDeps({
      removeFiles: async (userId) => {
        steps.push(`files ${userId}`);
        throw new Error('storage unavailable');
      },
      deleteUser: async (userId) => {
        steps.push(`user ${userId}`);
      },
    });
    assert.equal((await call(failing, 'Certa@2026')).status, 500);
    assert.deepEqual(steps, ['files u1']);

    steps.length = 0;
    const working = fakeDeps({
      removeFiles: async (userId) => {
        steps.push(`files ${userId}`);
      },
      deleteUser: async (userId) => {
        steps.push(`user ${userId}`);
      },
    });
    assert.equal((await call(working, 'Certa@2026')).status, 200);
    assert.deepEqual(steps, ['files u1', 'user u1']);
  });
});

describe('removeFolder (portable)', () => {
  /** A bucket listed the way Storage lists: one level, folders without id, pages of `limit`. */
  function fakeBucket(names: string[]): BucketFiles & { names: Set<string>; removals: number[] } {
    const stored = new Set(names);
    const removals: number[] = [];
    return {
      names: stored,
      removals,
      async list(path, { limit, offset }) {
        const prefix = `${path}/`;
        const entries = new Map<string, string | null>();
        for (const name of [...stored].filter((n) => n.startsWith(prefix)).sort()) {
          const rest = name.slice(prefix.length);
          const slash = rest.indexOf('/');
          if (slash >= 0) entries.set(rest.slice(0, slash), null);
          else entries.set(rest, `id-${name}`);
        }
        const page = [...entries].slice(offset, offset + limit).map(([name, id]) => ({ name, id }));
        return { data: page, error: null };
      },
      async remove(paths) {
        removals.push(paths.length);
        for (const path of paths) stored.delete(path);
        return { data: paths, error: null };
      },
    };
  }

  it('removes every file under the folder, at every level and past one page, and nothing else', async () => {
    const mine = Array.from({ length: 130 }, (_, i) => `u1/p1/${String(i).padStart(3, '0')}.jpg`);
    const thumbs = Array.from({ length: 130 }, (_, i) => `u1/p1/thumbs/${String(i).padStart(3, '0')}.jpg`);
    const bucket = fakeBucket([...mine, ...thumbs, 'u1/p2/a.jpg', 'u10/p1/a.jpg', 'u2/p1/a.jpg']);
    assert.equal(await removeFolder(bucket, 'u1'), 261);
    assert.deepEqual([...bucket.names].sort(), ['u10/p1/a.jpg', 'u2/p1/a.jpg']);
    assert.ok(bucket.removals.every((n) => n <= 100), 'removed in batches Storage accepts');
  });

  it('stops with the reason when Storage refuses a listing', async () => {
    const bucket = fakeBucket(['u1/p1/a.jpg']);
    bucket.list = async () => ({ data: null, error: { message: 'Bucket not found' } });
    await assert.rejects(removeFolder(bucket, 'u1'), /could not list u1: Bucket not found/);
  });
});
