-- Messages: conversations and messages under row-level security (an owner reads and writes only
-- their own, never as the team), the RPCs, staff_reply (service role only) and the message-photos
-- bucket's policies.
begin;
create extension if not exists pgtap with schema extensions;
select plan(64);

\ir helpers/owners.psql

create table tests.ids (name text primary key, id uuid not null);
grant select, insert on tests.ids to authenticated, service_role;
create function tests.id(p_name text) returns uuid
language sql stable set search_path = '' as $$ select i.id from tests.ids i where i.name = p_name; $$;
grant execute on function tests.id(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Tables, privileges, policies.
select ok((select bool_and(relrowsecurity) from pg_class where oid in ('public.conversations'::regclass, 'public.messages'::regclass)),
  'conversations and messages have row-level security');
select policies_are('public', 'messages', array['owner selects own messages', 'owner sends own messages'],
  'messages: owners select and send, nothing else');
select policies_are('public', 'conversations', array['owner selects own conversations', 'owner opens own conversations'],
  'conversations: owners select and open, nothing else');
select table_privs_are('public', 'messages', 'authenticated', array['SELECT', 'INSERT'],
  'an owner may neither update nor delete messages');
select table_privs_are('public', 'conversations', 'authenticated', array['SELECT', 'INSERT'],
  'nor update or delete conversations');
select table_privs_are('public', 'messages', 'anon', array[]::text[], 'anon has no privilege on messages');
select table_privs_are('public', 'conversations', 'anon', array[]::text[], 'nor on conversations');

-- ---------------------------------------------------------------------------------------------
-- Opening conversations.
call tests.as_owner('ana');
insert into tests.ids select 'ana geral', public.open_conversation();
select is(public.open_conversation(), tests.id('ana geral'), 'the general conversation is opened once and found again');
insert into tests.ids select 'ana casa', public.open_conversation(tests.property_id('Casa Ativa'));
select is(public.open_conversation(tests.property_id('Casa Ativa')), tests.id('ana casa'), 'one conversation per property');
select isnt(tests.id('ana casa'), tests.id('ana geral'), 'apart from the general one');
select throws_ok(format('select public.open_conversation(%L)', tests.property_id('Casa do Bruno')),
  'P0001', 'Propriedade não encontrada.', 'a conversation about another owner''s property is refused');
select throws_ok(format('select public.open_conversation(%L)', gen_random_uuid()),
  'P0001', 'Propriedade não encontrada.', 'with the same answer as a property that does not exist');
select throws_ok('insert into public.conversations (property_id) values (null)',
  '23505', null, 'a second general conversation inserted directly is a duplicate');
select throws_ok(format('insert into public.conversations (property_id) values (%L)', tests.property_id('Casa do Bruno')),
  '42501', 'new row violates row-level security policy for table "conversations"',
  'a direct insert about Bruno''s property is refused by row-level security');
select throws_ok(format('insert into public.conversations (owner_id) values (%L)', tests.user_id('bruno')),
  '42501', 'new row violates row-level security policy for table "conversations"',
  'nor can Ana open one for Bruno');

call tests.as_anon();
select throws_ok('select public.open_conversation()', '42501', 'permission denied for function open_conversation',
  'anon cannot open a conversation');
call tests.as_owner('bruno');
select throws_ok(format('select public.conversation_of(%L, null)', tests.user_id('ana')), '42501',
  'permission denied for function conversation_of', 'nor can an owner make one for someone else through the helper');

-- ---------------------------------------------------------------------------------------------
-- Sending.
call tests.as_owner('ana');
insert into tests.ids values ('ana msg', gen_random_uuid());
select lives_ok(format($$insert into public.messages (id, conversation_id, author, body) values (%L, %L, 'owner', 'A geladeira parou.')$$,
  tests.id('ana msg'), tests.id('ana casa')), 'Ana sends a message in her conversation');
select results_eq(
  format('select owner_id, author, staff_name, read_at from public.messages where id = %L', tests.id('ana msg')),
  format($$values (%L::uuid, 'owner'::text, null::text, null::timestamptz)$$, tests.user_id('ana')),
  'as herself, the owner, unread');
select throws_ok(format($$insert into public.messages (id, conversation_id, author, body) values (%L, %L, 'owner', 'A geladeira parou.')$$,
  tests.id('ana msg'), tests.id('ana casa')), '23505', null, 'the same id again is a duplicate, not a second row');
select is((select count(*)::int from public.messages), 1, 'one row');
select throws_ok(format($$insert into public.messages (conversation_id, author, staff_name, body) values (%L, 'team', 'Equipe', 'Resolvido.')$$,
  tests.id('ana casa')), '42501', 'new row violates row-level security policy for table "messages"',
  'Ana cannot write as the team');
select throws_ok(format($$insert into public.messages (conversation_id, author, staff_name, body) values (%L, 'owner', 'Equipe', 'Oi')$$,
  tests.id('ana casa')), '42501', 'new row violates row-level security policy for table "messages"',
  'nor sign with a staff name');
select throws_ok(format($$insert into public.messages (conversation_id, author, body, read_at) values (%L, 'owner', 'Oi', now())$$,
  tests.id('ana casa')), '42501', 'new row violates row-level security policy for table "messages"',
  'nor send a message already read');
select throws_ok(format($$insert into public.messages (conversation_id, author, body, created_at) values (%L, 'owner', 'Oi', now() + interval '1 day')$$,
  tests.id('ana casa')), '42501', 'new row violates row-level security policy for table "messages"',
  'nor date it in the future');
select throws_ok(format($$insert into public.messages (conversation_id, author, body) values (%L, 'owner', %L)$$,
  tests.id('ana casa'), repeat('a', 1001)), 'P0001', 'A mensagem pode ter no máximo 1000 caracteres.',
  '1001 characters are refused');
select lives_ok(format($$insert into public.messages (conversation_id, author, body) values (%L, 'owner', %L)$$,
  tests.id('ana casa'), repeat('á', 1000)), '1000 characters are not');
select throws_ok(format($$insert into public.messages (conversation_id, author, body) values (%L, 'owner', '   ')$$,
  tests.id('ana casa')), 'P0001', 'Escreva uma mensagem ou anexe uma foto.', 'an empty message without photos is refused');
select lives_ok(format($$insert into public.messages (conversation_id, author, body, attachments) values (%L, 'owner', '', array[%L])$$,
  tests.id('ana casa'), tests.user_id('ana') || '/' || tests.id('ana casa') || '/foto-1.jpg'),
  'a message of photos only is sent');
select throws_ok(format($$insert into public.messages (conversation_id, author, body, attachments) values (%L, 'owner', 'Fotos', %L::text[])$$,
  tests.id('ana casa'), (select array_agg(tests.user_id('ana') || '/' || tests.id('ana casa') || '/f' || n || '.jpg') from generate_series(1, 6) n)),
  'P0001', 'Envie no máximo 5 fotos por mensagem.', 'six photos are refused');
select throws_ok(format($$insert into public.messages (conversation_id, author, body, attachments) values (%L, 'owner', 'Foto', array[%L])$$,
  tests.id('ana casa'), tests.user_id('ana') || '/' || tests.id('ana geral') || '/foto.jpg'),
  'P0001', 'As fotos da mensagem devem estar na pasta desta conversa.', 'a photo of another conversation''s folder is refused');
select throws_ok(format($$insert into public.messages (conversation_id, author, body, attachments) values (%L, 'owner', 'Foto', array[%L])$$,
  tests.id('ana casa'), tests.user_id('ana') || '/' || tests.id('ana casa') || '/../../' || tests.user_id('bruno') || '/x.jpg'),
  'P0001', 'As fotos da mensagem devem estar na pasta desta conversa.', 'and so is a path climbing out of it');
select throws_ok('update public.messages set body = ''outro''', '42501', 'permission denied for table messages',
  'Ana cannot edit a message');
select throws_ok('delete from public.messages', '42501', 'permission denied for table messages', 'nor delete one');

-- Bruno: nothing of Ana's.
call tests.as_owner('bruno');
select is((select count(*)::int from public.messages), 0, 'Bruno sees none of Ana''s messages');
select is((select count(*)::int from public.conversations), 0, 'nor her conversations');
select is((select count(*)::int from public.get_conversations()), 0, 'get_conversations lists none of them');
select throws_ok(format($$insert into public.messages (conversation_id, author, body) values (%L, 'owner', 'Intruso')$$,
  tests.id('ana casa')), '42501', 'new row violates row-level security policy for table "messages"',
  'Bruno cannot write in Ana''s conversation');
select throws_ok(format($$insert into public.messages (conversation_id, owner_id, author, body) values (%L, %L, 'owner', 'Intruso')$$,
  tests.id('ana casa'), tests.user_id('ana')), '42501', 'new row violates row-level security policy for table "messages"',
  'not even as Ana');
select throws_ok(format('select public.mark_conversation_read(%L)', tests.id('ana casa')), 'P0001', 'Conversa não encontrada.',
  'nor mark it read');

-- ---------------------------------------------------------------------------------------------
-- The team answers.
call tests.as_owner('ana');
select throws_ok($$select public.staff_reply('ana.pgtap@teste.com.br', 'Oi')$$, '42501', 'permission denied for function staff_reply',
  'an owner cannot call staff_reply');
call tests.as_anon();
select throws_ok($$select public.staff_reply('ana.pgtap@teste.com.br', 'Oi')$$, '42501', 'permission denied for function staff_reply',
  'nor anon');

-- Ana wrote a minute ago (one transaction would give every row the same time).
call tests.as_postgres();
update public.messages set created_at = now() - interval '1 minute';
update public.conversations set created_at = now() - interval '2 minutes';
call tests.as_service_role();
insert into tests.ids select 'reply', public.staff_reply(' ANA.pgtap@teste.com.br ', 'Já mandamos um técnico. ' || repeat('x', 200),
  tests.property_id('Casa Ativa'), 'Marina');
select results_eq(
  format('select conversation_id, owner_id, author, staff_name, read_at from public.messages where id = %L', tests.id('reply')),
  format($$values (%L::uuid, %L::uuid, 'team'::text, 'Marina'::text, null::timestamptz)$$, tests.id('ana casa'), tests.user_id('ana')),
  'staff_reply writes a team message, signed, in the property''s conversation');
select is((select count(*)::int from public.messages where conversation_id = tests.id('ana casa') and author = 'owner' and read_at is null), 0,
  'Ana''s messages there are read');
select results_eq(
  format($$select type, title, message, action from public.notifications where user_id = %L and type = 'message'$$, tests.user_id('ana')),
  format($$values ('message'::text, 'Nova mensagem da equipe'::text, %L::text, %L::jsonb)$$,
    left('Já mandamos um técnico. ' || repeat('x', 200), 140),
    json_build_object('label', 'Ver conversa', 'route', '/mensagens/' || tests.id('ana casa'))),
  'and Ana is notified with the first 140 characters and a link to the conversation');
select isnt(public.staff_reply('bruno.pgtap@teste.com.br', 'Bem-vindo!'), null, 'a reply to Bruno opens his general conversation');
select is((select count(*)::int from public.conversations where owner_id = tests.user_id('bruno') and property_id is null), 1,
  'which now exists');
select is((select staff_name from public.messages where owner_id = tests.user_id('bruno')), 'Equipe', 'signed ''Equipe'' by default');
select throws_ok($$select public.staff_reply('ninguem@teste.com.br', 'Oi')$$, 'P0001', 'Nenhum proprietário com este e-mail.',
  'an unknown e-mail is refused');
select throws_ok(format($$select public.staff_reply('bruno.pgtap@teste.com.br', 'Oi', %L)$$, tests.property_id('Casa Ativa')),
  'P0001', 'Esta propriedade não é deste proprietário.', 'a property of another owner is refused');
select throws_ok($$select public.staff_reply('bruno.pgtap@teste.com.br', '')$$, 'P0001', 'Escreva uma mensagem ou anexe uma foto.',
  'an empty reply is refused');

-- ---------------------------------------------------------------------------------------------
-- Reading.
call tests.as_owner('ana');
select is(public.get_unread_message_count(), 1, 'Ana has one unread message from the team');
select results_eq(
  $$select property_name, last_message_author, last_message_has_photos, unread_count from public.get_conversations()$$,
  $$values ('Casa Ativa'::text, 'team'::text, false, 1), (null, null, false, 0)$$,
  'her conversations: the property''s, with the reply, first; the general one, empty, after');
select lives_ok(format('select public.mark_conversation_read(%L)', tests.id('ana casa')), 'Ana reads the conversation');
select is(public.get_unread_message_count(), 0, 'nothing unread');
select isnt((select read_at from public.messages where id = tests.id('reply')), null, 'the reply is marked read');
call tests.as_owner('bruno');
select is(public.get_unread_message_count(), 1, 'Bruno''s own unread message is his alone');

-- ---------------------------------------------------------------------------------------------
-- The bucket and its policies.
call tests.as_postgres();
select results_eq(
  $$select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'message-photos'$$,
  $$values (false, 10485760::bigint, array['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'])$$,
  'message-photos is private, 10 MB a file, images only');

call tests.as_owner('ana');
select lives_ok(format($$insert into storage.objects (bucket_id, name) values ('message-photos', %L)$$,
  tests.user_id('ana') || '/' || tests.id('ana casa') || '/foto-1.jpg'), 'Ana uploads into her conversation''s folder');
select throws_ok(format($$insert into storage.objects (bucket_id, name) values ('message-photos', %L)$$,
  tests.user_id('ana') || '/avulsa.jpg'), '42501', 'new row violates row-level security policy for table "objects"',
  'not outside a conversation folder');
select throws_ok(format($$insert into storage.objects (bucket_id, name) values ('message-photos', %L)$$,
  tests.user_id('bruno') || '/' || tests.id('ana casa') || '/x.jpg'), '42501', 'new row violates row-level security policy for table "objects"',
  'nor into Bruno''s folder');
select is((select count(*)::int from storage.objects where bucket_id = 'message-photos'), 1, 'she reads her photo');
select is_empty($$update storage.objects set name = name || '.2' where bucket_id = 'message-photos' returning 1$$,
  'and cannot rename it');
call tests.as_owner('bruno');
select is((select count(*)::int from storage.objects where bucket_id = 'message-photos'), 0, 'Bruno reads none of her photos');

select * from finish();
rollback;
