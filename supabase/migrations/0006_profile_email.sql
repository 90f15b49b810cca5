-- A profile's e-mail is its owner's login e-mail. The account modal shows it read-only, so the
-- database fills it on every write, keeps it when the login e-mail changes, and corrects the rows
-- written before this rule.

create or replace function public.fill_profile_email() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  select u.email into new.email from auth.users u where u.id = new.user_id;
  return new;
end;
$$;

create trigger fill_profile_email before insert or update on public.profiles
  for each row execute function public.fill_profile_email();

create or replace function public.sync_profile_email() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles p set email = new.email where p.user_id = new.id and p.email is distinct from new.email;
  return null;
end;
$$;

create trigger sync_profile_email after update of email on auth.users
  for each row execute function public.sync_profile_email();

update public.profiles p set email = u.email from auth.users u where u.id = p.user_id and p.email is distinct from u.email;

revoke all on function public.fill_profile_email() from public, anon, authenticated;
revoke all on function public.sync_profile_email() from public, anon, authenticated;
