-- The e-mail with next steps that the owner wizard's summary promises goes out once per finished registration.
-- The registration-email function records the send here before it happens (and forgets it if the mail service
-- fails), so a second finish, a retry or a second tab sends nothing more. Owners neither read nor write it.

create table public.registration_emails (
  user_id uuid primary key references auth.users (id) on delete cascade,
  sent_at timestamptz not null default now()
);
alter table public.registration_emails enable row level security;
revoke all on table public.registration_emails from anon, authenticated;
grant all on table public.registration_emails to service_role;

-- A finished registration: every group the wizard's final submit requires, and the terms accepted
-- (spec part 1 §5: final submit needs terms plus all four groups valid).
create or replace function public.registration_finished(p_user_id uuid)
returns table (full_name text, finished boolean)
language sql stable security definer set search_path = '' as $$
  select p.full_name,
    coalesce(
      nullif(btrim(p.full_name), '') is not null and nullif(btrim(p.document), '') is not null
      and p.birth_date is not null
      and nullif(btrim(p.email), '') is not null and nullif(btrim(p.phone), '') is not null
      and nullif(btrim(p.address_cep), '') is not null and nullif(btrim(p.address_street), '') is not null
      and nullif(btrim(p.address_number), '') is not null and nullif(btrim(p.address_neighborhood), '') is not null
      and nullif(btrim(p.address_city), '') is not null and nullif(btrim(p.address_state), '') is not null
      and nullif(btrim(p.bank_name), '') is not null and nullif(btrim(p.bank_agency), '') is not null
      and nullif(btrim(p.bank_account), '') is not null
      and p.terms_accepted,
      false)
  from public.profiles p where p.user_id = p_user_id;
$$;

-- Claims the one send of a finished registration: true once, false ever after. The owner's notifications
-- centre records the finish with the same claim, so it too happens once.
create or replace function public.claim_registration_email(p_user_id uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  if not coalesce((select r.finished from public.registration_finished(p_user_id) r), false) then
    raise exception using errcode = 'P0001', message = 'O cadastro ainda não foi finalizado.';
  end if;
  insert into public.registration_emails (user_id) values (p_user_id) on conflict (user_id) do nothing;
  if not found then
    return false;
  end if;
  perform public.notify_owner(p_user_id, 'completion', 'Cadastro finalizado',
    'Recebemos seus dados pessoais e bancários. Agora cadastre seu imóvel para seguir com a ativação.',
    'Cadastrar imóvel', '/cadastro-imovel');
  return true;
end;
$$;

-- After a failed send: the registration's e-mail has not gone out, so the next finish may send it.
create or replace function public.release_registration_email(p_user_id uuid) returns void
language sql security definer set search_path = '' as $$
  delete from public.registration_emails where user_id = p_user_id;
  delete from public.notifications n
  where n.user_id = p_user_id and n.type = 'completion' and n.title = 'Cadastro finalizado';
$$;

revoke all on function public.registration_finished(uuid) from public, anon, authenticated;
revoke all on function public.claim_registration_email(uuid) from public, anon, authenticated;
revoke all on function public.release_registration_email(uuid) from public, anon, authenticated;
grant execute on function public.registration_finished(uuid) to service_role;
grant execute on function public.claim_registration_email(uuid) to service_role;
grant execute on function public.release_registration_email(uuid) to service_role;
