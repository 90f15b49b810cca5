-- The owner's overview in one read (get_owner_overview): the caller's own profile, properties and
-- photo sessions, the same rows the three table reads give, and nothing for anyone else.
begin;
create extension if not exists pgtap with schema extensions;
select plan(9);

\ir helpers/owners.psql

call tests.as_owner('ana');
insert into public.profiles (user_id, full_name) values (tests.user_id('ana'), 'Ana Teste');

-- Rows made in one transaction share their creation time: set them apart, so the order shows.
call tests.as_postgres();
update public.properties p set created_at = now() - x.n * interval '1 day'
  from (select id, row_number() over (order by property_name) as n from public.properties) x where x.id = p.id;
update public.photo_sessions s set created_at = now() - x.n * interval '1 day'
  from (select id, row_number() over (order by id) as n from public.photo_sessions) x where x.id = s.id;
call tests.as_owner('ana');

select is(
  (select public.get_owner_overview() -> 'profiles')::jsonb,
  (select coalesce(jsonb_agg(to_jsonb(p)), '[]') from public.profiles p),
  'the profile, every column, as the read of profiles gives it');
select is(
  (select jsonb_agg(x ->> 'property_name') from json_array_elements(public.get_owner_overview() -> 'properties') x),
  (select jsonb_agg(p.property_name order by p.created_at desc) from public.properties p where p.user_id = tests.user_id('ana')),
  'her properties, newest first');
select is(
  (select (public.get_owner_overview() -> 'properties')::jsonb),
  (select jsonb_agg(to_jsonb(p) - array['description', 'amenities', 'house_rules_options', 'house_rules', 'address_complement'] order by p.created_at desc) from public.properties p),
  'each property with the columns the property list reads: not the description, amenities, house rules or address complement');
select is(
  (select (public.get_owner_overview() -> 'photo_sessions')::jsonb),
  (select jsonb_agg(to_jsonb(s) order by s.created_at desc) from public.photo_sessions s),
  'her photo sessions, newest first, every column');
select ok(
  (select public.get_owner_overview()::text) not like '%Bruno%',
  'nothing of another owner');
select isnt(
  (select jsonb_agg(x ->> 'property_name') from json_array_elements(public.get_owner_overview() -> 'properties') x),
  (select jsonb_agg(p.property_name order by p.created_at) from public.properties p),
  'the creation times differ, so the order above is put to the test');

-- The filter by auth.uid() holds without row security too: the service role, which bypasses it,
-- has no owner and gets nothing.
call tests.as_service_role();
select is(public.get_owner_overview()::jsonb, '{"profiles": [], "properties": [], "photo_sessions": []}'::jsonb,
  'a caller without an owner (the service role, past row security) gets empty lists');

call tests.as_owner('bruno');
select is(json_array_length(public.get_owner_overview() -> 'profiles'), 0, 'an owner without a profile yet gets an empty list');

call tests.as_anon();
select throws_ok('select public.get_owner_overview()', '42501', null, 'a visitor without a session may not ask');

select * from finish();
rollback;
