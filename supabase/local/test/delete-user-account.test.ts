import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { handleDeleteUserAccount, type DeleteUserAccountDeps } from '../../functions/delete-user-account/handler.ts';
import { removeFolder, type BucketFiles, type ListObjectNames } from '../../functions/_shared/property-photos.ts';
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

  it('refuses a wrong password and deletes nothing, then deletes the user, every row they own, their photos and their messages\' photos', async () => {
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
      // Besides, files whose names a path rebuilt from Storage's folder listing loses: an empty
      // segment, spaces, dots inside a segment (Storage refuses accents in names).
      const photoId = randomUUID();
      for (const name of [`${photoId}.jpg`, `thumbs/${photoId}.jpg`, '/vazio.jpg', 'com espaco .jpg', 'a..b.jpg', 'x/../y.jpg', 'thumbs//z (1).jpg']) {
        ok(await o.client.storage.from('property-photos').upload(`${o.id}/${propertyId}/${name}`, new Blob([Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)])], { type: 'image/jpeg' })), name);
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
      // A conversation with the team: a message with a photo, and the team's reply.
      const conversation = await o.client.rpc('open_conversation', { p_property_id: propertyId });
      ok(conversation, 'conversation');
      const messagePhoto = `${o.id}/${String(conversation.data)}/${randomUUID()}.jpg`;
      ok(await o.client.storage.from('message-photos').upload(messagePhoto, new Blob([Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 2)])], { type: 'image/jpeg' })), 'message photo');
      ok(await o.client.from('messages').insert({ id: randomUUID(), conversation_id: conversation.data, author: 'owner', body: 'Foto da sala', attachments: [messagePhoto] }), 'message');
      ok(await service.rpc('staff_reply', { p_owner_email: o.email, p_body: 'Recebemos!', p_property_id: propertyId }), 'reply');
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
    // One row in every table, and the notification of the team's reply.
    assert.equal(owned, OWNED_TABLES.length + 1);
    /** Objects whose name starts with the owner's folder, whatever the rest holds (exact names, service role). */
    const countFiles = async (userId: string, bucket = 'property-photos'): Promise<number> => {
      const { data, error } = await service.rpc('storage_object_names', { p_bucket: bucket, p_prefix: `${userId}/` });
      assert.equal(error, null);
      return (data as string[]).length;
    };
    const countMessages = async (userId: string): Promise<number> => {
      const conversations = await rest(backend, 'GET', `conversations?select=id&owner_id=eq.${userId}`, { token: backend.serviceRoleKey });
      const messages = await rest(backend, 'GET', `messages?select=id&owner_id=eq.${userId}`, { token: backend.serviceRoleKey });
      return (conversations.body as unknown[]).length + (messages.body as unknown[]).length;
    };
    const filesOnDisk = (): number => {
      const dir = join(backend.storageDir, 'objects');
      return existsSync(dir) ? readdirSync(dir).filter((f) => !f.startsWith('.')).length : 0;
    };
    assert.equal(await countFiles(owner.id), 7);
    assert.equal(await countFiles(owner.id, 'message-photos'), 1);
    assert.equal(await countMessages(owner.id), 3);
    assert.equal(filesOnDisk(), 16);

    const wrong = await owner.client.functions.invoke('delete-user-account', { body: { password: 'Errada@2026' } });
    assert.equal((await errorBody(wrong.error)).code, 'invalid_password');
    assert.equal((wrong.error as FunctionsHttpError).context.status, 400);
    assert.equal(await countRows(owner.id), owned);
    assert.equal(await countFiles(owner.id), 7, 'a refused request removes no file');

    const missing = await owner.client.functions.invoke('delete-user-account', { body: {} });
    assert.equal((await errorBody(missing.error)).code, 'password_required');

    const anonymous = await client(backend).functions.invoke('delete-user-account', { body: { password: TEST_PASSWORD } });
    assert.equal((await errorBody(anonymous.error)).code, 'not_authenticated');

    const done = await owner.client.functions.invoke('delete-user-account', { body: { password: TEST_PASSWORD } });
    assert.equal(done.error, null);
    assert.deepEqual(done.data, { success: true, message: 'Sua conta foi removida permanentemente.' });
    assert.equal(await countRows(owner.id), 0);
    assert.equal(await countRows(bystander.id), owned);
    assert.equal(await countFiles(owner.id), 0, 'no object is left under the deleted owner\'s folder');
    assert.equal(await countFiles(bystander.id), 7);
    assert.equal(await countFiles(owner.id, 'message-photos'), 0, 'nor under their folder of message photos');
    assert.equal(await countFiles(bystander.id, 'message-photos'), 1);
    assert.equal(await countMessages(owner.id), 0, 'their conversations and messages are gone');
    assert.equal(await countMessages(bystander.id), 3);
    assert.equal(filesOnDisk(), 8, 'and their bytes are gone from disk');
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
  /** A bucket whose objects are listed by exact name under a prefix, as the storage_object_names RPC lists them. */
  function fakeBucket(names: string[]): BucketFiles & { names: Set<string>; removals: number[]; listNames: ListObjectNames } {
    const stored = new Set(names);
    const removals: number[] = [];
    return {
      names: stored,
      removals,
      async listNames(prefix, limit) {
        return [...stored].filter((n) => n.startsWith(prefix)).sort().slice(0, limit);
      },
      async remove(paths) {
        removals.push(paths.length);
        for (const path of paths) stored.delete(path);
        return { data: paths, error: null };
      },
    };
  }

  it('removes every file under the folder by its exact name, at every level and past one page, and nothing else', async () => {
    const mine = Array.from({ length: 130 }, (_, i) => `u1/p1/${String(i).padStart(3, '0')}.jpg`);
    const thumbs = Array.from({ length: 130 }, (_, i) => `u1/p1/thumbs/${String(i).padStart(3, '0')}.jpg`);
    // Names a rebuilt path loses: an empty segment, spaces, accents, dots inside a segment.
    const awkward = ['u1/p1//x.png', 'u1//p1/y.png', 'u1/p1/a b.png', 'u1/p1/ção.png', 'u1/p1/a..b.png', 'u1/p1/x/../y.png'];
    const bucket = fakeBucket([...mine, ...thumbs, ...awkward, 'u1/p2/a.jpg', 'u10/p1/a.jpg', 'u2/p1/a.jpg']);
    assert.equal(await removeFolder(bucket, bucket.listNames, 'u1'), 267);
    assert.deepEqual([...bucket.names].sort(), ['u10/p1/a.jpg', 'u2/p1/a.jpg']);
    assert.ok(bucket.removals.every((n) => n <= 100), 'removed in batches Storage accepts');
  });

  it('stops with the reason when Storage refuses a removal, or when the objects stay', async () => {
    const refusing = fakeBucket(['u1/p1/a.jpg']);
    refusing.remove = async () => ({ data: null, error: { message: 'Bucket not found' } });
    await assert.rejects(removeFolder(refusing, refusing.listNames, 'u1'), /could not remove files under u1: Bucket not found/);
    const stubborn = fakeBucket(['u1/p1/a.jpg']);
    stubborn.remove = async () => ({ data: [], error: null });
    await assert.rejects(removeFolder(stubborn, stubborn.listNames, 'u1'), /still there/);
  });
});
