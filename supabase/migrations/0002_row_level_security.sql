-- Row-level security: an owner reaches only rows whose user_id is auth.uid(); anon reaches nothing.
-- Rows that hang off a property must also point at one of the caller's own properties, so an owner
-- cannot attach a reservation, block or photo session to someone else's property.

create or replace function public.owns_property(p_property_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.properties p where p.id = p_property_id and p.user_id = auth.uid());
$$;
revoke all on function public.owns_property(uuid) from public, anon;
grant execute on function public.owns_property(uuid) to authenticated, service_role;

do $$
declare
  t text;
  owned_tables text[] := array['profiles', 'owners', 'properties', 'user_ratings', 'notifications',
    'notification_settings'];
  property_tables text[] := array['reservations', 'photo_sessions', 'calendar_events'];
begin
  foreach t in array owned_tables || property_tables || array['calendar_usage', 'account_deletion_log']
  loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
    execute format('grant all on table public.%I to service_role', t);
  end loop;

  foreach t in array owned_tables || property_tables
  loop
    execute format('grant select, insert, update, delete on table public.%I to authenticated', t);
    execute format(
      'create policy "owner selects own rows" on public.%I for select to authenticated using (user_id = (select auth.uid()))', t);
    execute format(
      'create policy "owner deletes own rows" on public.%I for delete to authenticated using (user_id = (select auth.uid()))', t);
  end loop;

  foreach t in array owned_tables
  loop
    execute format(
      'create policy "owner inserts own rows" on public.%I for insert to authenticated with check (user_id = (select auth.uid()))', t);
    execute format(
      'create policy "owner updates own rows" on public.%I for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()))', t);
  end loop;

  foreach t in array property_tables
  loop
    execute format(
      'create policy "owner inserts own rows" on public.%I for insert to authenticated with check (user_id = (select auth.uid()) and public.owns_property(property_id))', t);
    execute format(
      'create policy "owner updates own rows" on public.%I for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()) and public.owns_property(property_id))', t);
  end loop;
end;
$$;

-- calendar_usage is derived by triggers: owners may read it, never write it.
grant select on table public.calendar_usage to authenticated;
create policy "owner selects own usage" on public.calendar_usage
  for select to authenticated using (user_id = (select auth.uid()));
