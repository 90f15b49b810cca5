-- What the owner's screens refuse, the database refuses too, with the words the screens show:
--   calendar_events   a personal block starting more than one year ahead (spec part 2 §5, "start not
--                     more than one year ahead"); removing or moving a personal block of a past day,
--                     which would give back yearly allowance already spent
--   photo_sessions    a session for a property still in registration (a draft), or on a past date
--   profiles          a birth date in the future (one before 1925 is the column's own check, 0001)
-- "Today" is Brazil's (America/Sao_Paulo), as for the other date rules. The block and session rules
-- are the owner's: the provider's staff and the seed, which record what happened, are not held to
-- them. Each rule is a trigger of its own, named to fire after the provider-record guards of 0005
-- (before-triggers fire in name order), so an owner writing a provider's record still hears that first.

-- ---------------------------------------------------------------------------------------------
-- Personal blocks: at most one year ahead; a past day's block stays.
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
  -- date + interval '1 year' keeps the day, or takes the month's last one (29 Feb → 28 Feb), as the screen does.
  if tg_op in ('INSERT', 'UPDATE') and new.type = 'blocked' and new.date > (v_today + interval '1 year')::date
     and (tg_op = 'INSERT' or new.date is distinct from old.date) then
    raise exception using errcode = 'P0001', message = 'Não é possível bloquear datas com mais de um ano de antecedência';
  end if;
  return coalesce(new, old);
end;
$$;

create trigger limit_owner_blocks before insert or update or delete on public.calendar_events
  for each row execute function public.limit_owner_blocks();

-- ---------------------------------------------------------------------------------------------
-- Photo sessions: only for a finished property, never on a past day (booking or rescheduling).
create or replace function public.limit_owner_photo_session() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not public.acting_as_owner() then
    return new;
  end if;
  -- Only the caller's own property: another owner's ids must get row-level security's one answer,
  -- whether or not that property is a draft.
  if tg_op = 'INSERT' and exists (select 1 from public.properties p where p.id = new.property_id and p.is_draft and p.user_id = (select auth.uid())) then
    raise exception using errcode = 'P0001', message = 'Finalize o cadastro da propriedade para agendar a sessão de fotos.';
  end if;
  if new.date < (now() at time zone 'America/Sao_Paulo')::date and (tg_op = 'INSERT' or new.date is distinct from old.date) then
    raise exception using errcode = 'P0001', message = 'Não é possível agendar uma sessão de fotos em uma data passada.';
  end if;
  return new;
end;
$$;

create trigger limit_owner_photo_session before insert or update on public.photo_sessions
  for each row execute function public.limit_owner_photo_session();

-- ---------------------------------------------------------------------------------------------
-- Birth date: not after today, with the owner wizard's message.
create or replace function public.check_birth_date() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.birth_date is not null and new.birth_date > (now() at time zone 'America/Sao_Paulo')::date
     and (tg_op = 'INSERT' or new.birth_date is distinct from old.birth_date) then
    raise exception using errcode = 'P0001', message = 'Data de nascimento inválida';
  end if;
  return new;
end;
$$;

create trigger check_birth_date before insert or update of birth_date on public.profiles
  for each row execute function public.check_birth_date();
