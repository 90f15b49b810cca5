-- What the owner's screens refuse about dates, the database refuses too, in the same words: a personal
-- block more than a year ahead, removing a past day's block, a photo session for a draft or a past day,
-- a birth date in the future.
begin;
create extension if not exists pgtap with schema extensions;
select plan(18);

\ir helpers/owners.psql

create function tests.today() returns date
language sql stable set search_path = '' as $$
  select (now() at time zone 'America/Sao_Paulo')::date;
$$;
grant execute on function tests.today() to authenticated;

call tests.as_owner('ana');

-- Personal blocks: start not more than one year ahead.
select lives_ok(
  $$insert into public.calendar_events (property_id, date) values (tests.property_id('Casa Ativa'), (tests.today() + interval '1 year')::date)$$,
  'the owner blocks the day exactly one year ahead');

select throws_ok(
  $$insert into public.calendar_events (property_id, date) values (tests.property_id('Casa Ativa'), (tests.today() + interval '1 year')::date + 1)$$,
  'P0001', 'Não é possível bloquear datas com mais de um ano de antecedência',
  'a block one year and a day ahead is refused');

select throws_ok(
  $$insert into public.calendar_events (property_id, date)
    values (tests.property_id('Casa Ativa'), tests.today() + 30), (tests.property_id('Casa Ativa'), tests.today() + 800)$$,
  'P0001', 'Não é possível bloquear datas com mais de um ano de antecedência',
  'a request with one day too far ahead is refused whole');

select is((select count(*)::integer from public.calendar_events where type = 'blocked' and date = tests.today() + 30), 0,
  'and none of its days is kept');

select lives_ok(
  $$insert into public.calendar_events (property_id, date) values (tests.property_id('Casa Ativa'), tests.today() + 40)$$,
  'the owner blocks a day forty days ahead');

select throws_ok(
  $$update public.calendar_events set date = tests.today() + 400 where date = tests.today() + 40 and type = 'blocked'$$,
  'P0001', 'Não é possível bloquear datas com mais de um ano de antecedência',
  'nor can a block be moved more than a year ahead');

-- The provider records what happened, whatever the owner's screen allows.
call tests.as_postgres();
select lives_ok(
  $$insert into public.calendar_events (user_id, property_id, date) values (tests.user_id('ana'), tests.property_id('Casa Ativa'), tests.today() + 500)$$,
  'a block further ahead recorded by the provider is kept');

-- A past day's block: recorded while it was still ahead (the past rule of 0003 set aside for the setup).
alter table public.calendar_events disable trigger prepare_calendar_event;
insert into public.calendar_events (user_id, property_id, date)
values (tests.user_id('ana'), tests.property_id('Casa Ativa'), tests.today() - 3);
alter table public.calendar_events enable trigger prepare_calendar_event;
insert into public.calendar_events (user_id, property_id, date)
values (tests.user_id('ana'), tests.property_id('Casa Ativa'), tests.today());

call tests.as_owner('ana');
select throws_ok(
  $$delete from public.calendar_events where type = 'blocked' and date = tests.today() - 3$$,
  'P0001', 'Não é possível remover bloqueios de datas passadas',
  'the owner cannot remove a past day''s block (and regain its allowance)');

select throws_ok(
  $$update public.calendar_events set date = tests.today() + 10 where type = 'blocked' and date = tests.today() - 3$$,
  'P0001', 'Não é possível remover bloqueios de datas passadas',
  'nor move it to a day ahead');

select lives_ok(
  $$update public.calendar_events set title = 'Férias' where type = 'blocked' and date = tests.today() - 3$$,
  'renaming it is harmless');

select lives_ok(
  $$delete from public.calendar_events where type = 'blocked' and date = tests.today()$$,
  'today''s block can still be removed');

call tests.as_postgres();
select results_eq(
  $$select count(*)::integer from public.calendar_events where type = 'blocked' and date = tests.today() - 3$$,
  $$values (1)$$,
  'the past block is still there');

-- Photo sessions: only for a finished property, never on a past day.
call tests.as_owner('ana');
select throws_ok(
  $$select tests.book_session('Rascunho da Ana', tests.today() + 7)$$,
  'P0001', 'Finalize o cadastro da propriedade para agendar a sessão de fotos.',
  'a session for a draft is refused');

do $$ begin perform tests.new_property('Casa Nova'); end $$;
select throws_ok(
  $$select tests.book_session('Casa Nova', tests.today() - 1)$$,
  'P0001', 'Não é possível agendar uma sessão de fotos em uma data passada.',
  'a session on a past day is refused');

select lives_ok($$select tests.book_session('Casa Nova', tests.today() + 7)$$, 'a session next week is booked');

select throws_ok(
  $$update public.photo_sessions set date = tests.today() - 2 where id = tests.session_id('Casa Nova')$$,
  'P0001', 'Não é possível agendar uma sessão de fotos em uma data passada.',
  'nor rescheduled to a past day');

-- Birth date: not in the future (the owner wizard's message).
insert into public.profiles (user_id, full_name) values (tests.user_id('ana'), 'Ana Teste')
on conflict (user_id) do nothing;

select throws_ok(
  $$update public.profiles set birth_date = tests.today() + 1 where user_id = tests.user_id('ana')$$,
  'P0001', 'Data de nascimento inválida',
  'a birth date tomorrow is refused');

select lives_ok(
  $$update public.profiles set birth_date = tests.today() where user_id = tests.user_id('ana')$$,
  'today is the latest birth date');

select * from finish();
rollback;
