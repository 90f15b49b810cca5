-- What the database must not tell or keep (migration 0010): a write naming another owner's rows gets
-- row-level security's one answer whether or not that owner has the thing; the exact names of an
-- owner's files are for the service role only; a property's folder holds at most 21 photos.
begin;
create extension if not exists pgtap with schema extensions;
select plan(11);

\ir helpers/owners.psql

-- Ana has a draft and a live photo session on 'Casa em Análise'; Bruno has neither. Each asking
-- about the other gets the same refusal.
call tests.as_owner('bruno');
select throws_ok(
  format($$ insert into public.properties (user_id, property_name, is_draft) values (%L, 'x', true) $$, tests.user_id('ana')),
  '42501', null, 'a draft for Ana, who has one: refused by row-level security, not by the one-draft rule');
select throws_ok(
  format($$ insert into public.photo_sessions (user_id, property_id, date, time_slot) values (%L, %L, current_date + 30, 'morning_08') $$,
    tests.user_id('bruno'), tests.property_id('Casa em Análise')),
  '42501', null, 'a session on Ana''s property with a live one: refused by row-level security, not by the one-session rule');
select throws_ok(
  format($$ insert into public.photo_sessions (user_id, property_id, date, time_slot) values (%L, %L, current_date + 30, 'morning_08') $$,
    tests.user_id('bruno'), tests.property_id('Rascunho da Ana')),
  '42501', null, 'a session on Ana''s draft: refused by row-level security, not by the finish-the-draft rule');
select throws_ok(
  format($$ insert into public.user_ratings (user_id, related_entity_id, rating) values (%L, %L, 1) $$,
    tests.user_id('ana'), tests.session_id('Casa Ativa')),
  '42501', null, 'a rating in Ana''s name of her completed session: refused by row-level security');

call tests.as_owner('ana');
select throws_ok(
  format($$ insert into public.properties (user_id, property_name, is_draft) values (%L, 'x', true) $$, tests.user_id('bruno')),
  '42501', null, 'a draft for Bruno, who has none: the same refusal');
select throws_ok(
  format($$ insert into public.photo_sessions (user_id, property_id, date, time_slot) values (%L, %L, current_date + 30, 'morning_08') $$,
    tests.user_id('ana'), tests.property_id('Casa do Bruno')),
  '42501', null, 'a session on Bruno''s property: the same refusal');
select throws_ok($$ select public.storage_object_names('property-photos', '') $$, '42501', null,
  'an owner cannot list the bucket''s object names');

-- The service role lists exact names; a property's folder takes 21 files, then refuses the next.
call tests.as_service_role();
insert into storage.objects (bucket_id, name)
select 'property-photos', format('%s/%s/%s.png', tests.user_id('ana'), tests.property_id('Casa Ativa'), i)
from generate_series(1, 21) i;
insert into storage.objects (bucket_id, name)
values ('property-photos', format('%s/%s//vazio .png', tests.user_id('ana'), tests.property_id('Casa Ativa')));
select is((select count(*)::int from public.storage_object_names('property-photos', tests.user_id('ana') || '/')), 22,
  'the service role lists every object under the owner''s prefix, by its exact name');
select ok(format('%s/%s//vazio .png', tests.user_id('ana'), tests.property_id('Casa Ativa'))
  in (select public.storage_object_names('property-photos', tests.user_id('ana') || '/')), 'an empty segment and a space included');
select throws_ok(
  format($$ insert into storage.objects (bucket_id, name) values ('property-photos', '%s/%s/22.png') $$,
    tests.user_id('ana'), tests.property_id('Casa Ativa')),
  'P0001', 'Esta propriedade já tem 21 fotos (a principal e 20 na galeria). Remova uma antes de enviar outra.',
  'a 22nd photo in the folder is refused');
select lives_ok(
  format($$ insert into storage.objects (bucket_id, name) values ('property-photos', '%s/%s/thumbs/1.png') $$,
    tests.user_id('ana'), tests.property_id('Casa Ativa')),
  'the thumbnails folder has room of its own');

select * from finish();
rollback;
