-- Business limits: each enforced number is one row of public.business_limits; the triggers, the bucket and the
-- usage counters follow a change of that row, and owners read the rows but cannot change them.
begin;
create extension if not exists pgtap with schema extensions;
select plan(21);

\ir helpers/owners.psql

-- The spec's numbers.
select results_eq(
  $$select key, value from public.business_limits order by key$$,
  $$values ('block_days_per_month', 4), ('block_days_per_year', 36), ('block_years_ahead', 1),
           ('gallery_max_photos', 20), ('message_max_photos', 5), ('photo_max_bytes', 10485760)$$,
  'the limits are the spec''s: 4 a month, 36 a year, one year ahead, 20 gallery photos, 5 photos a message, 10 MB a photo');

select is((select file_size_limit from storage.buckets where id = 'property-photos'), 10485760::bigint,
  'the photo bucket takes files up to photo_max_bytes');
select is((select file_size_limit from storage.buckets where id = 'message-photos'), 10485760::bigint,
  'so does the message photo bucket');

-- Owners read them, cannot change them; anon sees nothing.
call tests.as_owner('ana');
select is((select count(*)::integer from public.business_limits), 6, 'an owner reads every limit');
select throws_ok($$update public.business_limits set value = 99 where key = 'block_days_per_month'$$, '42501', null,
  'an owner cannot change a limit');
select throws_ok($$insert into public.business_limits (key, value, description) values ('x', 1, 'x')$$, '42501', null,
  'nor add one');
call tests.as_anon();
select throws_ok($$select * from public.business_limits$$, '42501', null, 'anon reads no limit');

-- The month's limit: refused at 4, allowed at 5 once the row says 5.
call tests.as_owner('ana');
select lives_ok(
  $$insert into public.calendar_events (property_id, date)
    select tests.property_id('Casa Ativa'), tests.soon(2, d) from generate_series(1, 4) d$$,
  'an owner blocks 4 days of a month');
select throws_ok(
  $$insert into public.calendar_events (property_id, date) values (tests.property_id('Casa Ativa'), tests.soon(2, 10))$$,
  'P0001', format('Limite mensal excedido para %s. Disponível: 0 dia(s)', public.pt_br_month_name(extract(month from tests.soon(2, 1))::integer)),
  'a 5th is refused at the spec''s 4');

call tests.as_service_role();
update public.business_limits set value = 5 where key = 'block_days_per_month';
call tests.as_owner('ana');
select lives_ok(
  $$insert into public.calendar_events (property_id, date) values (tests.property_id('Casa Ativa'), tests.soon(2, 10))$$,
  'with the limit at 5, the 5th day is blocked');
select throws_ok(
  $$insert into public.calendar_events (property_id, date) values (tests.property_id('Casa Ativa'), tests.soon(2, 11))$$,
  'P0001', format('Limite mensal excedido para %s. Disponível: 0 dia(s)', public.pt_br_month_name(extract(month from tests.soon(2, 1))::integer)),
  'and a 6th is refused');
select is(
  (select distinct monthly_limit from public.calendar_usage where property_id = tests.property_id('Casa Ativa')), 5,
  'the usage counters record the limit in force');

-- The year's limit.
call tests.as_service_role();
update public.business_limits set value = 6 where key = 'block_days_per_year';
call tests.as_owner('ana');
select throws_ok(
  $$insert into public.calendar_events (property_id, date)
    select tests.property_id('Casa Ativa'), tests.soon(3, d) from generate_series(1, 2) d
    where extract(year from tests.soon(3, 1)) = extract(year from tests.soon(2, 1))
    union all
    select tests.property_id('Casa Ativa'), tests.soon(2, d) from generate_series(20, 21) d
    where extract(year from tests.soon(3, 1)) <> extract(year from tests.soon(2, 1))$$,
  'P0001', 'Limite anual excedido. Disponível: 1 dia(s)',
  'with the year''s limit at 6, two more days after five are refused');

-- How far ahead.
call tests.as_service_role();
update public.business_limits set value = 2 where key = 'block_years_ahead';
call tests.as_owner('ana');
select lives_ok(
  $$insert into public.calendar_events (property_id, date)
    values (tests.property_id('Casa Ativa'), ((now() at time zone 'America/Sao_Paulo')::date + interval '1 year')::date + 40)$$,
  'with two years ahead allowed, a block a year and 40 days ahead is kept');

-- The gallery and the bucket.
call tests.as_service_role();
update public.business_limits set value = 1 where key = 'gallery_max_photos';
update public.business_limits set value = 2097152 where key = 'photo_max_bytes';
call tests.as_postgres();
create function tests.photo(p_name text, p_main boolean, p_position integer, p_bytes integer) returns void
language plpgsql set search_path = '' as $$
declare
  v_id uuid := gen_random_uuid();
  v_user uuid := tests.user_id('ana');
  v_property uuid := tests.property_id('Casa Ativa');
begin
  insert into public.property_photos (id, property_id, user_id, path, thumbnail_path, is_main, position, bytes)
  values (v_id, v_property, v_user, v_user || '/' || v_property || '/' || v_id || '.jpg',
    v_user || '/' || v_property || '/thumbs/' || v_id || '.jpg', p_main, p_position, p_bytes);
end;
$$;
select tests.photo('main', true, 0, 1000), tests.photo('g1', false, 0, 1000);
set constraints all immediate;
select throws_ok($$select tests.photo('g2', false, 1, 1000)$$, 'P0001', 'A galeria aceita no máximo 1 fotos.',
  'the gallery holds what gallery_max_photos says');
select throws_ok($$update public.property_photos set bytes = 2097153 where is_main$$, 'P0001', 'A foto tem mais de 2 MB.',
  'a photo row larger than photo_max_bytes is refused');
call tests.as_postgres();
select is((select file_size_limit from storage.buckets where id = 'property-photos'), 2097152::bigint,
  'the bucket follows photo_max_bytes');
select is((select file_size_limit from storage.buckets where id = 'message-photos'), 2097152::bigint,
  'and so does the message photo bucket');

-- Photos per message: 6 are sent once the row says 6 (no other check holds them at 5), 7 are refused in its words.
call tests.as_service_role();
update public.business_limits set value = 6 where key = 'message_max_photos';
call tests.as_owner('ana');
select public.open_conversation(null);
select lives_ok(
  $$insert into public.messages (conversation_id, author, body, attachments)
    select c.id, 'owner', 'Fotos', array(select tests.user_id('ana') || '/' || c.id || '/f' || n || '.jpg' from generate_series(1, 6) n)
    from public.conversations c where c.property_id is null$$,
  'with the limit at 6, a message carries six photos');
select throws_ok(
  $$insert into public.messages (conversation_id, author, body, attachments)
    select c.id, 'owner', 'Fotos', array(select tests.user_id('ana') || '/' || c.id || '/f' || n || '.jpg' from generate_series(1, 7) n)
    from public.conversations c where c.property_id is null$$,
  'P0001', 'Envie no máximo 6 fotos por mensagem.', 'and seven are refused in the words of the row');
call tests.as_postgres();

select is(public.business_limit('block_days_per_month'), 5, 'business_limit reads one row');

select * from finish();
rollback;
