-- The portfolio reads as an owner of many stays sees them: every page of the listings, wherever it starts, is
-- the next stretch of her stays in the listing's order (ties on a check-in date included); the finance cards,
-- /performance and the earnings card's months equal the same figures written out over every row, under
-- every filter the pages send.
begin;
create extension if not exists pgtap with schema extensions;
select plan(25);

\ir helpers/owners.psql

\ir helpers/portfolio.psql

-- Ana's stays in the listing's order, straight from the table.
create temporary table listing as
select r.id, row_number() over (order by r.check_in desc, r.id) - 1 as position
from public.reservations r where r.user_id = tests.user_id('ana');
grant select on listing to authenticated;

call tests.as_owner('ana');
select cmp_ok((select count(*)::integer from listing), '>', 1100, 'Ana has more than 1,100 stays');

-- A page is the stays from its offset on, in order: at the first stay, inside a run of stays sharing a check-in
-- date, at the last one, and past the end.
select is(
  (select array_agg(c.id order by c.n) from public.get_reservations_consolidated(p_limit := 7, p_offset := o) with ordinality c(id, u, p, pn, ow, gn, ge, gp, g, ci, co, ni, ta, ga, cf, pf, pfr, mf, mfr, na, hp, epd, apd, pl, st, br, sr, ca, ua, n)),
  (select array_agg(l.id order by l.position) from listing l where l.position >= o and l.position < o + 7),
  format('every property, 7 stays from offset %s: the next 7 in order', o))
from unnest(array[0, 1, 2, 3, 999, 1000, 1001, 1002]) o;
select is(
  (select count(*)::integer from public.get_reservations_consolidated(p_limit := 1000, p_offset := (select count(*)::integer from listing) - 1)), 1,
  'a page starting at the last stay holds that stay');
select is(
  (select count(*)::integer from public.get_reservations_consolidated(p_limit := 1000, p_offset := (select count(*)::integer from listing))), 0,
  'a page past the last stay is empty');
select is(
  (select count(distinct x.id)::integer from generate_series(0, 2) n,
     lateral public.get_reservations_consolidated(p_limit := 500, p_offset := n * 500) x),
  (select count(*)::integer from listing),
  'pages of 500 reach every stay once');
select is(
  (select array_agg(s.id order by s.n) from public.get_reservations_secure(p_limit := 5, p_offset := 1001) with ordinality s(id, p, pn, gn, ge, gp, g, ci, co, ni, ta, na, hp, pl, st, sr, ca, n)),
  (select array_agg(l.id order by l.position) from listing l where l.position >= 1001 and l.position < 1006),
  'the masked listing of every property pages the same way');

-- The finance cards under each filter the page sends (card_cases), against the formulas over the rows.

select is(
  (select row(f.reservations, f.total_earnings, f.projected_balance, f.available_balance, f.this_month, f.properties, f.nights, f.average_daily_rate)::text
   from public.get_finance_summary(current_date, c.check_in_from, c.check_in_to, c.property_ids, c.status_keys) f),
  (select row(count(*)::integer, coalesce(sum(r.host_payout), 0), coalesce(sum(r.host_payout) filter (where r.check_in >= current_date), 0),
              greatest(0, coalesce(sum(r.host_payout), 0) - coalesce(sum(r.host_payout) filter (where r.check_in >= current_date), 0)),
              coalesce(sum(r.host_payout) filter (where date_trunc('month', r.check_in) = date_trunc('month', current_date)), 0),
              count(distinct r.property_id)::integer, coalesce(sum(greatest(1, r.check_out - r.check_in)), 0)::integer,
              case when count(*) = 0 then 0 else sum(coalesce(r.gross_amount, r.total_amount)) / sum(greatest(1, r.check_out - r.check_in)) end)::text
   from card_rows r where r.label = c.label),
  'finance cards, ' || c.label || ': count, total, projected, available, this month, properties, nights, daily rate')
from card_cases c;
select is(
  (select f.occupancy from public.get_finance_summary(current_date, c.check_in_from, c.check_in_to, c.property_ids, c.status_keys) f),
  (select coalesce(round(avg(least(100, m.nights * 100.0 / (m.days * m.properties))), 1), 0) from (
     select date_trunc('month', d) as month, count(*) as nights,
            extract(day from date_trunc('month', d) + interval '1 month' - interval '1 day') as days,
            (select count(distinct r2.property_id) from card_rows r2 where r2.label = c.label) as properties
     from card_rows r, generate_series(r.check_in, r.check_out - 1, interval '1 day') d
     where r.label = c.label
     group by 1) m),
  'occupancy, ' || c.label || ': the nights of each month counted one by one')
from card_cases c where c.label in ('every stay', 'one property');

-- /performance: this month's nights and revenue, night by night.
select is(
  (select row(sum(f.this_month_nights), round(sum(f.this_month_revenue), 6), sum(f.last_year_nights), round(sum(f.last_year_revenue), 6))::text
   from public.get_performance_figures(current_date) f),
  (select row(count(*) filter (where d >= date_trunc('month', current_date) and d < date_trunc('month', current_date) + interval '1 month'),
              round(coalesce(sum(coalesce(r.gross_amount, r.total_amount) / (r.check_out - r.check_in))
                      filter (where d >= date_trunc('month', current_date) and d < date_trunc('month', current_date) + interval '1 month'), 0), 6),
              count(*) filter (where d >= date_trunc('month', current_date) - interval '1 year' and d < date_trunc('month', current_date) + interval '1 month' - interval '1 year'),
              round(coalesce(sum(coalesce(r.gross_amount, r.total_amount) / (r.check_out - r.check_in))
                      filter (where d >= date_trunc('month', current_date) - interval '1 year' and d < date_trunc('month', current_date) + interval '1 month' - interval '1 year'), 0), 6))::text
   from stays r, generate_series(r.check_in, r.check_out - 1, interval '1 day') d),
  '/performance: nights and revenue of this month and of the same month last year, night by night');

-- The earnings card's months: row by row, per month of check-in and platform.
select is(
  (select array_agg(row(m.month, m.platform, m.total, m.reservations, m.paid, m.future)::text order by m.month, m.platform)
   from public.get_monthly_earnings(current_date - 365, current_date) m),
  (select array_agg(x order by x) from (
     select row(to_char(r.check_in, 'YYYY-MM'), r.platform, coalesce(sum(r.host_payout), 0), count(*)::integer,
                coalesce(sum(r.host_payout) filter (where r.check_out < current_date), 0),
                coalesce(sum(r.host_payout) filter (where r.check_in >= current_date), 0))::text as x
     from stays r where r.check_in >= current_date - 365
     group by to_char(r.check_in, 'YYYY-MM'), r.platform) y),
  'the earnings card: every month and platform, its total, stays, paid and to come');

-- A listing called many times by a small owner on the same connection answers a large one all the same.
call tests.as_owner('bruno');
select count(*) from generate_series(1, 12) n, lateral public.get_reservations_consolidated(p_limit := 1000, p_offset := n - n) c;
call tests.as_owner('ana');
select is(
  (select array_agg(c.id order by c.n) from public.get_reservations_consolidated(p_limit := 3, p_offset := 1001) with ordinality c(id, u, p, pn, ow, gn, ge, gp, g, ci, co, ni, ta, ga, cf, pf, pfr, mf, mfr, na, hp, epd, apd, pl, st, br, sr, ca, ua, n)),
  (select array_agg(l.id order by l.position) from listing l where l.position >= 1001 and l.position < 1004),
  'after another owner''s calls, her page from the 1,002nd stay is hers and in order');

select * from finish();
rollback;
