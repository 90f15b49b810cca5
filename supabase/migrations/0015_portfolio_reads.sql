-- Portfolio reads: every figure in one pass over the owner's index, every page of stays as cheap as the first.
--
-- 1. The finance cards (get_finance_summary), /performance (get_performance_figures) and the earnings card's
--    months (get_monthly_earnings) worked out per stay what is the same for many stays: a month from each
--    check-in, a sort of every stay to count distinct properties, a second pass for the properties. They now
--    add the stays up in one pass, in hashes (by check-in and check-out, by property, by day and platform),
--    and do the calendar arithmetic once per group. They are PL/pgSQL, so a connection plans them once, not
--    on every call as a SQL function that cannot be inlined. Same figures, exact to the cent: the sums are
--    numeric all the way.
-- 2. The listings of every property plan each call with the caller's values (EXECUTE). PL/pgSQL keeps a
--    generic plan after a few calls when it costs no more than the custom ones, and the generic plan is the
--    one for an average owner (some 30 stays): it may read every stay of the owner and sort them, and it
--    cannot use the page's first stay as an index bound. One property's listing keeps its cached plan: its
--    index gives the same plan for every owner, and planning it again would cost a small owner more than the
--    read. Its index now holds the owner after the property, so that plan is one index scan.
-- 3. A page past the first (p_offset) no longer reads every stay it skips from the table: the stay it starts
--    at is found in the index alone (check-in and id are in it), and the page is read from there. The 6th
--    page of 1000 costs what the 1st does.

-- ---------------------------------------------------------------------------------------------
-- One property's stays in the listing's order, its owner in the key: the property and the owner (the
-- policy's condition) are both index conditions of one scan. With the property alone in the key, a plan
-- kept for all callers added the owner's index in a bitmap and read every stay of an owner of 6,000 to
-- keep the property's 20 (138 buffers against 26).
create index if not exists reservations_property_user_check_in_id_idx on public.reservations (property_id, user_id, check_in desc, id);
drop index if exists public.reservations_property_check_in_id_idx;

-- ---------------------------------------------------------------------------------------------
create or replace function public.get_reservations_consolidated(
  p_property_id uuid default null,
  p_limit integer default 1000,
  p_offset integer default 0
)
returns table (
  id uuid,
  user_id uuid,
  property_id uuid,
  property_name text,
  owner_id uuid,
  guest_name text,
  guest_email text,
  guest_phone text,
  guests integer,
  check_in date,
  check_out date,
  nights integer,
  total_amount numeric,
  gross_amount numeric,
  cleaning_fee numeric,
  platform_fee numeric,
  platform_fee_rate numeric,
  management_fee numeric,
  management_fee_rate numeric,
  net_amount numeric,
  host_payout numeric,
  expected_payout_date date,
  actual_payout_date date,
  platform text,
  status text,
  booking_reference text,
  special_requests text,
  created_at timestamptz,
  updated_at timestamptz
)
language plpgsql stable security invoker set search_path = '' as $$
#variable_conflict use_column
declare
  v_user uuid := (select auth.uid());
  v_limit integer := least(greatest(coalesce(p_limit, 1000), 0), 5000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_name text;
  -- The first stay of the page, in the listing's order (newest check-in first, then id).
  v_check_in date := 'infinity';
  v_id uuid;
begin
  if p_property_id is null then
    -- Planned with the caller's values each time (EXECUTE): a plan kept for an average owner (some 30
    -- stays) reads every stay of a large one and sorts them, or cannot start at the page's first stay.
    if v_offset > 0 then
      execute $q$
        select s.check_in, s.id from public.reservations s
        where s.user_id = $1
        order by s.check_in desc, s.id
        offset $2 limit 1
      $q$ into v_check_in, v_id using v_user, v_offset;
      if v_id is null then
        return;
      end if;
    end if;
    return query execute $q$
      select r.id, r.user_id, r.property_id, p.property_name, r.owner_id, r.guest_name, r.guest_email,
             r.guest_phone, r.guests, r.check_in, r.check_out, (r.check_out - r.check_in)::integer,
             r.total_amount, r.gross_amount, r.cleaning_fee, r.platform_fee, r.platform_fee_rate,
             r.management_fee, r.management_fee_rate, r.net_amount, r.host_payout,
             r.expected_payout_date, r.actual_payout_date, r.platform, r.status, r.booking_reference,
             r.special_requests, r.created_at, r.updated_at
      from (
        select s.* from public.reservations s
        where s.user_id = $1 and s.check_in <= $3 and (s.check_in < $3 or s.id >= $4)
        order by s.check_in desc, s.id
        limit $2
      ) r
      join public.properties p on p.id = r.property_id
      order by r.check_in desc, r.id
    $q$ using v_user, v_limit, v_check_in, v_id;
  else
    -- One property: its name once, its stays through its own index.
    select p.property_name into v_name from public.properties p where p.id = p_property_id and p.user_id = v_user;
    if not found then
      return;
    end if;
    return query
      select r.id, r.user_id, r.property_id, v_name, r.owner_id, r.guest_name, r.guest_email,
             r.guest_phone, r.guests, r.check_in, r.check_out, (r.check_out - r.check_in)::integer,
             r.total_amount, r.gross_amount, r.cleaning_fee, r.platform_fee, r.platform_fee_rate,
             r.management_fee, r.management_fee_rate, r.net_amount, r.host_payout,
             r.expected_payout_date, r.actual_payout_date, r.platform, r.status, r.booking_reference,
             r.special_requests, r.created_at, r.updated_at
      from public.reservations r
      where r.property_id = p_property_id and r.user_id = v_user
      order by r.check_in desc, r.id
      limit v_limit offset v_offset;
  end if;
end;
$$;

-- The "secure" listing masks guest contact details: the owner sees who stays, the provider keeps
-- the guests' e-mail and phone. The stays are the consolidated listing's, read by it.
create or replace function public.get_reservations_secure(
  p_property_id uuid default null,
  p_limit integer default 100,
  p_offset integer default 0
)
returns table (
  id uuid,
  property_id uuid,
  property_name text,
  guest_name text,
  guest_email text,
  guest_phone text,
  guests integer,
  check_in date,
  check_out date,
  nights integer,
  total_amount numeric,
  net_amount numeric,
  host_payout numeric,
  platform text,
  status text,
  special_requests text,
  created_at timestamptz
)
language plpgsql stable security invoker set search_path = '' as $$
#variable_conflict use_column
begin
  return query
    select c.id, c.property_id, c.property_name, c.guest_name,
           case when c.guest_email is null then null
                else left(c.guest_email, 1) || '***@' || split_part(c.guest_email, '@', 2) end,
           case when c.guest_phone is null then null
                else '*****' || right(regexp_replace(c.guest_phone, '\D', '', 'g'), 4) end,
           c.guests, c.check_in, c.check_out, c.nights, c.total_amount, c.net_amount, c.host_payout, c.platform,
           c.status, c.special_requests, c.created_at
    from public.get_reservations_consolidated(p_property_id, least(greatest(coalesce(p_limit, 100), 0), 1000), p_offset) c
    order by c.check_in desc, c.id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The finance page's cards for the page's filters, over every stay of the caller they select (spec part
-- 2 §9, as the page computes them): cancelled stays are none of the page's (no status of it holds one);
-- a stay is in the period by its check-in (either end open); p_property_ids null means every property;
-- p_status_keys null means every status, else the page's keys of the stays to keep: 'completed' (paid),
-- 'pending' (the guest is in: check-in <= today <= check-out), 'scheduled' (everything still to be paid).
--   total_earnings     host_payout of every stay selected
--   projected_balance  host_payout of the stays checking in today or later
--   available_balance  total − projected, never below zero
--   this_month         host_payout of the stays checking in in today's month
--   properties         distinct properties of the stays selected
--   nights             nights, each stay at least one
--   average_daily_rate gross amount (total_amount when gross is missing) over those nights
--   occupancy          for each calendar month a stay touches, its nights in the month over the month's days
--                      times the properties, capped at 100; averaged over those months; one decimal
-- The stays are added up by (check-in, check-out) first: the owner's 6,000 stays share a few thousand such
-- pairs at most, and the months and nights are worked out once per pair.
create or replace function public.get_finance_summary(
  p_today date,
  p_check_in_from date default null,
  p_check_in_to date default null,
  p_property_ids uuid[] default null,
  p_status_keys text[] default null
)
returns table (
  reservations integer,
  total_earnings numeric,
  projected_balance numeric,
  available_balance numeric,
  this_month numeric,
  properties integer,
  nights integer,
  average_daily_rate numeric,
  occupancy numeric
)
language plpgsql stable security invoker set search_path = '' as $$
#variable_conflict use_column
begin
  return query
    with selected as (
      select r.property_id, r.check_in, r.check_out, r.host_payout, coalesce(r.gross_amount, r.total_amount) as gross
      from public.reservations r
      where r.user_id = (select auth.uid())
        and r.status <> 'cancelled'
        and r.check_in >= coalesce(p_check_in_from, '-infinity'::date)
        and r.check_in <= coalesce(p_check_in_to, 'infinity'::date)
        and (p_property_ids is null or r.property_id = any (p_property_ids))
        and (p_status_keys is null or (
          case when r.actual_payout_date is not null then 'completed'
               when r.check_in <= p_today and p_today <= r.check_out then 'pending'
               else 'scheduled' end) = any (p_status_keys))
    ), groups as materialized (
      -- One pass over the stays, two hashes: by (check-in, check-out), and by property (counted below).
      select s.check_in, s.check_out, grouping(s.property_id) as by_stay, count(*) as n, sum(s.host_payout) as payout, sum(s.gross) as gross
      from selected s
      group by grouping sets ((s.check_in, s.check_out), (s.property_id))
    ), stays as (
      select g.check_in, g.check_out, g.n, g.payout, g.gross,
             -- Months as integers (year * 12 + month - 1): the check-in's and the last night's.
             (date_part('year', g.check_in) * 12 + date_part('month', g.check_in) - 1)::integer as first_month,
             (date_part('year', g.check_out - 1) * 12 + date_part('month', g.check_out - 1) - 1)::integer as last_month
      from groups g
      where g.by_stay = 1
    ), property_count as (
      select count(*)::integer as properties from groups g where g.by_stay = 0
    ), bounds as (
      select p_today - extract(day from p_today)::integer + 1 as month_from,
             (p_today - extract(day from p_today)::integer + 1 + interval '1 month')::date as month_to
    ), figures as (
      select coalesce(sum(s.n), 0)::integer as reservations,
             coalesce(sum(s.payout), 0) as total,
             coalesce(sum(s.payout) filter (where s.check_in >= p_today), 0) as projected,
             coalesce(sum(s.payout) filter (where s.check_in >= b.month_from and s.check_in < b.month_to), 0) as this_month,
             coalesce(sum(s.n * greatest(1, s.check_out - s.check_in)), 0)::integer as nights,
             coalesce(sum(s.gross), 0) as gross
      from stays s, bounds b
    ), month_nights as (
      -- Most stays end in the month they start: their nights in it, no series needed.
      select s.first_month as month,
             s.n * (least(s.check_out, make_date((s.first_month + 1) / 12, (s.first_month + 1) % 12 + 1, 1)) - s.check_in) as nights
      from stays s
      union all
      -- The months after the first of the stays that run into them.
      select m.month, s.n * (least(s.check_out, make_date((m.month + 1) / 12, (m.month + 1) % 12 + 1, 1)) - make_date(m.month / 12, m.month % 12 + 1, 1))
      from stays s, lateral generate_series(s.first_month + 1, s.last_month) as m(month)
      where s.last_month > s.first_month
    ), months as (
      select n.month, sum(n.nights) as nights from month_nights n group by n.month
    )
    select f.reservations, f.total, f.projected, greatest(0, f.total - f.projected), f.this_month, c.properties, f.nights,
           case when f.nights = 0 then 0 else f.gross / f.nights end,
           coalesce((
             select round(avg(least(100, m.nights * 100.0 / (
               (make_date((m.month + 1) / 12, (m.month + 1) % 12 + 1, 1) - make_date(m.month / 12, m.month % 12 + 1, 1)) * c.properties))), 1)
             from months m), 0)
    from figures f, property_count c;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The dashboard's earnings card: the caller's stays not cancelled checking in from p_from on, by month of
-- check-in ('yyyy-MM') and platform as recorded (the app tells the channel from it, as the finance chart
-- does): host_payout in total, the stays counted, the part already paid (check-out before today) and the
-- part to come (check-in today or later). Added up by day and platform first, so a month's name is written
-- once per day, not once per stay.
create or replace function public.get_monthly_earnings(p_from date, p_today date)
returns table (
  month text,
  platform text,
  total numeric,
  reservations integer,
  paid numeric,
  future numeric
)
language plpgsql stable security invoker set search_path = '' as $$
#variable_conflict use_column
begin
  return query
    select to_char(d.check_in, 'YYYY-MM'), d.platform,
           coalesce(sum(d.total), 0), sum(d.n)::integer, coalesce(sum(d.paid), 0), coalesce(sum(d.future), 0)
    from (
      select r.check_in, r.platform,
             sum(r.host_payout) as total,
             count(*) as n,
             sum(r.host_payout) filter (where r.check_out < p_today) as paid,
             sum(r.host_payout) filter (where r.check_in >= p_today) as future
      from public.reservations r
      where r.user_id = (select auth.uid()) and r.status <> 'cancelled' and r.check_in >= p_from
      group by r.check_in, r.platform
    ) d
    group by 1, 2
    order by 1, 2;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- /performance, per property of the caller with a stay not cancelled: the nights booked and their price in
-- the three windows the page compares (nights from `from` inclusive to `to` exclusive): the last 30 days
-- [today − 30, today), this month, and the same month last year. A stay's price is its gross amount
-- (total_amount when gross is missing) spread evenly over its nights; a stay counts the nights it has in
-- the window. The page adds the properties, the nights available and the rates. One pass over the owner's
-- stays, grouped by property: a stay outside a window is filtered out of that window's sums before its
-- nights are worked out.
create or replace function public.get_performance_figures(p_today date)
returns table (
  property_id uuid,
  last30_nights integer,
  last30_revenue numeric,
  this_month_nights integer,
  this_month_revenue numeric,
  last_year_nights integer,
  last_year_revenue numeric
)
language plpgsql stable security invoker set search_path = '' as $$
#variable_conflict use_column
begin
  return query
    -- Computed once, not for every stay.
    with bounds as materialized (
      select p_today - 30 as last30_from, p_today as last30_to,
             p_today - extract(day from p_today)::integer + 1 as month_from,
             (p_today - extract(day from p_today)::integer + 1 + interval '1 month')::date as month_to,
             (p_today - extract(day from p_today)::integer + 1 - interval '1 year')::date as last_year_from,
             (p_today - extract(day from p_today)::integer + 1 + interval '1 month' - interval '1 year')::date as last_year_to
    )
    select r.property_id,
           coalesce(sum(least(r.check_out, b.last30_to) - greatest(r.check_in, b.last30_from))
                      filter (where r.check_in < b.last30_to and r.check_out > b.last30_from), 0)::integer,
           coalesce(sum(coalesce(r.gross_amount, r.total_amount, 0) / (r.check_out - r.check_in)
                        * (least(r.check_out, b.last30_to) - greatest(r.check_in, b.last30_from)))
                      filter (where r.check_in < b.last30_to and r.check_out > b.last30_from), 0),
           coalesce(sum(least(r.check_out, b.month_to) - greatest(r.check_in, b.month_from))
                      filter (where r.check_in < b.month_to and r.check_out > b.month_from), 0)::integer,
           coalesce(sum(coalesce(r.gross_amount, r.total_amount, 0) / (r.check_out - r.check_in)
                        * (least(r.check_out, b.month_to) - greatest(r.check_in, b.month_from)))
                      filter (where r.check_in < b.month_to and r.check_out > b.month_from), 0),
           coalesce(sum(least(r.check_out, b.last_year_to) - greatest(r.check_in, b.last_year_from))
                      filter (where r.check_in < b.last_year_to and r.check_out > b.last_year_from), 0)::integer,
           coalesce(sum(coalesce(r.gross_amount, r.total_amount, 0) / (r.check_out - r.check_in)
                        * (least(r.check_out, b.last_year_to) - greatest(r.check_in, b.last_year_from)))
                      filter (where r.check_in < b.last_year_to and r.check_out > b.last_year_from), 0)
    from public.reservations r, bounds b
    where r.user_id = (select auth.uid()) and r.status <> 'cancelled'
    group by r.property_id;
end;
$$;
