-- Business limits: the numbers of the spec's limits tables that the database enforces, kept once, here.
-- The triggers below read them, the bucket's file size follows them, and the owner's screens read the
-- same rows (select on public.business_limits) to check early and to word their texts, so changing a
-- limit is one update of one row:
--
--   block_days_per_month   personal blocks per property in a calendar month (spec part 2 §9: 4)
--   block_days_per_year    personal blocks per property in a calendar year (spec part 2 §9: 36)
--   block_years_ahead      how far ahead a personal block may start, in years (spec part 2 §5: one year)
--   photo_max_bytes        one photo file (spec part 1 §9, input limits: 10 MB); the property-photos
--                          bucket's file_size_limit is kept equal to it
--   gallery_max_photos     gallery photos per property besides the main one (spec part 2 §9: 20)
--
-- Column lengths stay the tables' own checks (0001): they describe the columns, not a business rule.

create table public.business_limits (
  key text primary key check (key ~ '^[a-z_]+$'),
  value integer not null check (value > 0),
  description text not null
);

insert into public.business_limits (key, value, description) values
  ('block_days_per_month', 4, 'Bloqueios de uso pessoal por propriedade em um mês'),
  ('block_days_per_year', 36, 'Bloqueios de uso pessoal por propriedade em um ano'),
  ('block_years_ahead', 1, 'Antecedência máxima de um bloqueio, em anos'),
  ('photo_max_bytes', 10485760, 'Tamanho máximo de uma foto, em bytes'),
  ('gallery_max_photos', 20, 'Fotos da galeria de uma propriedade, além da principal');

-- Everyone signed in reads them (they are the product's published rules); only the service role
-- (operators) changes them.
alter table public.business_limits enable row level security;
revoke all on table public.business_limits from anon, authenticated;
grant select on table public.business_limits to authenticated;
grant all on table public.business_limits to service_role;
create policy "signed-in users read the limits" on public.business_limits
  for select to authenticated using (true);

-- One limit by its key. A key that is not there is a fault of the schema, never "no limit".
create or replace function public.business_limit(p_key text) returns integer
language plpgsql stable security definer set search_path = '' as $$
declare
  v_value integer;
begin
  select l.value into v_value from public.business_limits l where l.key = p_key;
  if v_value is null then
    raise exception using errcode = 'P0002', message = format('business limit %s is not defined', p_key);
  end if;
  return v_value;
end;
$$;
revoke all on function public.business_limit(text) from public, anon;
grant execute on function public.business_limit(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The limits the tables below recorded as literals now follow the rows.

-- calendar_usage records the limits that applied when its counters were last refreshed.
alter table public.calendar_usage
  alter column monthly_limit set default public.business_limit('block_days_per_month'),
  alter column yearly_limit set default public.business_limit('block_days_per_year');

update storage.buckets set file_size_limit = public.business_limit('photo_max_bytes') where id = 'property-photos';

create or replace function public.apply_business_limits() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.key = 'photo_max_bytes' then
    update storage.buckets set file_size_limit = new.value where id = 'property-photos';
  elsif new.key = 'block_days_per_month' then
    update public.calendar_usage set monthly_limit = new.value where monthly_limit <> new.value;
  elsif new.key = 'block_days_per_year' then
    update public.calendar_usage set yearly_limit = new.value where yearly_limit <> new.value;
  end if;
  return null;
end;
$$;
revoke all on function public.apply_business_limits() from public, anon, authenticated;

create trigger apply_business_limits after insert or update of value on public.business_limits
  for each row execute function public.apply_business_limits();

-- ---------------------------------------------------------------------------------------------
-- Personal blocks (0003): the month's and the year's limits come from the rows.
create or replace function public.check_calendar_blocks() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
  v_monthly integer := public.business_limit('block_days_per_month');
  v_yearly integer := public.business_limit('block_days_per_year');
  v record;
begin
  select count(*) into v_count from (
    select n.property_id, n.date from new_rows n where n.type = 'blocked'
    group by n.property_id, n.date having count(*) > 1
  ) d;
  if v_count > 0 then
    raise exception using errcode = 'P0001', message = 'Datas duplicadas na seleção';
  end if;

  select count(*) into v_count
  from new_rows n
  where n.type = 'blocked' and (
    exists (
      select 1 from public.calendar_events e
      where e.property_id = n.property_id and e.date = n.date and e.id <> n.id)
    or exists (
      select 1 from public.reservations r
      where r.property_id = n.property_id and r.status <> 'cancelled'
        and n.date >= r.check_in and n.date < r.check_out));
  if v_count > 0 then
    raise exception using errcode = 'P0001',
      message = format('%s data(s) já bloqueada(s) ou reservada(s)', v_count);
  end if;

  for v in
    select n.property_id, extract(year from n.date)::integer as year,
           extract(month from n.date)::integer as month, count(*)::integer as added
    from new_rows n
    where n.type = 'blocked' and n.source = 'manual'
    group by 1, 2, 3
    order by 2, 3
  loop
    select count(*) into v_count from public.calendar_events e
    where e.property_id = v.property_id and e.type = 'blocked' and e.source = 'manual'
      and e.date >= make_date(v.year, v.month, 1)
      and e.date < make_date(v.year, v.month, 1) + interval '1 month';
    if v_count > v_monthly then
      raise exception using errcode = 'P0001', message = format(
        'Limite mensal excedido para %s. Disponível: %s dia(s)',
        public.pt_br_month_name(v.month), greatest(0, v_monthly - (v_count - v.added)));
    end if;
  end loop;

  for v in
    select n.property_id, extract(year from n.date)::integer as year, count(*)::integer as added
    from new_rows n
    where n.type = 'blocked' and n.source = 'manual'
    group by 1, 2
  loop
    select count(*) into v_count from public.calendar_events e
    where e.property_id = v.property_id and e.type = 'blocked' and e.source = 'manual'
      and e.date >= make_date(v.year, 1, 1) and e.date < make_date(v.year + 1, 1, 1);
    if v_count > v_yearly then
      raise exception using errcode = 'P0001', message = format(
        'Limite anual excedido. Disponível: %s dia(s)', greatest(0, v_yearly - (v_count - v.added)));
    end if;
    perform public.refresh_calendar_usage(v.property_id, v.year);
  end loop;
  return null;
end;
$$;
revoke all on function public.check_calendar_blocks() from public, anon, authenticated;

-- The counters also record the limits in force (0003 left them at the column defaults).
create or replace function public.refresh_calendar_usage(p_property_id uuid, p_year integer)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid;
  v_yearly integer;
  v_monthly_limit integer := public.business_limit('block_days_per_month');
  v_yearly_limit integer := public.business_limit('block_days_per_year');
begin
  select p.user_id into v_user from public.properties p where p.id = p_property_id;
  if v_user is null then
    return;
  end if;
  select count(*) into v_yearly from public.calendar_events e
  where e.property_id = p_property_id and e.type = 'blocked' and e.source = 'manual'
    and e.date >= make_date(p_year, 1, 1) and e.date < make_date(p_year + 1, 1, 1);

  insert into public.calendar_usage (user_id, property_id, year, month, monthly_used, yearly_used, monthly_limit, yearly_limit)
  select v_user, p_property_id, p_year, m.month, m.used, v_yearly, v_monthly_limit, v_yearly_limit
  from (
    select extract(month from e.date)::integer as month, count(*)::integer as used
    from public.calendar_events e
    where e.property_id = p_property_id and e.type = 'blocked' and e.source = 'manual'
      and e.date >= make_date(p_year, 1, 1) and e.date < make_date(p_year + 1, 1, 1)
    group by 1
  ) m
  on conflict (property_id, year, month) do update
    set monthly_used = excluded.monthly_used, yearly_used = excluded.yearly_used,
        monthly_limit = excluded.monthly_limit, yearly_limit = excluded.yearly_limit;

  update public.calendar_usage u
  set monthly_used = 0
  where u.property_id = p_property_id and u.year = p_year and u.monthly_used <> 0
    and not exists (
      select 1 from public.calendar_events e
      where e.property_id = p_property_id and e.type = 'blocked' and e.source = 'manual'
        and extract(year from e.date) = p_year and extract(month from e.date) = u.month);
  update public.calendar_usage u
  set yearly_used = v_yearly
  where u.property_id = p_property_id and u.year = p_year and u.yearly_used <> v_yearly;
end;
$$;
revoke all on function public.refresh_calendar_usage(uuid, integer) from public, anon, authenticated;

-- Personal blocks (0012): at most block_years_ahead years ahead; a past day's block stays.
create or replace function public.limit_owner_blocks() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_today date := (now() at time zone 'America/Sao_Paulo')::date;
begin
  if not public.acting_as_owner() then
    return coalesce(new, old);
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.type = 'blocked' and old.date < v_today
     and (tg_op = 'DELETE' or new.date is distinct from old.date) then
    raise exception using errcode = 'P0001', message = 'Não é possível remover bloqueios de datas passadas';
  end if;
  -- date + interval 'n years' keeps the day, or takes the month's last one (29 Feb → 28 Feb), as the screen does.
  if tg_op in ('INSERT', 'UPDATE') and new.type = 'blocked'
     and new.date > (v_today + make_interval(years => public.business_limit('block_years_ahead')))::date
     and (tg_op = 'INSERT' or new.date is distinct from old.date) then
    raise exception using errcode = 'P0001', message = 'Não é possível bloquear datas com mais de um ano de antecedência';
  end if;
  return coalesce(new, old);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Property photos (0007, 0010): a photo's size, the gallery's size and the folder's room (the main photo
-- and the gallery; as many thumbnails) come from the rows.
alter table public.property_photos
  drop constraint property_photos_bytes_check,
  add constraint property_photos_bytes_check check (bytes >= 0);

create or replace function public.check_property_photo_bytes() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_max integer := public.business_limit('photo_max_bytes');
begin
  if new.bytes > v_max then
    raise exception using errcode = 'P0001',
      message = format('A foto tem mais de %s MB.', round(v_max / 1048576.0, 1)::float8);
  end if;
  return new;
end;
$$;
revoke all on function public.check_property_photo_bytes() from public, anon, authenticated;

create trigger check_property_photo_bytes before insert or update of bytes on public.property_photos
  for each row execute function public.check_property_photo_bytes();

create or replace function public.check_property_gallery() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_max integer := public.business_limit('gallery_max_photos');
begin
  if not new.is_main and (
    select count(*) from public.property_photos p where p.property_id = new.property_id and not p.is_main
  ) > v_max then
    raise exception using errcode = 'P0001', message = format('A galeria aceita no máximo %s fotos.', v_max);
  end if;
  return null;
end;
$$;
revoke all on function public.check_property_gallery() from public, anon, authenticated;

create or replace function public.check_property_photo_folder() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_folder text[] := storage.foldername(new.name);
  v_prefix text := array_to_string(v_folder, '/') || '/';
  v_property text := v_folder[1] || '/' || v_folder[2] || '/';
  v_gallery integer;
begin
  if new.bucket_id <> 'property-photos' or coalesce(array_length(v_folder, 1), 0) < 2 then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('photo-folder:' || v_property, 0));
  if exists (select 1 from storage.objects o where o.bucket_id = new.bucket_id and o.name = new.name) then
    return new;
  end if;
  v_gallery := public.business_limit('gallery_max_photos');
  if (
    select count(*) from storage.objects o
    where o.bucket_id = new.bucket_id and left(o.name, length(v_prefix)) = v_prefix
      and strpos(substr(o.name, length(v_prefix) + 1), '/') = 0
  ) >= v_gallery + 1 or (
    select count(*) from storage.objects o
    where o.bucket_id = new.bucket_id and left(o.name, length(v_property)) = v_property
  ) >= 2 * (v_gallery + 1) then
    raise exception using errcode = 'P0001', message = format(
      'Esta propriedade já tem %s fotos (a principal e %s na galeria). Remova uma antes de enviar outra.',
      v_gallery + 1, v_gallery);
  end if;
  return new;
end;
$$;
revoke all on function public.check_property_photo_folder() from public, anon, authenticated;
