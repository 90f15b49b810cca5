-- The finance page's reads as an owner of more than 1,000 stays makes them: the reservation list read 50 at a
-- time from the last stay shown reaches every stay the filters select exactly once, in the list's order; the
-- chart's series equals the same sums written out over every row; another owner, and a caller not signed in,
-- get none of it; bad arguments are refused with a readable message.
begin;
create extension if not exists pgtap with schema extensions;
select plan(37);

\ir helpers/owners.psql

\ir helpers/portfolio.psql


-- Reads the list as the page does: 50 stays, then the 50 after the last one shown, until a read comes back short.
create function tests.finance_walk(p_from date, p_to date, p_property_ids uuid[], p_status_keys text[], p_limit integer default 50)
returns table (n integer, stay_id uuid, reads integer)
language plpgsql set search_path = '' as $$
declare
  v_check_in date;
  v_id uuid;
  v_n integer := 0;
  v_reads integer := 0;
  v_count integer;
  v_row record;
begin
  loop
    v_count := 0;
    v_reads := v_reads + 1;
    for v_row in select f.id, f.check_in from public.get_finance_reservations(current_date, p_from, p_to, p_property_ids, p_status_keys, v_check_in, v_id, p_limit) f loop
      v_n := v_n + 1;
      v_count := v_count + 1;
      v_check_in := v_row.check_in;
      v_id := v_row.id;
      n := v_n;
      stay_id := v_row.id;
      reads := v_reads;
      return next;
    end loop;
    exit when v_count < p_limit;
  end loop;
end;
$$;
grant execute on function tests.finance_walk(date, date, uuid[], text[], integer) to authenticated, anon;


call tests.as_owner('ana');
select cmp_ok((select count(*)::integer from stays), '>', 1000, 'Ana has more than 1,000 stays to show');

-- Every stay once, in the list's order (newest check-in first, then id), under each filter the page sends (card_cases).
select is(
  (select array_agg(w.stay_id order by w.n) from tests.finance_walk(c.check_in_from, c.check_in_to, c.property_ids, c.status_keys) w),
  (select array_agg(r.id order by r.check_in desc, r.id) from card_rows r where r.label = c.label),
  'the list read 50 at a time, ' || c.label || ': every stay once, in order')
from card_cases c;
select is(
  (select max(w.reads) from tests.finance_walk(null, null, null, null) w),
  (select count(*)::integer / 50 + 1 from stays),
  'every stay is reached in reads of 50: the 1,001st stay is in the 21st read');

-- A row says what the table holds: the page's 19 columns, the nights and the property's name.
select is(
  (select array_agg(row(f.id, f.property_id, f.property_name, f.guest_name, f.guests, f.check_in, f.check_out, f.nights, f.total_amount,
                        f.gross_amount, f.cleaning_fee, f.platform_fee, f.management_fee, f.net_amount, f.host_payout,
                        f.expected_payout_date, f.actual_payout_date, f.platform, f.status)::text order by f.check_in desc, f.id)
   from public.get_finance_reservations(current_date, p_limit := 50) f),
  (select array_agg(x.t order by x.check_in desc, x.id) from (
     select s.check_in, s.id, row(s.id, s.property_id, p.property_name, s.guest_name, s.guests, s.check_in, s.check_out, s.check_out - s.check_in,
                s.total_amount, s.gross_amount, s.cleaning_fee, s.platform_fee, s.management_fee, s.net_amount, s.host_payout,
                s.expected_payout_date, s.actual_payout_date, s.platform, s.status)::text as t
     from stays s join public.properties p on p.id = s.property_id
     order by s.check_in desc, s.id limit 50) x),
  'a read holds the stays as recorded: amounts, dates, nights, platform, status and the property''s name');
select is((select count(*)::integer from public.get_finance_reservations(current_date, p_limit := 5000)), 1000, 'a read holds at most 1000 stays');
select is((select count(*)::integer from public.get_finance_reservations(current_date, p_limit := 0)), 1, 'a read holds at least one stay');

-- The chart's series under each filter, by each grouping, against the sums over the rows.
create temporary table groupings (grouping text);
insert into groupings values ('day'), ('week'), ('month'), ('year');
grant select on groupings to authenticated;
select is(
  (select array_agg(row(s.period, s.platform, s.total, s.reservations, s.paid, s.future)::text order by s.period, s.platform)
   from public.get_finance_revenue_series(current_date, g.grouping, c.check_in_from, c.check_in_to, c.property_ids, c.status_keys) s),
  (select array_agg(y.x order by y.period, y.platform) from (
     select p.period, r.platform,
            row(p.period, r.platform, coalesce(sum(r.host_payout), 0), count(*)::integer,
                coalesce(sum(r.host_payout) filter (where r.check_out < current_date), 0),
                coalesce(sum(r.host_payout) filter (where r.check_in >= current_date), 0))::text as x
     from card_rows r,
          lateral (select case g.grouping
                            when 'day' then to_char(r.check_in, 'YYYY-MM-DD')
                            -- The Sunday of the stay's week: the Monday-based ISO week, shifted by a day.
                            when 'week' then to_char(date_trunc('week', r.check_in + 1)::date - 1, 'YYYY-MM-DD')
                            when 'month' then to_char(date_trunc('month', r.check_in), 'YYYY-MM')
                            else to_char(date_trunc('year', r.check_in), 'YYYY') end as period) p
     where r.label = c.label
     group by p.period, r.platform) y),
  'the chart by ' || g.grouping || ', ' || c.label || ': each period and platform, its payout, stays, paid and to come')
from groupings g, card_cases c
where c.label in ('every stay', 'two properties, paid', 'the last 90 days') or g.grouping = 'month';
select is(
  (select sum(s.total) from public.get_finance_revenue_series(current_date, 'year') s),
  (select sum(s.host_payout) from stays s),
  'the chart''s bars add up to every stay''s host payout, to the cent');

-- Another owner: her own stay only, and nothing of Ana's even when asking for Ana's properties.
call tests.as_owner('bruno');
select is(
  (select array_agg(w.stay_id) from tests.finance_walk(null, null, null, null) w),
  (select array_agg(r.id) from public.reservations r where r.guest_name = 'Hóspede do Bruno'),
  'another owner''s list holds his own stay only');
select is(
  (select count(*)::integer from public.get_finance_reservations(current_date, p_property_ids := array[tests.property_id('Carteira 1')])), 0,
  'asking for another owner''s property gives no stay');
select is(
  (select count(*)::integer from public.get_finance_revenue_series(current_date, 'month', p_property_ids := array[tests.property_id('Carteira 1')])), 0,
  'nor any bar of the chart');

call tests.as_anon();
select throws_ok($$ select * from public.get_finance_reservations(current_date) $$, '42501', null, 'a caller not signed in cannot read the list');
select throws_ok($$ select * from public.get_finance_revenue_series(current_date, 'month') $$, '42501', null, 'nor the chart');

-- Bad arguments: a clear message, a client error (22023 is PostgREST's 400).
call tests.as_owner('ana');
select throws_ok($$ select * from public.get_finance_revenue_series(current_date, 'hour') $$, '22023',
  'Agrupamento inválido: use day, week, month ou year.', 'an unknown grouping is refused');
select throws_ok($$ select * from public.get_finance_reservations(current_date, p_after_check_in := current_date) $$, '22023',
  'Informe a entrada e o id da última reserva lida, ou nenhum dos dois.', 'half a keyset is refused');
select throws_ok($$ select * from public.get_finance_reservations(null) $$, '22023', 'Informe a data de hoje (p_today).', 'a read without today is refused');

select * from finish();
rollback;
