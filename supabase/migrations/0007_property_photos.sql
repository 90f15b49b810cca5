-- Property photos: the files in the private Storage bucket property-photos, and a row per photo in
-- property_photos recording which is the main photo and the gallery's order.
--
-- Object names: {user_id}/{property_id}/{photo_id}.{ext} for the photo and
-- {user_id}/{property_id}/thumbs/{photo_id}.{ext} for its thumbnail, photo_id being the row's id.
-- An owner reads and writes objects only under their own user id and one of their own properties;
-- anon nothing. Storage objects do not follow rows: the client removes a photo's files before its
-- row or its draft, and the delete-user-account function removes the owner's whole folder.

-- ---------------------------------------------------------------------------------------------
-- The bucket: private (no public URLs), 10 MB per file, images only (HEIC/HEIF as phones take them).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('property-photos', 'property-photos', false, 10485760,
  array['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'])
on conflict (id) do update
  set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- Whether a folder name is the id of one of the caller's properties. A name that is no uuid is no
-- property (and must not make the policy fail with a cast error).
create or replace function public.owns_property_folder(p_folder text) returns boolean
language sql stable security definer set search_path = '' as $$
  select p_folder ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and exists (
      select 1 from public.properties p where p.id = p_folder::uuid and p.user_id = auth.uid());
$$;
revoke all on function public.owns_property_folder(text) from public, anon;
grant execute on function public.owns_property_folder(text) to authenticated, service_role;

create policy "owner reads own property photos" on storage.objects
  for select to authenticated
  using (bucket_id = 'property-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and public.owns_property_folder((storage.foldername(name))[2]));

create policy "owner uploads own property photos" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'property-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and public.owns_property_folder((storage.foldername(name))[2]));

create policy "owner replaces own property photos" on storage.objects
  for update to authenticated
  using (bucket_id = 'property-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and public.owns_property_folder((storage.foldername(name))[2]))
  with check (bucket_id = 'property-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and public.owns_property_folder((storage.foldername(name))[2]));

create policy "owner removes own property photos" on storage.objects
  for delete to authenticated
  using (bucket_id = 'property-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and public.owns_property_folder((storage.foldername(name))[2]));

-- ---------------------------------------------------------------------------------------------
-- property_photos: one row per photo; id is the photo_id the client made and named the files with.
create table public.property_photos (
  id uuid primary key,
  property_id uuid not null references public.properties (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  path text not null unique,
  thumbnail_path text not null unique,
  is_main boolean not null default false,
  position integer not null default 0 check (position >= 0),
  width integer check (width > 0),
  height integer check (height > 0),
  bytes integer check (bytes between 0 and 10485760),
  created_at timestamptz not null default now(),
  -- The row names its own files: {user_id}/{property_id}/{id}.{ext} and …/thumbs/{id}.{ext}.
  constraint property_photos_path_names_photo check (
    path ~ ('^' || user_id || '/' || property_id || '/' || id || '\.[A-Za-z0-9]{1,10}$')),
  constraint property_photos_thumbnail_path_names_photo check (
    thumbnail_path ~ ('^' || user_id || '/' || property_id || '/thumbs/' || id || '\.[A-Za-z0-9]{1,10}$'))
);
create index property_photos_property_idx on public.property_photos (property_id, is_main desc, position);
create index property_photos_user_idx on public.property_photos (user_id);
-- One main photo per property.
create unique index property_photos_one_main on public.property_photos (property_id) where is_main;

alter table public.property_photos enable row level security;
revoke all on table public.property_photos from anon, authenticated;
grant all on table public.property_photos to service_role;
grant select, insert, update, delete on table public.property_photos to authenticated;

create policy "owner selects own rows" on public.property_photos
  for select to authenticated using (user_id = (select auth.uid()));
create policy "owner inserts own rows" on public.property_photos
  for insert to authenticated with check (user_id = (select auth.uid()) and public.owns_property(property_id));
create policy "owner updates own rows" on public.property_photos
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and public.owns_property(property_id));
create policy "owner deletes own rows" on public.property_photos
  for delete to authenticated using (user_id = (select auth.uid()));

-- A photo stays with its property and its files: the row is the record of objects in Storage.
-- Writers of one property's photos take turns, so the gallery count below is exact.
create or replace function public.prepare_property_photo() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and (new.id, new.property_id, new.user_id, new.path, new.thumbnail_path)
      is distinct from (old.id, old.property_id, old.user_id, old.path, old.thumbnail_path) then
    raise exception using errcode = 'P0001',
      message = 'Uma foto não pode mudar de propriedade nem de arquivo. Remova-a e envie de novo.';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('photos:' || new.property_id::text, 0));
  return new;
end;
$$;

create trigger prepare_property_photo before insert or update on public.property_photos
  for each row execute function public.prepare_property_photo();

-- At most 20 gallery (non-main) photos per property, judged when the transaction commits: a client
-- can then swap the main photo with a gallery one (demote one, promote the other) in one request
-- even when the gallery is full.
create or replace function public.check_property_gallery() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not new.is_main and (
    select count(*) from public.property_photos p where p.property_id = new.property_id and not p.is_main
  ) > 20 then
    raise exception using errcode = 'P0001', message = 'A galeria aceita no máximo 20 fotos.';
  end if;
  return null;
end;
$$;

create constraint trigger check_property_gallery after insert or update of is_main on public.property_photos
  deferrable initially deferred
  for each row execute function public.check_property_gallery();

-- Makes a photo its property's main photo; the previous main photo joins the gallery. One call, so
-- the swap happens as a whole.
create or replace function public.set_main_property_photo(p_photo_id uuid) returns void
language plpgsql security invoker set search_path = '' as $$
declare
  v_property uuid;
begin
  select p.property_id into v_property from public.property_photos p where p.id = p_photo_id;
  if v_property is null then
    raise exception using errcode = 'P0001', message = 'Foto não encontrada.';
  end if;
  update public.property_photos p set is_main = false where p.property_id = v_property and p.is_main and p.id <> p_photo_id;
  update public.property_photos p set is_main = true where p.id = p_photo_id and not p.is_main;
end;
$$;
revoke all on function public.set_main_property_photo(uuid) from public, anon;
grant execute on function public.set_main_property_photo(uuid) to authenticated, service_role;

revoke all on function public.prepare_property_photo() from public, anon, authenticated;
revoke all on function public.check_property_gallery() from public, anon, authenticated;
