-- Messages: an owner's conversations with the provider's team, one general ('Geral', property_id
-- null) and at most one per property, and their messages.
--
--   conversations   the owner reads and opens their own (own property or the general one); never
--                   updates or deletes them; last_message_at is kept by the database
--   messages        the owner reads their own and sends as 'owner' in their own conversations; the id
--                   is the client's, so a resend of the same message is a duplicate (23505, 409),
--                   never a second row; no update or delete privilege: the owner marks the team's
--                   messages read through mark_conversation_read, the team writes through staff_reply
--                   (service role), which also marks the owner's messages of that conversation read
--   message-photos  a private bucket, images only, photo_max_bytes a file (like property-photos, 0013);
--                   an owner reads and uploads only under
--                   {owner_id}/{conversation_id}/ of their own conversations; what was sent stays
--                   (no update or delete); the delete-user-account function removes the folder
--
-- A message holds at most 1000 characters (the spec's text limit) and message_max_photos photos (a row
-- of public.business_limits, 0013, added below: 5), and is empty only when it carries photos; refusals
-- are P0001 with the words the screens show.

insert into public.business_limits (key, value, description) values
  ('message_max_photos', 5, 'Fotos de uma mensagem');

-- ---------------------------------------------------------------------------------------------
create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  property_id uuid references public.properties (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_message_at timestamptz
);
-- One general conversation per owner and one per (owner, property).
create unique index conversations_one_general on public.conversations (owner_id) where property_id is null;
create unique index conversations_one_per_property on public.conversations (owner_id, property_id) where property_id is not null;
create index conversations_property_idx on public.conversations (property_id);

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  author text not null check (author in ('owner', 'team')),
  staff_name text check (staff_name is null or char_length(btrim(staff_name)) between 1 and 100),
  body text not null check (char_length(body) <= 1000),
  -- How many photos: prepare_message checks public.business_limit('message_max_photos') (a check
  -- constraint cannot follow a row).
  attachments text[] not null default '{}',
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint messages_staff_name_is_team check ((author = 'team') = (staff_name is not null)),
  constraint messages_body_or_photos check (btrim(body) <> '' or cardinality(attachments) > 0)
);
create index messages_conversation_created_idx on public.messages (conversation_id, created_at desc);
create index messages_owner_unread_idx on public.messages (owner_id) where author = 'team' and read_at is null;

alter table public.conversations enable row level security;
alter table public.messages enable row level security;
revoke all on table public.conversations, public.messages from anon, authenticated;
grant all on table public.conversations, public.messages to service_role;
grant select, insert on table public.conversations, public.messages to authenticated;

create policy "owner selects own conversations" on public.conversations
  for select to authenticated using (owner_id = (select auth.uid()));
create policy "owner opens own conversations" on public.conversations
  for insert to authenticated
  with check (owner_id = (select auth.uid()) and (property_id is null or public.owns_property(property_id)));

create policy "owner selects own messages" on public.messages
  for select to authenticated using (owner_id = (select auth.uid()));
create policy "owner sends own messages" on public.messages
  for insert to authenticated
  with check (
    owner_id = (select auth.uid())
    and author = 'owner' and staff_name is null and read_at is null and created_at <= now()
    and exists (
      select 1 from public.conversations c where c.id = conversation_id and c.owner_id = (select auth.uid())));

-- ---------------------------------------------------------------------------------------------
-- A conversation's property is its owner's; last_message_at is the database's to keep.
create or replace function public.prepare_conversation() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.last_message_at := null;
  -- Another owner's row or property: row-level security refuses it with its one answer.
  if auth.uid() is not null and (new.owner_id is distinct from auth.uid()
      or (new.property_id is not null and not public.owns_property(new.property_id))) then
    return new;
  end if;
  if new.property_id is not null and not exists (
    select 1 from public.properties p where p.id = new.property_id and p.user_id = new.owner_id
  ) then
    raise exception using errcode = 'P0001', message = 'Propriedade não encontrada.';
  end if;
  return new;
end;
$$;

create trigger prepare_conversation before insert on public.conversations
  for each row execute function public.prepare_conversation();

-- What a message may hold, for the owner and the team alike; whose it is follows its conversation.
create or replace function public.prepare_message() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_owner uuid;
  v_prefix text;
  v_path text;
  v_max_photos integer := public.business_limit('message_max_photos');
begin
  select c.owner_id into v_owner from public.conversations c where c.id = new.conversation_id;
  -- Another owner's conversation (or one that does not exist): row-level security answers an owner
  -- with its one refusal, whatever that owner has.
  if auth.uid() is not null and (new.owner_id is distinct from auth.uid() or v_owner is distinct from auth.uid()) then
    return new;
  end if;
  if v_owner is null then
    raise exception using errcode = 'P0001', message = 'Conversa não encontrada.';
  end if;
  if new.owner_id is null then
    new.owner_id := v_owner;
  elsif new.owner_id <> v_owner then
    raise exception using errcode = 'P0001', message = 'A mensagem deve ser do dono da conversa.';
  end if;

  new.body := coalesce(new.body, '');
  new.attachments := coalesce(new.attachments, '{}');
  if char_length(new.body) > 1000 then
    raise exception using errcode = 'P0001', message = 'A mensagem pode ter no máximo 1000 caracteres.';
  end if;
  if cardinality(new.attachments) > v_max_photos then
    raise exception using errcode = 'P0001', message = format('Envie no máximo %s fotos por mensagem.', v_max_photos);
  end if;
  if btrim(new.body) = '' and cardinality(new.attachments) = 0 then
    raise exception using errcode = 'P0001', message = 'Escreva uma mensagem ou anexe uma foto.';
  end if;
  v_prefix := new.owner_id::text || '/' || new.conversation_id::text || '/';
  foreach v_path in array new.attachments loop
    if v_path is null or left(v_path, length(v_prefix)) <> v_prefix
       or substr(v_path, length(v_prefix) + 1) !~ '^[^/]+(/[^/]+)*$'
       or ('/' || v_path || '/') ~ '/\.{1,2}/' then
      raise exception using errcode = 'P0001', message = 'As fotos da mensagem devem estar na pasta desta conversa.';
    end if;
  end loop;
  return new;
end;
$$;

create trigger prepare_message before insert or update of conversation_id, owner_id, body, attachments
  on public.messages for each row execute function public.prepare_message();

create or replace function public.touch_conversation() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.conversations c
  set last_message_at = greatest(coalesce(c.last_message_at, new.created_at), new.created_at)
  where c.id = new.conversation_id;
  return null;
end;
$$;

create trigger touch_conversation after insert on public.messages
  for each row execute function public.touch_conversation();

-- ---------------------------------------------------------------------------------------------
-- The owner's conversations, newest activity first, with the last message and the team's unread.
create or replace function public.get_conversations()
returns table (
  id uuid, property_id uuid, property_name text, last_message_body text, last_message_author text,
  last_message_has_photos boolean, last_message_at timestamptz, unread_count integer)
language sql stable security definer set search_path = '' as $$
  select c.id, c.property_id,
    case when p.id is null then null else public.property_label(p) end,
    m.body, m.author, coalesce(cardinality(m.attachments) > 0, false), c.last_message_at,
    (select count(*)::integer from public.messages u
     where u.conversation_id = c.id and u.author = 'team' and u.read_at is null)
  from public.conversations c
  left join public.properties p on p.id = c.property_id
  left join lateral (
    select l.body, l.author, l.attachments from public.messages l
    where l.conversation_id = c.id order by l.created_at desc, l.id desc limit 1) m on true
  where c.owner_id = (select auth.uid())
  order by coalesce(c.last_message_at, c.created_at) desc, c.id;
$$;

-- An owner's conversation about a property (or the general one, null), made on first use; callers
-- have checked that the property is the owner's. Two at once get the same one.
create or replace function public.conversation_of(p_owner uuid, p_property_id uuid)
returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_id uuid;
begin
  if p_property_id is null then
    insert into public.conversations (owner_id) values (p_owner)
    on conflict (owner_id) where property_id is null do nothing;
    select c.id into v_id from public.conversations c where c.owner_id = p_owner and c.property_id is null;
  else
    insert into public.conversations (owner_id, property_id) values (p_owner, p_property_id)
    on conflict (owner_id, property_id) where property_id is not null do nothing;
    select c.id into v_id from public.conversations c where c.owner_id = p_owner and c.property_id = p_property_id;
  end if;
  return v_id;
end;
$$;

-- The owner's conversation about a property (or the general one, null), made on first use.
create or replace function public.open_conversation(p_property_id uuid default null)
returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := (select auth.uid());
begin
  if v_user is null then
    raise exception using errcode = '42501', message = 'Entre na sua conta para conversar com a equipe.';
  end if;
  if p_property_id is not null and not public.owns_property(p_property_id) then
    raise exception using errcode = 'P0001', message = 'Propriedade não encontrada.';
  end if;
  return public.conversation_of(v_user, p_property_id);
end;
$$;

-- The owner has read the team's messages of one of their conversations.
create or replace function public.mark_conversation_read(p_conversation_id uuid)
returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (
    select 1 from public.conversations c where c.id = p_conversation_id and c.owner_id = (select auth.uid())
  ) then
    raise exception using errcode = 'P0001', message = 'Conversa não encontrada.';
  end if;
  update public.messages m set read_at = now()
  where m.conversation_id = p_conversation_id and m.author = 'team' and m.read_at is null;
end;
$$;

-- The team's messages the owner has not read yet, in all their conversations (the tab's badge).
create or replace function public.get_unread_message_count()
returns integer
language sql stable security invoker set search_path = '' as $$
  select count(*)::integer from public.messages m
  where m.owner_id = (select auth.uid()) and m.author = 'team' and m.read_at is null;
$$;

-- ---------------------------------------------------------------------------------------------
-- The team answers an owner, found by the login e-mail, in the conversation about a property (or
-- the general one): the owner's messages there are read from then on, and the owner is notified.
alter table public.notifications drop constraint notifications_type_check;
alter table public.notifications add constraint notifications_type_check
  check (type in ('status_change', 'reminder', 'completion', 'error', 'photography', 'message'));

create or replace function public.staff_reply(
  p_owner_email text, p_body text, p_property_id uuid default null, p_staff_name text default 'Equipe'
) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid;
  v_conversation uuid;
  v_name text := coalesce(nullif(btrim(p_staff_name), ''), 'Equipe');
  v_id uuid;
begin
  select u.id into v_user from auth.users u where lower(u.email) = lower(btrim(p_owner_email));
  if v_user is null then
    raise exception using errcode = 'P0001', message = 'Nenhum proprietário com este e-mail.';
  end if;
  if char_length(v_name) > 100 then
    raise exception using errcode = 'P0001', message = 'O nome de quem responde pode ter no máximo 100 caracteres.';
  end if;
  if p_property_id is not null and not exists (
    select 1 from public.properties p where p.id = p_property_id and p.user_id = v_user
  ) then
    raise exception using errcode = 'P0001', message = 'Esta propriedade não é deste proprietário.';
  end if;

  v_conversation := public.conversation_of(v_user, p_property_id);

  insert into public.messages (conversation_id, owner_id, author, staff_name, body)
  values (v_conversation, v_user, 'team', v_name, coalesce(p_body, ''))
  returning id into v_id;
  update public.messages m set read_at = now()
  where m.conversation_id = v_conversation and m.author = 'owner' and m.read_at is null;
  perform public.notify_owner(v_user, 'message', 'Nova mensagem da equipe', left(p_body, 140),
    'Ver conversa', '/mensagens/' || v_conversation);
  return v_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The bucket: private, the same file size (photo_max_bytes) and images as property photos.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('message-photos', 'message-photos', false, public.business_limit('photo_max_bytes'),
  array['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'])
on conflict (id) do update
  set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- A change of photo_max_bytes reaches both photo buckets (0013's trigger function, now for both).
create or replace function public.apply_business_limits() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.key = 'photo_max_bytes' then
    update storage.buckets set file_size_limit = new.value where id in ('property-photos', 'message-photos');
  elsif new.key = 'block_days_per_month' then
    update public.calendar_usage set monthly_limit = new.value where monthly_limit <> new.value;
  elsif new.key = 'block_days_per_year' then
    update public.calendar_usage set yearly_limit = new.value where yearly_limit <> new.value;
  end if;
  return null;
end;
$$;
revoke all on function public.apply_business_limits() from public, anon, authenticated;

-- Whether a folder name is the id of one of the caller's conversations (a name that is no uuid is
-- none, and must not make the policy fail with a cast error).
create or replace function public.owns_conversation_folder(p_folder text) returns boolean
language sql stable security definer set search_path = '' as $$
  select p_folder ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and exists (
      select 1 from public.conversations c where c.id = p_folder::uuid and c.owner_id = auth.uid());
$$;

create policy "owner reads own message photos" on storage.objects
  for select to authenticated
  using (bucket_id = 'message-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and public.owns_conversation_folder((storage.foldername(name))[2]));

create policy "owner uploads own message photos" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'message-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and public.owns_conversation_folder((storage.foldername(name))[2]));

-- ---------------------------------------------------------------------------------------------
-- Live updates on a hosted project: Supabase Realtime sends the owner's rows (authorised by the
-- policies above) from this publication, where the project has it.
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
     and not exists (
       select 1 from pg_publication_tables
       where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'messages') then
    alter publication supabase_realtime add table public.messages;
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
revoke all on function public.prepare_conversation(), public.prepare_message(), public.touch_conversation(),
  public.conversation_of(uuid, uuid) from public, anon, authenticated;
revoke all on function public.get_conversations(), public.open_conversation(uuid),
  public.mark_conversation_read(uuid), public.get_unread_message_count(), public.owns_conversation_folder(text)
  from public, anon;
grant execute on function public.get_conversations(), public.open_conversation(uuid),
  public.mark_conversation_read(uuid), public.get_unread_message_count(), public.owns_conversation_folder(text)
  to authenticated, service_role;
revoke all on function public.staff_reply(text, text, uuid, text) from public, anon, authenticated;
grant execute on function public.staff_reply(text, text, uuid, text) to service_role;
