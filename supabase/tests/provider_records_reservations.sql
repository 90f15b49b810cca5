-- Reservations are the provider's record: an owner reads their stays and cannot write any of them,
-- whatever client sends the statement.
begin;
create extension if not exists pgtap with schema extensions;
select plan(12);

\ir helpers/owners.psql

call tests.as_owner('ana');

select results_eq(
  $$select guest_name, host_payout, actual_payout_date from public.reservations$$,
  $$values ('Hóspede da Ana'::text, 660.00::numeric, null::date)$$,
  'the owner reads her own stay, and only hers');

select throws_ok(
  $$update public.reservations set host_payout = host_payout * 10$$,
  '42501', 'permission denied for table reservations',
  'the owner cannot multiply her payout');

select throws_ok(
  $$update public.reservations set actual_payout_date = current_date, status = 'completed'
    where guest_name = 'Hóspede da Ana'$$,
  '42501', 'permission denied for table reservations',
  'the owner cannot mark her stay paid or completed');

select throws_ok(
  format($$insert into public.reservations (property_id, guest_name, check_in, check_out, platform,
             gross_amount, total_amount, net_amount, host_payout)
           values (%L, 'Hóspede Inventado', %L, %L, 'direct', 99999, 99999, 99999, 99999)$$,
    tests.property_id('Casa Ativa'), tests.day(6, 1), tests.day(6, 5)),
  '42501', 'permission denied for table reservations',
  'the owner cannot record a stay of R$ 99.999 on her active property');

select throws_ok(
  $$delete from public.reservations where guest_name = 'Hóspede da Ana'$$,
  '42501', 'permission denied for table reservations',
  'the owner cannot delete her stay');

select results_eq(
  $$select guest_name, gross_amount, host_payout, status, actual_payout_date from public.reservations$$,
  $$values ('Hóspede da Ana'::text, 1000.00::numeric, 660.00::numeric, 'confirmed'::text, null::date)$$,
  'after the refusals her stay is exactly as the provider recorded it');

select is_empty(
  format($$select 1 from public.reservations where id = %L$$, tests.reservation_id('Hóspede do Bruno')),
  'the owner does not see another owner''s stay');

select results_eq(
  $$select guest_name, nights, host_payout from public.get_reservations_consolidated()$$,
  $$values ('Hóspede da Ana'::text, 3, 660.00::numeric)$$,
  'the consolidated listing shows her stay');

-- Anon reaches nothing.
call tests.as_anon();

select throws_ok(
  $$select * from public.reservations$$,
  '42501', 'permission denied for table reservations',
  'anon cannot read stays');

select throws_ok(
  format($$insert into public.reservations (user_id, property_id, guest_name, check_in, check_out, platform)
           values (%L, %L, 'Hóspede Anônimo', %L, %L, 'direct')$$,
    tests.user_id('ana'), tests.property_id('Casa Ativa'), tests.day(6, 1), tests.day(6, 5)),
  '42501', 'permission denied for table reservations',
  'anon cannot record a stay');

-- The provider can (the staff functions and the service-role API use this path).
call tests.as_service_role();

select lives_ok(
  $$update public.reservations set special_requests = 'Chegada às 22h' where guest_name = 'Hóspede da Ana'$$,
  'the service role updates a stay');

call tests.as_postgres();

select is(
  (select count(*)::integer from public.reservations where user_id = tests.user_id('ana')),
  1,
  'the owner still has one stay');

select * from finish();
rollback;
