// Messages through supabase-js, as the screens and the staff use them: opening conversations,
// sending with the client's id, reading a thread in pages, the RPCs, staff_reply and the
// message-photos bucket, with the status and body PostgREST and Storage give for each refusal.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { StorageApiError } from '@supabase/supabase-js';
import { activeProperty, client, createOwner, serviceClient, startTestBackend, type TestBackend, type TestUser } from './helpers.ts';

const BUCKET = 'message-photos';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

interface Row {
  id: string;
  conversation_id: string;
  owner_id: string;
  author: string;
  staff_name: string | null;
  body: string;
  attachments: string[];
  read_at: string | null;
}

describe('messages', () => {
  let backend: TestBackend;
  let ana: TestUser;
  let bruno: TestUser;
  let anaProperty: string;
  let brunoProperty: string;
  let anaGeneral: string;
  let anaHouse: string;

  const send = (user: TestUser, conversation: string, extra: Record<string, unknown> = {}) =>
    user.client.from('messages').insert({ id: randomUUID(), conversation_id: conversation, author: 'owner', body: 'Olá, equipe!', ...extra });

  before(async () => {
    backend = await startTestBackend();
    ana = await createOwner(backend, 'ana');
    bruno = await createOwner(backend, 'bruno');
    anaProperty = await activeProperty(backend, ana, { property_name: 'Casa da Praia' });
    brunoProperty = await activeProperty(backend, bruno, { property_name: 'Casa do Bruno' });
  });
  after(() => backend.dispose());

  it('opens the general conversation and one per property, once each', async () => {
    const general = await ana.client.rpc('open_conversation');
    assert.equal(general.error, null);
    anaGeneral = general.data as string;
    assert.equal((await ana.client.rpc('open_conversation', { p_property_id: null })).data, anaGeneral);
    const house = await ana.client.rpc('open_conversation', { p_property_id: anaProperty });
    anaHouse = house.data as string;
    assert.notEqual(anaHouse, anaGeneral);
    assert.equal((await ana.client.rpc('open_conversation', { p_property_id: anaProperty })).data, anaHouse);

    const theirs = await ana.client.rpc('open_conversation', { p_property_id: brunoProperty });
    assert.equal(theirs.status, 400);
    assert.deepEqual({ code: theirs.error?.code, message: theirs.error?.message }, { code: 'P0001', message: 'Propriedade não encontrada.' });
    const none = await ana.client.rpc('open_conversation', { p_property_id: randomUUID() });
    assert.deepEqual({ status: none.status, message: none.error?.message }, { status: 400, message: 'Propriedade não encontrada.' });

    const again = await ana.client.from('conversations').insert({ property_id: null });
    assert.equal(again.status, 409);
    const direct = await ana.client.from('conversations').insert({ property_id: brunoProperty });
    assert.equal(direct.status, 403);
    assert.equal(direct.error?.code, '42501');

    const anon = await client(backend).rpc('open_conversation');
    assert.equal(anon.status, 401);
  });

  it('sends with the client\'s id: a resend is a duplicate (409), never a second row', async () => {
    const id = randomUUID();
    const first = await send(ana, anaHouse, { id, body: 'A geladeira parou de funcionar.' });
    assert.equal(first.error, null);
    assert.equal(first.status, 201);
    const resend = await send(ana, anaHouse, { id, body: 'A geladeira parou de funcionar.' });
    assert.equal(resend.status, 409);
    assert.equal(resend.error?.code, '23505');
    const rows = await ana.client.from('messages').select('*').eq('id', id);
    assert.equal(rows.data?.length, 1);
    const row = rows.data?.[0] as Row;
    assert.deepEqual(
      { owner_id: row.owner_id, author: row.author, staff_name: row.staff_name, read_at: row.read_at },
      { owner_id: ana.id, author: 'owner', staff_name: null, read_at: null },
    );
  });

  it('refuses what a message may not hold with the words the screen shows (400)', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['1001 characters', { body: 'a'.repeat(1001) }, 'A mensagem pode ter no máximo 1000 caracteres.'],
      ['an empty message without photos', { body: '  ' }, 'Escreva uma mensagem ou anexe uma foto.'],
      [
        'six photos',
        { body: 'Fotos', attachments: Array.from({ length: 6 }, (_, i) => `${ana.id}/${anaHouse}/f${i}.jpg`) },
        'Envie no máximo 5 fotos por mensagem.',
      ],
      ['a photo of another conversation', { body: 'Foto', attachments: [`${ana.id}/${anaGeneral}/f.jpg`] }, 'As fotos da mensagem devem estar na pasta desta conversa.'],
      ['a photo of another owner', { body: 'Foto', attachments: [`${bruno.id}/${anaHouse}/f.jpg`] }, 'As fotos da mensagem devem estar na pasta desta conversa.'],
    ];
    for (const [what, extra, message] of cases) {
      const refused = await send(ana, anaHouse, extra);
      assert.deepEqual({ status: refused.status, code: refused.error?.code, message: refused.error?.message }, { status: 400, code: 'P0001', message }, what);
    }
    assert.equal((await send(ana, anaHouse, { body: 'á'.repeat(1000) })).error, null, '1000 characters are sent');
    const photos = Array.from({ length: 5 }, (_, i) => `${ana.id}/${anaHouse}/${randomUUID()}-${i}.jpg`);
    assert.equal((await send(ana, anaHouse, { body: '', attachments: photos })).error, null, 'five photos without text are sent');
  });

  it('never lets an owner write as the team, read another owner\'s rows or change what was sent', async () => {
    const refusals: [string, TestUser, string, Record<string, unknown>][] = [
      ['as the team', ana, anaHouse, { author: 'team', staff_name: 'Equipe' }],
      ['with a staff name', ana, anaHouse, { staff_name: 'Equipe' }],
      ['already read', ana, anaHouse, { read_at: new Date().toISOString() }],
      ['dated in the future', ana, anaHouse, { created_at: new Date(Date.now() + 86_400_000).toISOString() }],
      ['in another owner\'s conversation', bruno, anaHouse, {}],
      ['in another owner\'s name', bruno, anaHouse, { owner_id: ana.id }],
      ['in a conversation that does not exist', bruno, randomUUID(), {}],
    ];
    for (const [what, user, conversation, extra] of refusals) {
      const refused = await send(user, conversation, extra);
      assert.deepEqual({ status: refused.status, code: refused.error?.code }, { status: 403, code: '42501' }, what);
    }

    assert.deepEqual((await bruno.client.from('messages').select('id')).data, []);
    assert.deepEqual((await bruno.client.from('conversations').select('id')).data, []);
    assert.deepEqual((await bruno.client.rpc('get_conversations')).data, []);
    assert.equal((await bruno.client.rpc('get_unread_message_count')).data, 0);
    const foreignRead = await bruno.client.rpc('mark_conversation_read', { p_conversation_id: anaHouse });
    assert.deepEqual({ status: foreignRead.status, message: foreignRead.error?.message }, { status: 400, message: 'Conversa não encontrada.' });

    const edit = await ana.client.from('messages').update({ body: 'outro texto' }).eq('conversation_id', anaHouse);
    assert.equal(edit.status, 403);
    const removal = await ana.client.from('messages').delete().eq('conversation_id', anaHouse);
    assert.equal(removal.status, 403);
    const count = await ana.client.from('messages').select('id', { count: 'exact', head: true }).eq('conversation_id', anaHouse);
    assert.equal(count.count, 3);
  });

  it('lets only the service role reply; a reply signs, reads the owner\'s messages and notifies', async () => {
    for (const caller of [ana.client, client(backend)]) {
      const refused = await caller.rpc('staff_reply', { p_owner_email: ana.email, p_body: 'Oi' });
      assert.ok([401, 403].includes(refused.status), `refused with ${refused.status}`);
      assert.equal(refused.error?.code, '42501');
    }
    const service = serviceClient(backend);
    const body = `Olá! Um técnico passa aí amanhã às 9h. ${'Detalhes. '.repeat(20)}`;
    const reply = await service.rpc('staff_reply', { p_owner_email: ana.email.toUpperCase(), p_body: body, p_property_id: anaProperty, p_staff_name: 'Marina' });
    assert.equal(reply.error, null);
    const replyId = reply.data as string;

    const thread = await ana.client.from('messages').select('*').eq('conversation_id', anaHouse).order('created_at', { ascending: false }).limit(2);
    const [newest, previous] = thread.data as Row[];
    assert.deepEqual(
      { id: newest?.id, author: newest?.author, staff_name: newest?.staff_name, read_at: newest?.read_at },
      { id: replyId, author: 'team', staff_name: 'Marina', read_at: null },
    );
    assert.notEqual(previous?.read_at, null, 'the owner\'s messages there are read by the team');

    const notifications = await ana.client.from('notifications').select('type, title, message, action').eq('type', 'message');
    assert.deepEqual(notifications.data, [
      { type: 'message', title: 'Nova mensagem da equipe', message: body.slice(0, 140), action: { label: 'Ver conversa', route: `/mensagens/${anaHouse}` } },
    ]);

    assert.equal((await ana.client.rpc('get_unread_message_count')).data, 1);
    const list = await ana.client.rpc('get_conversations');
    assert.deepEqual(
      (list.data as Record<string, unknown>[]).map((c) => ({ id: c.id, name: c.property_name, author: c.last_message_author, unread: c.unread_count })),
      [
        { id: anaHouse, name: 'Casa da Praia', author: 'team', unread: 1 },
        { id: anaGeneral, name: null, author: null, unread: 0 },
      ],
    );
    assert.equal((await ana.client.rpc('mark_conversation_read', { p_conversation_id: anaHouse })).error, null);
    assert.equal((await ana.client.rpc('get_unread_message_count')).data, 0);

    const unknown = await service.rpc('staff_reply', { p_owner_email: 'ninguem@teste.com.br', p_body: 'Oi' });
    assert.deepEqual({ status: unknown.status, message: unknown.error?.message }, { status: 400, message: 'Nenhum proprietário com este e-mail.' });
    const wrongProperty = await service.rpc('staff_reply', { p_owner_email: ana.email, p_body: 'Oi', p_property_id: brunoProperty });
    assert.deepEqual({ status: wrongProperty.status, message: wrongProperty.error?.message }, { status: 400, message: 'Esta propriedade não é deste proprietário.' });
    const tooLong = await service.rpc('staff_reply', { p_owner_email: ana.email, p_body: 'b'.repeat(1001) });
    assert.deepEqual({ status: tooLong.status, message: tooLong.error?.message }, { status: 400, message: 'A mensagem pode ter no máximo 1000 caracteres.' });
  });

  it('reads a thread newest first in pages', async () => {
    const page1 = await ana.client.from('messages').select('id, created_at').eq('conversation_id', anaHouse).order('created_at', { ascending: false }).limit(2);
    const oldest = (page1.data as { created_at: string }[])[1]?.created_at as string;
    const page2 = await ana.client.from('messages').select('id, created_at').eq('conversation_id', anaHouse).order('created_at', { ascending: false }).lt('created_at', oldest).limit(2);
    assert.equal(page1.data?.length, 2);
    assert.ok((page2.data?.length ?? 0) >= 1);
    for (const row of page2.data as { created_at: string }[]) assert.ok(row.created_at < oldest);
  });

  it('keeps message photos in the owner\'s conversation folders, images only, never replaced or removed', async () => {
    const path = `${ana.id}/${anaHouse}/${randomUUID()}.jpg`;
    const storage = ana.client.storage.from(BUCKET);
    const uploaded = await storage.upload(path, new Blob([JPEG], { type: 'image/jpeg' }));
    assert.equal(uploaded.error, null);
    assert.equal((await storage.download(path)).error, null);

    const refusedPaths = [
      `${ana.id}/foto.jpg`,
      `${ana.id}/${randomUUID()}/foto.jpg`,
      `${bruno.id}/${anaHouse}/foto.jpg`,
      `${ana.id}/nao-e-uuid/foto.jpg`,
    ];
    for (const refusedPath of refusedPaths) {
      const refused = await storage.upload(refusedPath, new Blob([JPEG], { type: 'image/jpeg' }));
      assert.ok(refused.error instanceof StorageApiError, refusedPath);
      assert.deepEqual({ statusCode: refused.error.statusCode, message: refused.error.message }, { statusCode: '403', message: 'new row violates row-level security policy' }, refusedPath);
    }
    const notImage = await storage.upload(`${ana.id}/${anaHouse}/texto.txt`, new Blob(['oi'], { type: 'text/plain' }));
    assert.ok(notImage.error instanceof StorageApiError);
    assert.equal(notImage.error.statusCode, '415');

    const replaced = await storage.upload(path, new Blob([JPEG], { type: 'image/jpeg' }), { upsert: true });
    assert.ok(replaced.error instanceof StorageApiError, 'a sent photo is not replaced');
    const removed = await storage.remove([path]);
    assert.deepEqual(removed.data, [], 'nor removed');
    assert.equal((await storage.download(path)).error, null);

    const foreign = await bruno.client.storage.from(BUCKET).download(path);
    assert.ok(foreign.error instanceof StorageApiError, 'Bruno cannot read Ana\'s photo');
    assert.deepEqual((await bruno.client.storage.from(BUCKET).list(`${ana.id}/${anaHouse}`)).data, []);
  });
});
