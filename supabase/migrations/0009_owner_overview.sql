-- The owner's overview in one read: the profile, the properties and the photo sessions, what the
-- signed-in first screen shows first. Each list is what the shell's own reads of those tables give
-- (every column, as PostgREST writes a row; properties and sessions newest first), so the page can
-- ask for all three in one request from its HTML and the app can put them where those reads go
-- (shell/src/app/first-data-seed.ts). Runs with the caller's rights (RLS applies) and filters by
-- auth.uid() as well, so a caller only ever gets their own.

create or replace function public.get_owner_overview()
returns json
language sql stable security invoker set search_path = '' as $$
  select json_build_object(
    'profiles', coalesce((select json_agg(p) from public.profiles p where p.user_id = auth.uid()), '[]'::json),
    'properties', coalesce(
      (select json_agg(p order by p.created_at desc) from public.properties p where p.user_id = auth.uid()), '[]'::json),
    'photo_sessions', coalesce(
      (select json_agg(s order by s.created_at desc) from public.photo_sessions s where s.user_id = auth.uid()), '[]'::json)
  );
$$;

revoke all on function public.get_owner_overview() from public, anon;
grant execute on function public.get_owner_overview() to authenticated, service_role;
