-- The provider's records. Reservations and payouts, a property's review and activation, the outcome
-- of a photo session, booked days and notifications are written by the provider's staff, through
-- the service role (the staff_* functions below, or the API with the service-role key). Owners read
-- them; the database refuses an owner's write, whatever client sends it.
--
-- How each is protected:
--   reservations (every column)        no insert/update/delete privilege for owners (42501)
--   properties.is_verified             trigger: owners may not set it, on insert or update (42501)
--   properties.is_draft true again     trigger: a finished property never becomes a draft again (42501)
--   photo_sessions.status              trigger: owners create 'pending', reschedule once (the
--     .photographer                    existing rule), cancel with a reason; nothing else (42501);
--     .cancellation_reason             no delete privilege (cancel instead)
--   calendar_events of type booking    trigger: owners write only manual personal blocks (42501)
--   notifications                      no insert privilege; update only of the column read
--   calendar_usage                     read-only since 0002 (derived by triggers)
--   user_ratings                       trigger: only the owner's own completed session, once

-- Who is asking. PostgREST switches to the caller's API role for each request (set_config('role')),
-- and a security-definer function changes the current user but not that setting, so this reads the
-- caller even inside one. Direct connections (migrations, the seed) and the service role are not
-- owners.
create or replace function public.acting_as_owner() returns boolean
language sql stable set search_path = '' as $$
  select coalesce(nullif(current_setting('role', true), ''), 'none') in ('authenticated', 'anon');
$$;

create or replace function public.refuse_provider_record(p_message text) returns void
language plpgsql set search_path = '' as $$
begin
  raise exception using errcode = '42501', message = p_message;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Reservations: read-only for owners.
drop policy "owner inserts own rows" on public.reservations;
drop policy "owner updates own rows" on public.reservations;
drop policy "owner deletes own rows" on public.reservations;
revoke insert, update, delete on table public.reservations from authenticated;

-- A reservation belongs to its property's owner; it is recorded only for an active property, and
-- never over another stay or a personal block of that property.
create or replace function public.prepare_reservation() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_property public.properties%rowtype;
begin
  select * into v_property from public.properties p where p.id = new.property_id;
  if not found then
    raise exception using errcode = '23503', message = 'Propriedade não encontrada.';
  end if;
  new.user_id := v_property.user_id;
  if tg_op = 'INSERT' or new.property_id <> old.property_id then
    new.owner_id := coalesce(new.owner_id, v_property.owner_id);
    if v_property.is_draft or not v_property.is_verified then
      raise exception using errcode = 'P0001', message = 'Só é possível registrar reservas de uma propriedade ativa.';
    end if;
  end if;
  -- A check-out not after the check-in is the stay-order constraint's to report (23514).
  if new.status <> 'cancelled' and new.check_out > new.check_in then
    perform pg_advisory_xact_lock(hashtextextended('stays:' || new.property_id::text, 0));
    if exists (
      select 1 from public.reservations r
      where r.property_id = new.property_id and r.id <> new.id and r.status <> 'cancelled'
        and daterange(r.check_in, r.check_out) && daterange(new.check_in, new.check_out)
    ) then
      raise exception using errcode = 'P0001', message = format(
        'Já existe uma reserva de %s a %s nesta propriedade.',
        to_char(new.check_in, 'DD/MM/YYYY'), to_char(new.check_out, 'DD/MM/YYYY'));
    end if;
    if exists (
      select 1 from public.calendar_events e
      where e.property_id = new.property_id and e.type = 'blocked'
        and e.date >= new.check_in and e.date < new.check_out
    ) then
      raise exception using errcode = 'P0001',
        message = 'As datas desta reserva incluem dias bloqueados pelo proprietário para uso pessoal.';
    end if;
  end if;
  return new;
end;
$$;

create trigger prepare_reservation before insert or update on public.reservations
  for each row execute function public.prepare_reservation();

-- ---------------------------------------------------------------------------------------------
-- Properties: review and activation are the provider's.
create or replace function public.guard_property_review() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not public.acting_as_owner() then
    return new;
  end if;
  if (tg_op = 'INSERT' and new.is_verified)
     or (tg_op = 'UPDATE' and new.is_verified is distinct from old.is_verified) then
    perform public.refuse_provider_record(
      'A aprovação da propriedade é feita pela nossa equipe, depois da sessão de fotos.');
  end if;
  if tg_op = 'UPDATE' and new.is_draft and not old.is_draft then
    perform public.refuse_provider_record('Uma propriedade finalizada não pode voltar a ser rascunho.');
  end if;
  if new.owner_id is not null and (tg_op = 'INSERT' or new.owner_id is distinct from old.owner_id)
     and not exists (select 1 from public.owners o where o.id = new.owner_id and o.user_id = new.user_id) then
    perform public.refuse_provider_record('Proprietário inválido para esta propriedade.');
  end if;
  return new;
end;
$$;

create trigger guard_property_review before insert or update on public.properties
  for each row execute function public.guard_property_review();

-- ---------------------------------------------------------------------------------------------
-- Photo sessions: the owner books (pending), reschedules once and cancels with a reason; the
-- provider confirms, assigns the photographer and completes. Fires after check_photo_session
-- (triggers run in name order), which has already turned a move of date or slot into 'rescheduled'.
drop policy "owner deletes own rows" on public.photo_sessions;
revoke delete on table public.photo_sessions from authenticated;

create or replace function public.guard_photo_session() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not public.acting_as_owner() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.status <> 'pending' or new.photographer is not null or new.cancellation_reason is not null then
      perform public.refuse_provider_record(
        'A sessão de fotos começa como agendada; a confirmação é feita pela nossa equipe.');
    end if;
    return new;
  end if;

  if old.status in ('completed', 'cancelled') then
    perform public.refuse_provider_record('Esta sessão de fotos já foi concluída ou cancelada e não pode ser alterada.');
  end if;
  if new.property_id <> old.property_id then
    perform public.refuse_provider_record('A sessão de fotos não pode ser transferida para outra propriedade.');
  end if;
  if new.photographer is distinct from old.photographer then
    perform public.refuse_provider_record('O fotógrafo é definido pela nossa equipe.');
  end if;
  if new.status = 'cancelled' then
    if nullif(btrim(coalesce(new.cancellation_reason, '')), '') is null then
      raise exception using errcode = 'P0001', message = 'Informe o motivo do cancelamento.';
    end if;
    return new;
  end if;
  if new.cancellation_reason is distinct from old.cancellation_reason then
    perform public.refuse_provider_record('O motivo só pode ser informado ao cancelar a sessão.');
  end if;
  if new.status <> old.status
     and not (new.status = 'rescheduled' and (new.date, new.time_slot) is distinct from (old.date, old.time_slot)) then
    perform public.refuse_provider_record('O status da sessão de fotos é atualizado pela nossa equipe.');
  end if;
  return new;
end;
$$;

create trigger guard_photo_session before insert or update on public.photo_sessions
  for each row execute function public.guard_photo_session();

-- ---------------------------------------------------------------------------------------------
-- Calendar events: owners write their personal blocks; booked days come from the provider.
create or replace function public.guard_calendar_event() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not public.acting_as_owner() then
    return coalesce(new, old);
  end if;
  if (tg_op in ('UPDATE', 'DELETE') and (old.type <> 'blocked' or old.source <> 'manual'))
     or (tg_op in ('INSERT', 'UPDATE') and (new.type <> 'blocked' or new.source <> 'manual')) then
    perform public.refuse_provider_record(
      'Dias reservados são registrados pela nossa equipe; no calendário você bloqueia apenas dias de uso pessoal.');
  end if;
  return coalesce(new, old);
end;
$$;

create trigger guard_calendar_event before insert or update or delete on public.calendar_events
  for each row execute function public.guard_calendar_event();

-- ---------------------------------------------------------------------------------------------
-- Notifications: written by the provider; the owner marks them read and deletes them.
drop policy "owner inserts own rows" on public.notifications;
revoke insert, update on table public.notifications from authenticated;
grant update (read) on table public.notifications to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Ratings: one per session, only of the owner's own completed photo session.
create unique index user_ratings_one_per_entity on public.user_ratings (user_id, rating_type, related_entity_id);

create or replace function public.check_rating_target() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_status text;
begin
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

create trigger check_rating_target before insert or update on public.user_ratings
  for each row execute function public.check_rating_target();

-- =============================================================================================
-- Staff actions: callable with the service role only (owners and anon are refused by privilege).
-- Each one that moves an owner's journey leaves a notification for that owner.

create or replace function public.url_encode(p_value text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  v_bytes bytea := convert_to(coalesce(p_value, ''), 'UTF8');
  v_out text := '';
  v_byte integer;
  i integer;
begin
  for i in 0 .. length(v_bytes) - 1 loop
    v_byte := get_byte(v_bytes, i);
    if chr(v_byte) ~ '^[A-Za-z0-9_.~-]$' and v_byte < 128 then
      v_out := v_out || chr(v_byte);
    else
      v_out := v_out || '%' || upper(lpad(to_hex(v_byte), 2, '0'));
    end if;
  end loop;
  return v_out;
end;
$$;

create or replace function public.pt_br_money(p_value numeric) returns text
language sql immutable set search_path = '' as $$
  select 'R$ ' || translate(to_char(p_value, 'FM999,999,999,990.00'), ',.', '.,');
$$;

create or replace function public.photo_slot_label(p_slot text) returns text
language sql immutable set search_path = '' as $$
  select case when p_slot in ('morning_08', 'morning') then 'Manhã, 8h às 12h' else 'Tarde, 13h às 17h' end;
$$;

create or replace function public.property_label(p_property public.properties) returns text
language sql stable set search_path = '' as $$
  select coalesce(nullif(btrim(p_property.property_name), ''), 'Propriedade sem nome');
$$;

create or replace function public.notify_owner(
  p_user_id uuid, p_type text, p_title text, p_message text, p_label text, p_route text
) returns void
language sql security definer set search_path = '' as $$
  insert into public.notifications (user_id, type, title, message, action)
  values (p_user_id, p_type, p_title, p_message,
    case when p_route is null then null else jsonb_build_object('label', p_label, 'route', p_route) end);
$$;

-- Approve a finished property after its photo session: it becomes active on the booking platforms.
create or replace function public.staff_approve_property(p_property_id uuid)
returns public.properties
language plpgsql security definer set search_path = '' as $$
declare
  v_property public.properties%rowtype;
begin
  select * into v_property from public.properties p where p.id = p_property_id for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'Propriedade não encontrada.';
  end if;
  if v_property.is_draft then
    raise exception using errcode = 'P0001', message = 'Rascunhos não podem ser aprovados: o cadastro ainda não foi finalizado.';
  end if;
  if v_property.is_verified then
    raise exception using errcode = 'P0001', message = 'Esta propriedade já está ativa.';
  end if;
  if not exists (select 1 from public.photo_sessions s where s.property_id = p_property_id and s.status = 'completed') then
    raise exception using errcode = 'P0001', message = 'A propriedade precisa de uma sessão de fotos concluída antes da aprovação.';
  end if;
  update public.properties set is_verified = true where id = p_property_id returning * into v_property;
  perform public.notify_owner(v_property.user_id, 'completion', 'Propriedade ativa',
    format('%s foi aprovada pela nossa equipe e está ativa nas plataformas de reserva.', public.property_label(v_property)),
    'Ver calendário', format('/propriedade/%s/calendario', v_property.id));
  return v_property;
end;
$$;

create or replace function public.staff_photo_session(p_session_id uuid)
returns public.photo_sessions
language plpgsql stable security definer set search_path = '' as $$
declare
  v_session public.photo_sessions%rowtype;
begin
  select * into v_session from public.photo_sessions s where s.id = p_session_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'Sessão de fotos não encontrada.';
  end if;
  if v_session.status in ('completed', 'cancelled') then
    raise exception using errcode = 'P0001', message = 'Esta sessão de fotos já foi concluída ou cancelada.';
  end if;
  return v_session;
end;
$$;

-- Confirm a booked (or rescheduled) session and name its photographer.
create or replace function public.staff_confirm_photo_session(p_session_id uuid, p_photographer text default null)
returns public.photo_sessions
language plpgsql security definer set search_path = '' as $$
declare
  v_session public.photo_sessions%rowtype := public.staff_photo_session(p_session_id);
  v_property public.properties%rowtype;
begin
  update public.photo_sessions
  set status = 'confirmed', photographer = coalesce(nullif(btrim(p_photographer), ''), photographer)
  where id = p_session_id returning * into v_session;
  select * into v_property from public.properties p where p.id = v_session.property_id;
  perform public.notify_owner(v_session.user_id, 'photography', 'Sessão de fotos confirmada',
    format('A sessão de fotos de %s está confirmada para %s (%s).%s Nossa equipe entrará em contato 24h antes.',
      public.property_label(v_property), to_char(v_session.date, 'DD/MM/YYYY'), public.photo_slot_label(v_session.time_slot),
      case when v_session.photographer is null then '' else format(' Fotógrafo: %s.', v_session.photographer) end),
    'Ver sessão', format('/sessao-fotos-confirmacao?sessionId=%s', v_session.id));
  return v_session;
end;
$$;

-- The photographer's visit is done: the property goes on to internal approval.
create or replace function public.staff_complete_photo_session(p_session_id uuid)
returns public.photo_sessions
language plpgsql security definer set search_path = '' as $$
declare
  v_session public.photo_sessions%rowtype := public.staff_photo_session(p_session_id);
  v_property public.properties%rowtype;
begin
  update public.photo_sessions set status = 'completed' where id = p_session_id returning * into v_session;
  select * into v_property from public.properties p where p.id = v_session.property_id;
  perform public.notify_owner(v_session.user_id, 'photography', 'Sessão de fotos concluída',
    format('As fotos de %s foram feitas e a propriedade segue para a aprovação interna. Conte como foi a sessão.',
      public.property_label(v_property)),
    'Avaliar sessão',
    format('/feedback-sessao-fotos?sessionId=%s&propertyName=%s', v_session.id, public.url_encode(public.property_label(v_property))));
  return v_session;
end;
$$;

-- The provider cancels a session (the owner may book another).
create or replace function public.staff_cancel_photo_session(p_session_id uuid, p_reason text)
returns public.photo_sessions
language plpgsql security definer set search_path = '' as $$
declare
  v_session public.photo_sessions%rowtype := public.staff_photo_session(p_session_id);
  v_property public.properties%rowtype;
begin
  if nullif(btrim(coalesce(p_reason, '')), '') is null then
    raise exception using errcode = 'P0001', message = 'Informe o motivo do cancelamento.';
  end if;
  update public.photo_sessions set status = 'cancelled', cancellation_reason = btrim(p_reason)
  where id = p_session_id returning * into v_session;
  select * into v_property from public.properties p where p.id = v_session.property_id;
  perform public.notify_owner(v_session.user_id, 'photography', 'Sessão de fotos cancelada',
    format('A sessão de fotos de %s em %s foi cancelada pela nossa equipe: %s Agende uma nova data quando puder.',
      public.property_label(v_property), to_char(v_session.date, 'DD/MM/YYYY'),
      case when btrim(p_reason) ~ '[.!?]$' then btrim(p_reason) else btrim(p_reason) || '.' end),
    'Agendar nova sessão', format('/agendamento-fotos?propertyId=%s', v_property.id));
  return v_session;
end;
$$;

-- The channel's fee rates, the provider's rate and the payout date rules of the finance store.
create or replace function public.channel_fee_rate(p_platform text) returns numeric
language sql immutable set search_path = '' as $$
  select case p_platform when 'airbnb' then 0.16 when 'booking' then 0.18 when 'vrbo' then 0.14 else 0.12 end::numeric;
$$;

create or replace function public.expected_payout_date(p_platform text, p_check_in date, p_check_out date) returns date
language sql immutable set search_path = '' as $$
  select case p_platform
    when 'airbnb' then p_check_in + 7
    when 'booking' then (date_trunc('month', p_check_out) + interval '1 month' + interval '14 days')::date
    else p_check_in + 30 end;
$$;

-- Records stays from the booking channels: an object or an array of objects with property_id,
-- guest_name, check_in, check_out, platform and gross_amount; optional guest_email, guest_phone,
-- guests, cleaning_fee, platform_fee_rate, management_fee_rate, status, booking_reference,
-- special_requests and expected_payout_date. Fees, net, payout and the expected payout date are
-- derived when absent. All or nothing.
create or replace function public.staff_record_reservations(p_reservations jsonb)
returns setof public.reservations
language plpgsql security definer set search_path = '' as $$
declare
  v_rows jsonb := case jsonb_typeof(p_reservations) when 'array' then p_reservations when 'object' then jsonb_build_array(p_reservations) end;
  v_missing integer;
begin
  if v_rows is null or jsonb_array_length(v_rows) = 0 then
    raise exception using errcode = 'P0001', message = 'Informe ao menos uma reserva.';
  end if;
  select count(*) into v_missing from jsonb_array_elements(v_rows) e
  where jsonb_typeof(e) <> 'object'
     or not (e ?& array['property_id', 'guest_name', 'check_in', 'check_out', 'platform', 'gross_amount']);
  if v_missing > 0 then
    raise exception using errcode = 'P0001', message = format(
      '%s reserva(s) sem propriedade, hóspede, entrada, saída, canal ou valor bruto.', v_missing);
  end if;
  return query
  with input as (
    select r.*,
           coalesce(r.platform_fee_rate, public.channel_fee_rate(r.platform)) as channel_rate,
           coalesce(r.management_fee_rate, 0.18) as provider_rate
    from jsonb_to_recordset(v_rows) as r (
      property_id uuid, guest_name text, guest_email text, guest_phone text, guests integer,
      check_in date, check_out date, gross_amount numeric, cleaning_fee numeric,
      platform_fee_rate numeric, management_fee_rate numeric, platform text, status text,
      booking_reference text, special_requests text, expected_payout_date date)
  ), priced as (
    select i.*, round(i.gross_amount * i.channel_rate, 2) as channel_fee, round(i.gross_amount * i.provider_rate, 2) as provider_fee
    from input i
  )
  insert into public.reservations (
    property_id, guest_name, guest_email, guest_phone, guests, check_in, check_out, total_amount,
    gross_amount, cleaning_fee, platform_fee, platform_fee_rate, management_fee, management_fee_rate,
    net_amount, host_payout, expected_payout_date, platform, status, booking_reference, special_requests)
  select p.property_id, p.guest_name, p.guest_email, p.guest_phone, coalesce(p.guests, 1), p.check_in, p.check_out,
         p.gross_amount + coalesce(p.cleaning_fee, 0), p.gross_amount, coalesce(p.cleaning_fee, 0),
         p.channel_fee, p.channel_rate, p.provider_fee, p.provider_rate,
         p.gross_amount - p.channel_fee - p.provider_fee, p.gross_amount - p.channel_fee - p.provider_fee,
         coalesce(p.expected_payout_date, public.expected_payout_date(p.platform, p.check_in, p.check_out)),
         p.platform, coalesce(p.status, 'confirmed'), p.booking_reference, p.special_requests
  from priced p
  returning *;
end;
$$;

-- The provider paid the owner for a stay.
create or replace function public.staff_record_payout(p_reservation_id uuid, p_paid_on date default null)
returns public.reservations
language plpgsql security definer set search_path = '' as $$
declare
  v_reservation public.reservations%rowtype;
  v_property public.properties%rowtype;
  v_paid_on date := coalesce(p_paid_on, (now() at time zone 'America/Sao_Paulo')::date);
begin
  select * into v_reservation from public.reservations r where r.id = p_reservation_id for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'Reserva não encontrada.';
  end if;
  if v_reservation.status = 'cancelled' then
    raise exception using errcode = 'P0001', message = 'Reservas canceladas não têm repasse.';
  end if;
  if v_reservation.actual_payout_date is not null then
    raise exception using errcode = 'P0001', message = format(
      'O repasse desta reserva já foi registrado em %s.', to_char(v_reservation.actual_payout_date, 'DD/MM/YYYY'));
  end if;
  if v_paid_on < v_reservation.check_in then
    raise exception using errcode = 'P0001', message = 'O repasse não pode ser anterior à entrada do hóspede.';
  end if;
  update public.reservations set actual_payout_date = v_paid_on where id = p_reservation_id returning * into v_reservation;
  select * into v_property from public.properties p where p.id = v_reservation.property_id;
  perform public.notify_owner(v_reservation.user_id, 'status_change', 'Repasse realizado',
    format('O repasse de %s da estadia de %s em %s foi pago em %s.', public.pt_br_money(v_reservation.host_payout),
      v_reservation.guest_name, public.property_label(v_property), to_char(v_paid_on, 'DD/MM/YYYY')),
    'Ver financeiro', format('/financeiro?property=%s', v_property.id));
  return v_reservation;
end;
$$;

-- What the staff needs to act for one owner, found by the login e-mail: the properties (with the
-- review state), the photo sessions and the stays already begun and not paid yet, each with its id.
create or replace function public.staff_owner_overview(p_email text)
returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'user_id', u.id,
    'email', u.email,
    'properties', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'name', public.property_label(p), 'is_draft', p.is_draft, 'is_verified', p.is_verified,
        'created_at', p.created_at) order by p.created_at)
      from public.properties p where p.user_id = u.id), '[]'::jsonb),
    'photo_sessions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', s.id, 'property_id', s.property_id, 'date', s.date, 'time_slot', s.time_slot, 'status', s.status,
        'photographer', s.photographer) order by s.created_at)
      from public.photo_sessions s where s.user_id = u.id), '[]'::jsonb),
    'unpaid_reservations', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', r.id, 'property_id', r.property_id, 'guest_name', r.guest_name, 'check_in', r.check_in,
        'check_out', r.check_out, 'host_payout', r.host_payout, 'expected_payout_date', r.expected_payout_date)
        order by r.check_in)
      from public.reservations r
      where r.user_id = u.id and r.actual_payout_date is null and r.status <> 'cancelled'
        and r.check_in <= (now() at time zone 'America/Sao_Paulo')::date), '[]'::jsonb))
  from auth.users u
  where lower(u.email) = lower(btrim(p_email));
$$;

-- Sample data (demo deployments only; the sample-reservations function decides): stores generated
-- stays for an owner who has none, on their active properties, in batches of 50, skipping any that
-- would overlap a personal block. Returns how many were stored; 0 when the owner already has stays.
create or replace function public.record_sample_reservations(p_user_id uuid, p_reservations jsonb)
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_total integer := 0;
  v_count integer;
  v_offset integer := 0;
  v_size integer := jsonb_array_length(coalesce(p_reservations, '[]'::jsonb));
begin
  perform pg_advisory_xact_lock(hashtextextended('sample-stays:' || p_user_id::text, 0));
  if exists (select 1 from public.reservations r where r.user_id = p_user_id) then
    return 0;
  end if;
  while v_offset < v_size loop
    insert into public.reservations (
      id, property_id, owner_id, guest_name, guest_email, guest_phone, guests, check_in, check_out,
      total_amount, gross_amount, cleaning_fee, platform_fee, platform_fee_rate, management_fee,
      management_fee_rate, net_amount, host_payout, expected_payout_date, actual_payout_date, platform,
      status, booking_reference, special_requests)
    select coalesce(r.id, gen_random_uuid()), r.property_id, r.owner_id, r.guest_name, r.guest_email, r.guest_phone,
           coalesce(r.guests, 1), r.check_in, r.check_out, r.total_amount, r.gross_amount, r.cleaning_fee, r.platform_fee,
           r.platform_fee_rate, r.management_fee, r.management_fee_rate, r.net_amount, r.host_payout,
           r.expected_payout_date, r.actual_payout_date, r.platform, coalesce(r.status, 'confirmed'),
           r.booking_reference, r.special_requests
    from jsonb_populate_recordset(null::public.reservations,
      (select jsonb_agg(e) from jsonb_array_elements(p_reservations) with ordinality as a(e, n)
       where n > v_offset and n <= v_offset + 50)) r
    join public.properties p on p.id = r.property_id and p.user_id = p_user_id and not p.is_draft and p.is_verified
    where not exists (
      select 1 from public.calendar_events e
      where e.property_id = r.property_id and e.type = 'blocked' and e.date >= r.check_in and e.date < r.check_out);
    get diagnostics v_count = row_count;
    v_total := v_total + v_count;
    v_offset := v_offset + 50;
  end loop;
  return v_total;
end;
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'public.acting_as_owner()', 'public.refuse_provider_record(text)', 'public.prepare_reservation()',
    'public.guard_property_review()', 'public.guard_photo_session()', 'public.guard_calendar_event()',
    'public.check_rating_target()', 'public.url_encode(text)', 'public.pt_br_money(numeric)',
    'public.photo_slot_label(text)', 'public.property_label(public.properties)',
    'public.notify_owner(uuid, text, text, text, text, text)', 'public.staff_photo_session(uuid)',
    'public.channel_fee_rate(text)', 'public.expected_payout_date(text, date, date)',
    'public.staff_approve_property(uuid)', 'public.staff_confirm_photo_session(uuid, text)',
    'public.staff_complete_photo_session(uuid)', 'public.staff_cancel_photo_session(uuid, text)',
    'public.staff_record_reservations(jsonb)', 'public.staff_record_payout(uuid, date)',
    'public.record_sample_reservations(uuid, jsonb)', 'public.staff_owner_overview(text)']
  loop
    execute format('revoke all on function %s from public, anon, authenticated', f);
  end loop;
  foreach f in array array[
    'public.staff_approve_property(uuid)', 'public.staff_confirm_photo_session(uuid, text)',
    'public.staff_complete_photo_session(uuid)', 'public.staff_cancel_photo_session(uuid, text)',
    'public.staff_record_reservations(jsonb)', 'public.staff_record_payout(uuid, date)',
    'public.record_sample_reservations(uuid, jsonb)', 'public.staff_owner_overview(text)']
  loop
    execute format('grant execute on function %s to service_role', f);
  end loop;
end;
$$;
-- The trigger helpers run inside the owners' own statements.
grant execute on function public.acting_as_owner(), public.refuse_provider_record(text) to authenticated, service_role;
