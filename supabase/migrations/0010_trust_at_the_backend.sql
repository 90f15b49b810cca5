-- Trust at the backend: what the database itself must not tell or keep.
--
-- 1. No existence side channel in the security-definer triggers. They ran before row-level security
--    and answered differently depending on another owner's data: given that owner's ids, a write
--    learned whether they had a draft, a live photo session or a rating. A write naming another
--    owner's row (or property) now goes straight to row-level security, which refuses it with the
--    same answer whether or not that owner has the thing. The service role (no auth.uid()) and an
--    owner's own writes are checked as before.
-- 2. storage_object_names: the exact names of a bucket's objects under a prefix, for the
--    delete-user-account function (service role only), so an owner's files are removed by their
--    real names, whatever those hold (empty segments, spaces, dots).
-- 3. A property's folder in property-photos holds at most the photos a property may have: the main
--    photo and a gallery of 20 (spec: "gallery up to 20 extra photos"), and as many thumbnails.

create or replace function public.check_single_draft() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- Another owner's row: row-level security refuses it with its one answer, whatever that owner has.
  if auth.uid() is not null and new.user_id is distinct from auth.uid() then
    return new;
  end if;
  if new.is_draft and (tg_op = 'INSERT' or not old.is_draft) then
    perform pg_advisory_xact_lock(hashtextextended('draft:' || new.user_id::text, 0));
    if exists (
      select 1 from public.properties p
      where p.user_id = new.user_id and p.is_draft and p.id <> new.id
    ) then
      raise exception using errcode = 'P0001',
        message = 'Você já tem uma propriedade em cadastro. Finalize ou exclua ela antes de criar uma nova.';
    end if;
  end if;
  return new;
end;
$$;

create or replace function public.check_photo_session() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- Another owner's row or property: row-level security refuses it with its one answer, whatever
  -- that owner has (a live session or none).
  if auth.uid() is not null and (new.user_id is distinct from auth.uid() or not exists (
    select 1 from public.properties p where p.id = new.property_id and p.user_id = auth.uid())) then
    return new;
  end if;
  if new.status <> 'cancelled' and (tg_op = 'INSERT' or old.status = 'cancelled' or new.property_id <> old.property_id) then
    perform pg_advisory_xact_lock(hashtextextended('photo:' || new.property_id::text, 0));
    if exists (
      select 1 from public.photo_sessions s
      where s.property_id = new.property_id and s.status <> 'cancelled' and s.id <> new.id
    ) then
      raise exception using errcode = 'P0001', message = 'Esta propriedade já possui uma sessão de fotos agendada';
    end if;
  end if;

  if tg_op = 'INSERT' then
    new.reschedule_count := 0;
    return new;
  end if;

  -- The counter is the server's to keep: moving the date or slot is what counts as a reschedule.
  new.reschedule_count := old.reschedule_count;
  if (new.date, new.time_slot) is distinct from (old.date, old.time_slot) then
    if old.status in ('cancelled', 'completed') then
      raise exception using errcode = 'P0001',
        message = 'Não é possível reagendar uma sessão de fotos cancelada ou concluída.';
    end if;
    if old.reschedule_count >= 1 then
      raise exception using errcode = 'P0001',
        message = 'Esta sessão de fotos já foi reagendada uma vez e não pode ser reagendada novamente.';
    end if;
    new.reschedule_count := old.reschedule_count + 1;
    if new.status = old.status then
      new.status := 'rescheduled';
    end if;
  end if;
  return new;
end;
$$;

create or replace function public.check_rating_target() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_status text;
begin
  -- Another owner's row: row-level security refuses it with its one answer, whatever that owner has.
  if auth.uid() is not null and new.user_id is distinct from auth.uid() then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.related_entity_id = old.related_entity_id and new.rating_type = old.rating_type then
    return new;
  end if;
  select s.status into v_status from public.photo_sessions s
  where s.id = new.related_entity_id and s.user_id = new.user_id;
  if v_status is distinct from 'completed' then
    raise exception using errcode = 'P0001', message = 'Só é possível avaliar uma sessão de fotos concluída.';
  end if;
  if exists (
    select 1 from public.user_ratings r
    where r.user_id = new.user_id and r.rating_type = new.rating_type
      and r.related_entity_id = new.related_entity_id and r.id <> new.id
  ) then
    raise exception using errcode = 'P0001', message = 'Esta sessão de fotos já foi avaliada.';
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
create or replace function public.storage_object_names(p_bucket text, p_prefix text, p_limit integer default 1000)
returns setof text
language sql stable security definer set search_path = '' as $$
  select o.name from storage.objects o
  where o.bucket_id = p_bucket and left(o.name, length(p_prefix)) = p_prefix
  order by o.name collate "C"
  limit greatest(1, least(coalesce(p_limit, 1000), 1000));
$$;
revoke all on function public.storage_object_names(text, text, integer) from public, anon, authenticated;
grant execute on function public.storage_object_names(text, text, integer) to service_role;

-- ---------------------------------------------------------------------------------------------
-- One property's files: {user_id}/{property_id}/{photo_id}.{ext} and …/thumbs/{photo_id}.{ext}. A new object
-- (not one replacing an object of the same name) is refused once its folder holds 21 (the main photo
-- and the 20 of the gallery) or the property's files number 42 (those and their thumbnails, however
-- the names nest). Uploads to one property take turns, so two at once cannot both pass.
create or replace function public.check_property_photo_folder() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_folder text[] := storage.foldername(new.name);
  v_prefix text := array_to_string(v_folder, '/') || '/';
  v_property text := v_folder[1] || '/' || v_folder[2] || '/';
begin
  if new.bucket_id <> 'property-photos' or coalesce(array_length(v_folder, 1), 0) < 2 then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('photo-folder:' || v_property, 0));
  if exists (select 1 from storage.objects o where o.bucket_id = new.bucket_id and o.name = new.name) then
    return new;
  end if;
  if (
    select count(*) from storage.objects o
    where o.bucket_id = new.bucket_id and left(o.name, length(v_prefix)) = v_prefix
      and strpos(substr(o.name, length(v_prefix) + 1), '/') = 0
  ) >= 21 or (
    select count(*) from storage.objects o
    where o.bucket_id = new.bucket_id and left(o.name, length(v_property)) = v_property
  ) >= 42 then
    raise exception using errcode = 'P0001',
      message = 'Esta propriedade já tem 21 fotos (a principal e 20 na galeria). Remova uma antes de enviar outra.';
  end if;
  return new;
end;
$$;
revoke all on function public.check_property_photo_folder() from public, anon, authenticated;

create trigger check_property_photo_folder before insert on storage.objects
  for each row execute function public.check_property_photo_folder();
