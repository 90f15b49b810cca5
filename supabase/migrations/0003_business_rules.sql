-- Business rules the client also checks, enforced here so that no client can bypass them.
-- Each raises SQLSTATE P0001 with the pt-BR text the UI shows as is.

-- ---------------------------------------------------------------------------------------------
-- CPF / CNPJ check digits
create or replace function public.is_valid_cpf(p_value text) returns boolean
language plpgsql immutable as $$
declare
  d text := regexp_replace(coalesce(p_value, ''), '\D', '', 'g');
  s integer;
  r integer;
  i integer;
begin
  if length(d) <> 11 or d ~ '^(\d)\1{10}$' then
    return false;
  end if;
  s := 0;
  for i in 1..9 loop
    s := s + substr(d, i, 1)::integer * (11 - i);
  end loop;
  r := (s * 10) % 11;
  if r = 10 then r := 0; end if;
  if r <> substr(d, 10, 1)::integer then
    return false;
  end if;
  s := 0;
  for i in 1..10 loop
    s := s + substr(d, i, 1)::integer * (12 - i);
  end loop;
  r := (s * 10) % 11;
  if r = 10 then r := 0; end if;
  return r = substr(d, 11, 1)::integer;
end;
$$;

create or replace function public.is_valid_cnpj(p_value text) returns boolean
language plpgsql immutable as $$
declare
  d text := regexp_replace(coalesce(p_value, ''), '\D', '', 'g');
  w1 integer[] := array[5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  w2 integer[] := array[6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  s integer;
  r integer;
  i integer;
begin
  if length(d) <> 14 or d ~ '^(\d)\1{13}$' then
    return false;
  end if;
  s := 0;
  for i in 1..12 loop
    s := s + substr(d, i, 1)::integer * w1[i];
  end loop;
  r := s % 11;
  r := case when r < 2 then 0 else 11 - r end;
  if r <> substr(d, 13, 1)::integer then
    return false;
  end if;
  s := 0;
  for i in 1..13 loop
    s := s + substr(d, i, 1)::integer * w2[i];
  end loop;
  r := s % 11;
  r := case when r < 2 then 0 else 11 - r end;
  return r = substr(d, 14, 1)::integer;
end;
$$;

-- The account modal may save a 14-digit document without switching document_type, so the number's
-- length decides which check applies; other lengths fail under the declared type's message.
create or replace function public.check_profile_document() returns trigger
language plpgsql as $$
declare
  digits text;
begin
  if new.document is null or btrim(new.document) = '' then
    return new;
  end if;
  digits := regexp_replace(new.document, '\D', '', 'g');
  if length(digits) = 14 or (length(digits) <> 11 and new.document_type = 'cnpj') then
    if not public.is_valid_cnpj(digits) then
      raise exception using errcode = 'P0001', message = 'CNPJ inválido';
    end if;
  elsif not public.is_valid_cpf(digits) then
    raise exception using errcode = 'P0001', message = 'CPF inválido';
  end if;
  return new;
end;
$$;

create trigger check_document before insert or update of document, document_type on public.profiles
  for each row execute function public.check_profile_document();

-- ---------------------------------------------------------------------------------------------
-- Properties: one draft per owner; only drafts may be deleted.
create or replace function public.check_single_draft() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
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

create trigger check_single_draft before insert or update of is_draft on public.properties
  for each row execute function public.check_single_draft();

-- Finished properties stay, except when the whole account goes (the cascade from auth.users runs
-- after the user row is gone) or the service role acts for the provider's staff.
create or replace function public.check_property_deletable() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not old.is_draft
     and coalesce(auth.jwt() ->> 'role', '') <> 'service_role'
     and exists (select 1 from auth.users u where u.id = old.user_id) then
    raise exception using errcode = 'P0001', message = 'Propriedades finalizadas não podem ser removidas.';
  end if;
  return old;
end;
$$;

create trigger check_property_deletable before delete on public.properties
  for each row execute function public.check_property_deletable();

-- ---------------------------------------------------------------------------------------------
-- Photo sessions: one live session per property; one reschedule.
create or replace function public.check_photo_session() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
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

create trigger check_photo_session before insert or update on public.photo_sessions
  for each row execute function public.check_photo_session();

-- ---------------------------------------------------------------------------------------------
-- Personal blocks: no past dates (in Brazil's time), no duplicates, no day already blocked or
-- booked, at most 4 per month and 36 per calendar year per property. The limits are checked per
-- statement so that an array insert is judged as a whole and rolls back as a whole.

create or replace function public.pt_br_month_name(p_month integer) returns text
language sql immutable as $$
  select (array['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto',
    'setembro', 'outubro', 'novembro', 'dezembro'])[p_month];
$$;

create or replace function public.prepare_calendar_event() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.type = 'blocked' then
    -- Concurrent requests for one property wait here, so the statement checks below see each other.
    perform pg_advisory_xact_lock(hashtextextended('blocks:' || new.property_id::text, 0));
    if new.date < (now() at time zone 'America/Sao_Paulo')::date
       and (tg_op = 'INSERT' or new.date is distinct from old.date) then
      raise exception using errcode = 'P0001', message = 'Não é possível bloquear datas no passado';
    end if;
  end if;
  return new;
end;
$$;

create trigger prepare_calendar_event before insert or update on public.calendar_events
  for each row execute function public.prepare_calendar_event();

create or replace function public.refresh_calendar_usage(p_property_id uuid, p_year integer)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid;
  v_yearly integer;
begin
  select p.user_id into v_user from public.properties p where p.id = p_property_id;
  if v_user is null then
    return;
  end if;
  select count(*) into v_yearly from public.calendar_events e
  where e.property_id = p_property_id and e.type = 'blocked' and e.source = 'manual'
    and e.date >= make_date(p_year, 1, 1) and e.date < make_date(p_year + 1, 1, 1);

  insert into public.calendar_usage (user_id, property_id, year, month, monthly_used, yearly_used)
  select v_user, p_property_id, p_year, m.month, m.used, v_yearly
  from (
    select extract(month from e.date)::integer as month, count(*)::integer as used
    from public.calendar_events e
    where e.property_id = p_property_id and e.type = 'blocked' and e.source = 'manual'
      and e.date >= make_date(p_year, 1, 1) and e.date < make_date(p_year + 1, 1, 1)
    group by 1
  ) m
  on conflict (property_id, year, month) do update
    set monthly_used = excluded.monthly_used, yearly_used = excluded.yearly_used;

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

create or replace function public.check_calendar_blocks() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
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
    if v_count > 4 then
      raise exception using errcode = 'P0001', message = format(
        'Limite mensal excedido para %s. Disponível: %s dia(s)',
        public.pt_br_month_name(v.month), greatest(0, 4 - (v_count - v.added)));
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
    if v_count > 36 then
      raise exception using errcode = 'P0001', message = format(
        'Limite anual excedido. Disponível: %s dia(s)', greatest(0, 36 - (v_count - v.added)));
    end if;
    perform public.refresh_calendar_usage(v.property_id, v.year);
  end loop;
  return null;
end;
$$;

create trigger check_calendar_blocks_insert after insert on public.calendar_events
  referencing new table as new_rows
  for each statement execute function public.check_calendar_blocks();
create trigger check_calendar_blocks_update after update on public.calendar_events
  referencing new table as new_rows
  for each statement execute function public.check_calendar_blocks();

create or replace function public.release_calendar_blocks() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v record;
begin
  for v in
    select distinct o.property_id, extract(year from o.date)::integer as year
    from old_rows o where o.type = 'blocked'
  loop
    perform public.refresh_calendar_usage(v.property_id, v.year);
  end loop;
  return null;
end;
$$;

create trigger release_calendar_blocks_delete after delete on public.calendar_events
  referencing old table as old_rows
  for each statement execute function public.release_calendar_blocks();
create trigger release_calendar_blocks_update after update on public.calendar_events
  referencing old table as old_rows
  for each statement execute function public.release_calendar_blocks();

-- ---------------------------------------------------------------------------------------------
-- The delete-user-account function's 24-hour limit: claims the slot atomically, or says no.
create or replace function public.claim_account_deletion(p_user_id uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('delete-account:' || p_user_id::text, 0));
  if exists (
    select 1 from public.account_deletion_log l
    where l.user_id = p_user_id and l.requested_at > now() - interval '24 hours'
  ) then
    return false;
  end if;
  insert into public.account_deletion_log (user_id) values (p_user_id);
  return true;
end;
$$;
revoke all on function public.claim_account_deletion(uuid) from public, anon, authenticated;
grant execute on function public.claim_account_deletion(uuid) to service_role;
