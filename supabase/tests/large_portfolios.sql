-- An owner with more stays than one read returns (1,201): every total the database gives equals the
-- sum over all of her rows; the reservation listings page through all of them, one property's
-- listing holds that property's stays only, and nobody sees anyone else's.
begin;
create extension if not exists pgtap with schema extensions;
select plan(30);

\ir helpers/owners.psql

-- Three more active properties for Ana, with 400 stays each recorded by the provider (every 7th
-- cancelled), cents in every amount, check-ins from three years ago to one year ahead.
call tests.as_postgres();
insert into public.properties (user_id, property_name, location_type, property_type, address_street, address_number,
  address_city, address_state, address_postal_code, bedrooms, bathrooms, guest_capacity, is_draft, is_verified)
select tests.user_id('ana'), 'Escala ' || k, 'capital', 'apartamento', 'Rua A', k::text, 'São Paulo', 'SP', '01001-000', 1, 1, 2, false, true
from generate_series(1, 3) k;
insert into public.reservations (property_id, guest_name, check_in, check_out, total_amount, gross_amount, net_amount,
  host_payout, platform, status)
select p.id, 'Hóspede ' || k || '-' || i, current_date - 1095 + i * 3, current_date - 1095 + i * 3 + 2,
       500 + i + 0.37, 400 + i + 0.11, 300 + i + 0.59, 280 + i + 0.73,
       (array['airbnb', 'booking', 'vrbo', 'direct'])[1 + i % 4], case when i % 7 = 0 then 'cancelled' else 'confirmed' end
from generate_series(1, 3) k
join public.properties p on p.property_name = 'Escala ' || k and p.user_id = tests.user_id('ana'),
     generate_series(1, 400) i;

-- The figures as a direct sum over every one of Ana's rows (no row security, no function).
create temporary table expected as
select count(*)::integer as reservations,
       (count(*) filter (where r.status = 'cancelled'))::integer as cancelled,
       (sum(r.check_out - r.check_in) filter (where r.status <> 'cancelled'))::integer as nights,
       (count(distinct r.property_id) filter (where r.status <> 'cancelled'))::integer as properties,
       sum(r.total_amount) filter (where r.status <> 'cancelled') as total_amount,
       sum(r.gross_amount) filter (where r.status <> 'cancelled') as gross_amount,
       sum(r.net_amount) filter (where r.status <> 'cancelled') as net_amount,
       sum(r.host_payout) filter (where r.status <> 'cancelled') as host_payout,
       sum(r.host_payout) filter (where r.status <> 'cancelled' and r.check_in >= current_date - 30) as recent_payout,
       (count(*) filter (where r.check_in >= current_date - 30))::integer as recent_reservations,
       sum(r.total_amount) filter (where r.status <> 'cancelled' and r.check_in >= current_date - 30) as recent_total
from public.reservations r
where r.user_id = tests.user_id('ana');
create temporary table expected_property as
select r.property_id, count(*)::integer as reservations, sum(r.host_payout) filter (where r.status <> 'cancelled') as host_payout
from public.reservations r
join public.properties p on p.id = r.property_id and p.property_name = 'Escala 2'
group by r.property_id;
grant select on expected, expected_property to authenticated, service_role;

call tests.as_owner('ana');
select cmp_ok((select reservations from expected), '>', 1000, 'Ana has more stays than one read returns');
select is(
  (select row(t.reservations, t.cancelled, t.nights, t.properties)::text from public.get_reservation_totals() t),
  (select row(e.reservations, e.cancelled, e.nights, e.properties)::text from expected e),
  'every stay counted, the cancelled ones apart; nights and properties of the stays not cancelled');
select is((select t.host_payout from public.get_reservation_totals() t), (select host_payout from expected),
  'total earnings: host_payout over all of her stays not cancelled, to the cent');
select is((select t.total_amount from public.get_reservation_totals() t), (select total_amount from expected), 'total_amount over all her stays');
select is((select t.gross_amount from public.get_reservation_totals() t), (select gross_amount from expected), 'gross_amount over all her stays');
select is((select t.net_amount from public.get_reservation_totals() t), (select net_amount from expected), 'net_amount over all her stays');
select is(
  (select row(t.reservations, t.total_amount, t.host_payout)::text from public.get_reservation_totals(p_check_in_from := current_date - 30) t),
  (select row(e.recent_reservations, e.recent_total, e.recent_payout)::text from expected e),
  'the dashboard''s 30 days: stays checking in from 30 days ago, as a direct sum over those rows');
select is(
  (select row(t.reservations, t.host_payout)::text from public.get_reservation_totals(p_property_id := (select property_id from expected_property)) t),
  (select row(e.reservations, e.host_payout)::text from expected_property e),
  'one property''s totals, its rows only');
select is(
  (select t.reservations from public.get_reservation_totals(p_check_in_from := current_date + 3650) t), 0,
  'a period without stays: zero, not null');

-- The finance listing, read as the app reads it: 1000 at a time until a read comes back short.
select is(
  (select count(distinct x.id)::integer from (
     select c.id from public.get_reservations_consolidated(p_limit := 1000, p_offset := 0) c
     union all select c.id from public.get_reservations_consolidated(p_limit := 1000, p_offset := 1000) c) x),
  (select reservations from expected),
  'two reads of 1000 reach every stay, the 1,001st and the last included, none twice');
select is(
  (select count(*)::integer from public.get_reservations_consolidated(p_limit := 1000, p_offset := 1000)), (select reservations from expected) - 1000,
  'the second read holds the stays after the first 1000');
select is(
  (select sum(x.host_payout) filter (where x.status <> 'cancelled') from (
     select * from public.get_reservations_consolidated(p_limit := 1000, p_offset := 0)
     union all select * from public.get_reservations_consolidated(p_limit := 1000, p_offset := 1000)) x),
  (select host_payout from expected),
  'summed over the pages, host_payout equals the database total');
select is(
  (select array_agg(c.id order by c.ordinality) from public.get_reservations_consolidated(p_limit := 1000, p_offset := 1000) with ordinality c),
  (select array_agg(x.id order by x.check_in desc, x.id) from (
     select r.id, r.check_in from public.reservations r where r.user_id = tests.user_id('ana') order by r.check_in desc, r.id offset 1000) x),
  'the second read continues the first: newest check-in first, ties in the order of their ids');
select is(
  (select count(*)::integer from public.get_reservations_consolidated(p_property_id := (select property_id from expected_property))),
  (select reservations from expected_property),
  'one property''s listing: its stays, all of them');
select is(
  (select count(*)::integer from public.get_reservations_consolidated(p_property_id := (select property_id from expected_property))
   where property_name = 'Escala 2'),
  (select reservations from expected_property),
  'each with its property''s name');

-- Reservation tracking: the spec's call still answers, and p_offset pages through the property.
select is(
  (select count(*)::integer from public.get_reservations_secure(p_property_id := (select property_id from expected_property), p_limit := 100)),
  100, 'the spec''s call (p_property_id, p_limit 100) answers 100 stays');
select is(
  (select count(distinct s.id)::integer from generate_series(0, 4) n,
     lateral public.get_reservations_secure(p_property_id := (select property_id from expected_property), p_limit := 100, p_offset := n * 100) s),
  (select reservations from expected_property),
  'four reads of 100 reach all 400 stays of the property');
select ok(
  (select bool_and(s.guest_email is null or s.guest_email like '_***@%')
   from public.get_reservations_secure(p_property_id := tests.property_id('Casa Ativa'), p_limit := 100) s),
  'guest contacts still masked');

-- The finance page's cards (get_finance_summary), against the page's formulas written out over the rows.
select is(
  (select row(f.reservations, f.total_earnings, f.projected_balance, f.available_balance, f.properties, f.nights)::text
   from public.get_finance_summary(p_today := current_date) f),
  (select row(count(*)::integer, sum(r.host_payout), coalesce(sum(r.host_payout) filter (where r.check_in >= current_date), 0),
              greatest(0, sum(r.host_payout) - coalesce(sum(r.host_payout) filter (where r.check_in >= current_date), 0)),
              count(distinct r.property_id)::integer, sum(greatest(1, r.check_out - r.check_in))::integer)::text
   from public.reservations r where r.user_id = tests.user_id('ana') and r.status <> 'cancelled'),
  'finance cards over every stay not cancelled: total, projected (check-in from today), available, properties, nights');
select is(
  (select f.average_daily_rate from public.get_finance_summary(p_today := current_date) f),
  (select sum(coalesce(r.gross_amount, r.total_amount)) / sum(greatest(1, r.check_out - r.check_in))
   from public.reservations r where r.user_id = tests.user_id('ana') and r.status <> 'cancelled'),
  'average daily rate: gross over nights, each stay at least one');
select is(
  (select f.occupancy from public.get_finance_summary(p_today := current_date) f),
  (select round(avg(least(100, m.nights * 100.0 / (m.days * m.properties))), 1) from (
     select date_trunc('month', d) as month, count(*) as nights,
            extract(day from date_trunc('month', d) + interval '1 month' - interval '1 day') as days,
            (select count(distinct r2.property_id) from public.reservations r2 where r2.user_id = tests.user_id('ana') and r2.status <> 'cancelled') as properties
     from public.reservations r, generate_series(r.check_in, r.check_out - 1, interval '1 day') d
     where r.user_id = tests.user_id('ana') and r.status <> 'cancelled'
     group by 1) m),
  'occupancy: each month''s booked nights (counted night by night) over its days times the properties, averaged');
select is(
  (select row(f.reservations, f.total_earnings, f.this_month)::text
   from public.get_finance_summary(p_today := current_date, p_check_in_from := current_date - 90, p_check_in_to := current_date,
                                   p_property_ids := array[(select property_id from expected_property)]) f),
  (select row(count(*)::integer, coalesce(sum(r.host_payout), 0),
              coalesce(sum(r.host_payout) filter (where date_trunc('month', r.check_in) = date_trunc('month', current_date)), 0))::text
   from public.reservations r
   where r.property_id = (select property_id from expected_property) and r.status <> 'cancelled'
     and r.check_in between current_date - 90 and current_date),
  'a period and a property: the stays checking in within it, this month''s among them');
select is(
  (select row(f.reservations, f.total_earnings)::text
   from public.get_finance_summary(p_today := current_date, p_status_keys := array['pending', 'scheduled']) f),
  (select row(count(*)::integer, sum(r.host_payout))::text
   from public.reservations r where r.user_id = tests.user_id('ana') and r.status <> 'cancelled' and r.actual_payout_date is null),
  'the status filter: every stay not paid yet is hosting or scheduled');

-- /performance (get_performance_figures) against the nights counted one by one, each at its stay's price per night.
select is(
  (select row(sum(f.last30_nights), sum(f.last_year_nights), count(*))::text from public.get_performance_figures(current_date) f),
  (select row(count(*) filter (where d >= current_date - 30 and d < current_date),
              count(*) filter (where d >= (date_trunc('month', current_date) - interval '1 year') and d < (date_trunc('month', current_date) + interval '1 month' - interval '1 year')),
              count(distinct r.property_id))::text
   from public.reservations r, generate_series(r.check_in, r.check_out - 1, interval '1 day') d
   where r.user_id = tests.user_id('ana') and r.status <> 'cancelled'),
  'nights booked in the last 30 days and in the same month last year, one row per property with stays');
select is(
  (select round(sum(f.last30_revenue), 6) from public.get_performance_figures(current_date) f),
  (select round(sum(coalesce(r.gross_amount, r.total_amount) / (r.check_out - r.check_in)), 6)
   from public.reservations r, generate_series(r.check_in, r.check_out - 1, interval '1 day') d
   where r.user_id = tests.user_id('ana') and r.status <> 'cancelled' and d >= current_date - 30 and d < current_date),
  'the last 30 days'' revenue: each night at its stay''s gross over its nights');

-- The dashboard's earnings card (get_monthly_earnings): per month and platform, every stay of the year counted.
select is(
  (select row(sum(m.total), sum(m.reservations), sum(m.paid), sum(m.future))::text
   from public.get_monthly_earnings(current_date - 365, current_date) m),
  (select row(sum(r.host_payout), count(*), coalesce(sum(r.host_payout) filter (where r.check_out < current_date), 0),
              coalesce(sum(r.host_payout) filter (where r.check_in >= current_date), 0))::text
   from public.reservations r where r.user_id = tests.user_id('ana') and r.status <> 'cancelled' and r.check_in >= current_date - 365),
  'monthly earnings over the year ahead and behind: total, stays, paid and to come, as direct sums');

-- Nobody else's rows.
call tests.as_owner('bruno');
select is(
  (select count(*)::integer from public.get_reservations_consolidated(p_property_id := (select property_id from expected_property))), 0,
  'another owner''s property lists nothing');
select is((select t.reservations from public.get_reservation_totals() t), 1, 'Bruno''s totals count his one stay only');

call tests.as_service_role();
select is((select t.reservations from public.get_reservation_totals() t), 0, 'a caller without an owner gets zero');

call tests.as_anon();
select throws_ok('select * from public.get_reservation_totals()', '42501', null, 'a visitor without a session may not ask');

select * from finish();
rollback;
