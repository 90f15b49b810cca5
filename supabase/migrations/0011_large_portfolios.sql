-- Large portfolios: every figure exact and every read as fast for an owner of 300 properties as
-- for an owner of one.
--
-- 1. The reservation RPCs read one property's stays through the property's index, whatever the
--    size of the portfolio. They were SQL functions that set search_path, so PostgreSQL could not
--    inline them and planned their body without the caller's values: the optional filter
--    `(p_property_id is null or r.property_id = p_property_id)` could use no index, and the owner's
--    whole range was scanned again for each of their properties (74–102 ms for one property's 20
--    stays with 300 properties, 0.7 ms with 3). Each is now PL/pgSQL with one query per case
--    (every property, one property), each planned for its own index; the page of stays is sorted
--    and cut before the property names are looked up. The signatures the app and the
--    specification call keep working; get_reservations_secure gains an optional p_offset, so
--    reservation tracking can page through a property's stays.
-- 2. auth.uid() is read once per call, `(select auth.uid())`, as the policies read it, instead of
--    once per row with a parse of the JWT claims each time (here and in get_owner_overview and
--    owns_property).
-- 3. get_reservation_totals: the sums, counts and nights an owner sees, computed here over every
--    row of the period, never by adding up a page of rows in the browser (the account's total
--    earnings, the dashboard's 30-day figures).

-- ---------------------------------------------------------------------------------------------
-- Indexes the pages are read in: the owner's (or the property's) stays newest first with the id as
-- tie-break, so a page needs no sort and an offset skips index entries only.
create index if not exists reservations_user_check_in_id_idx on public.reservations (user_id, check_in desc, id);
create index if not exists reservations_property_check_in_id_idx on public.reservations (property_id, check_in desc, id);
-- The owner's totals from the index alone (an index-only scan), not from one heap page per stay.
create index if not exists reservations_user_totals_idx on public.reservations (user_id, check_in)
  include (status, check_out, property_id, total_amount, gross_amount, net_amount, host_payout, actual_payout_date, platform);

-- ---------------------------------------------------------------------------------------------
create or replace function public.owns_property(p_property_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.properties p where p.id = p_property_id and p.user_id = (select auth.uid()));
$$;

create or replace function public.get_owner_overview()
returns json
language sql stable security invoker set search_path = '' as $$
  select json_build_object(
    'profiles', coalesce((select json_agg(p) from public.profiles p where p.user_id = (select auth.uid())), '[]'::json),
    'properties', coalesce(
      (select json_agg(p order by p.created_at desc) from public.properties p where p.user_id = (select auth.uid())), '[]'::json),
    'photo_sessions', coalesce(
      (select json_agg(s order by s.created_at desc) from public.photo_sessions s where s.user_id = (select auth.uid())), '[]'::json)
  );
$$;

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
begin
  if p_property_id is null then
    return query
      select r.id, r.user_id, r.property_id, p.property_name, r.owner_id, r.guest_name, r.guest_email,
             r.guest_phone, r.guests, r.check_in, r.check_out, (r.check_out - r.check_in)::integer,
             r.total_amount, r.gross_amount, r.cleaning_fee, r.platform_fee, r.platform_fee_rate,
             r.management_fee, r.management_fee_rate, r.net_amount, r.host_payout,
             r.expected_payout_date, r.actual_payout_date, r.platform, r.status, r.booking_reference,
             r.special_requests, r.created_at, r.updated_at
      from (
        select s.* from public.reservations s
        where s.user_id = v_user
        order by s.check_in desc, s.id
        limit v_limit offset v_offset
      ) r
      join public.properties p on p.id = r.property_id
      order by r.check_in desc, r.id;
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
-- the guests' e-mail and phone. p_offset (new, default 0) pages through a property's stays.
drop function if exists public.get_reservations_secure(uuid, integer);
create function public.get_reservations_secure(
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
declare
  v_user uuid := (select auth.uid());
  v_limit integer := least(greatest(coalesce(p_limit, 100), 0), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_name text;
begin
  if p_property_id is null then
    return query
      select r.id, r.property_id, p.property_name, r.guest_name,
             case when r.guest_email is null then null
                  else left(r.guest_email, 1) || '***@' || split_part(r.guest_email, '@', 2) end,
             case when r.guest_phone is null then null
                  else '*****' || right(regexp_replace(r.guest_phone, '\D', '', 'g'), 4) end,
             r.guests, r.check_in, r.check_out, (r.check_out - r.check_in)::integer,
             r.total_amount, r.net_amount, r.host_payout, r.platform, r.status, r.special_requests,
             r.created_at
      from (
        select s.* from public.reservations s
        where s.user_id = v_user
        order by s.check_in desc, s.id
        limit v_limit offset v_offset
      ) r
      join public.properties p on p.id = r.property_id
      order by r.check_in desc, r.id;
  else
    -- One property: its name once, its stays through its own index.
    select p.property_name into v_name from public.properties p where p.id = p_property_id and p.user_id = v_user;
    if not found then
      return;
    end if;
    return query
      select r.id, r.property_id, v_name, r.guest_name,
             case when r.guest_email is null then null
                  else left(r.guest_email, 1) || '***@' || split_part(r.guest_email, '@', 2) end,
             case when r.guest_phone is null then null
                  else '*****' || right(regexp_replace(r.guest_phone, '\D', '', 'g'), 4) end,
             r.guests, r.check_in, r.check_out, (r.check_out - r.check_in)::integer,
             r.total_amount, r.net_amount, r.host_payout, r.platform, r.status, r.special_requests,
             r.created_at
      from public.reservations r
      where r.property_id = p_property_id and r.user_id = v_user
      order by r.check_in desc, r.id
      limit v_limit offset v_offset;
  end if;
end;
$$;

revoke all on function public.get_reservations_secure(uuid, integer, integer) from public, anon;
grant execute on function public.get_reservations_secure(uuid, integer, integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The figures of the caller's stays with check-in in [p_check_in_from, p_check_in_to] (either end
-- open), of one property or of all: every row, however many. A cancelled stay pays nothing and
-- occupies no night: it is counted in `reservations` and `cancelled`, and in no sum, night or
-- property count. Amounts are exact (numeric), in reais.
create or replace function public.get_reservation_totals(
  p_property_id uuid default null,
  p_check_in_from date default null,
  p_check_in_to date default null
)
returns table (
  reservations integer,
  cancelled integer,
  nights integer,
  properties integer,
  total_amount numeric,
  gross_amount numeric,
  net_amount numeric,
  host_payout numeric
)
language plpgsql stable security invoker set search_path = '' as $$
#variable_conflict use_column
declare
  v_user uuid := (select auth.uid());
  -- Open ends as infinite dates keep the range an index condition in every plan.
  v_from date := coalesce(p_check_in_from, '-infinity'::date);
  v_to date := coalesce(p_check_in_to, 'infinity'::date);
begin
  if p_property_id is null then
    return query
      select count(*)::integer,
             (count(*) filter (where r.status = 'cancelled'))::integer,
             coalesce(sum(r.check_out - r.check_in) filter (where r.status <> 'cancelled'), 0)::integer,
             (count(distinct r.property_id) filter (where r.status <> 'cancelled'))::integer,
             coalesce(sum(r.total_amount) filter (where r.status <> 'cancelled'), 0),
             coalesce(sum(r.gross_amount) filter (where r.status <> 'cancelled'), 0),
             coalesce(sum(r.net_amount) filter (where r.status <> 'cancelled'), 0),
             coalesce(sum(r.host_payout) filter (where r.status <> 'cancelled'), 0)
      from public.reservations r
      where r.user_id = v_user and r.check_in >= v_from and r.check_in <= v_to;
  else
    return query
      select count(*)::integer,
             (count(*) filter (where r.status = 'cancelled'))::integer,
             coalesce(sum(r.check_out - r.check_in) filter (where r.status <> 'cancelled'), 0)::integer,
             (count(distinct r.property_id) filter (where r.status <> 'cancelled'))::integer,
             coalesce(sum(r.total_amount) filter (where r.status <> 'cancelled'), 0),
             coalesce(sum(r.gross_amount) filter (where r.status <> 'cancelled'), 0),
             coalesce(sum(r.net_amount) filter (where r.status <> 'cancelled'), 0),
             coalesce(sum(r.host_payout) filter (where r.status <> 'cancelled'), 0)
      from public.reservations r
      where r.property_id = p_property_id and r.user_id = v_user and r.check_in >= v_from and r.check_in <= v_to;
  end if;
end;
$$;

revoke all on function public.get_reservation_totals(uuid, date, date) from public, anon;
grant execute on function public.get_reservation_totals(uuid, date, date) to authenticated, service_role;

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
language sql stable security invoker set search_path = '' as $$
  with selected as (
    -- Months as integers (year * 12 + month - 1): the check-in's and the last night's.
    select r.property_id, r.check_in, r.check_out, r.host_payout, coalesce(r.gross_amount, r.total_amount) as gross,
           (date_part('year', r.check_in) * 12 + date_part('month', r.check_in) - 1)::integer as first_month,
           (date_part('year', r.check_out - 1) * 12 + date_part('month', r.check_out - 1) - 1)::integer as last_month
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
  ), figures as (
    select count(*)::integer as reservations,
           coalesce(sum(s.host_payout), 0) as total,
           coalesce(sum(s.host_payout) filter (where s.check_in >= p_today), 0) as projected,
           coalesce(sum(s.host_payout) filter (where s.check_in >= p_today - extract(day from p_today)::integer + 1
                                                 and s.check_in < (p_today - extract(day from p_today)::integer + 1 + interval '1 month')::date), 0) as this_month,
           count(distinct s.property_id)::integer as properties,
           coalesce(sum(greatest(1, s.check_out - s.check_in)), 0)::integer as nights,
           coalesce(sum(s.gross), 0) as gross
    from selected s
  ), month_nights as (
    -- Most stays end in the month they start: their nights in it, no series needed.
    select s.first_month as month,
           least(s.check_out, make_date((s.first_month + 1) / 12, (s.first_month + 1) % 12 + 1, 1)) - s.check_in as nights
    from selected s
    where s.check_out > s.check_in
    union all
    -- The months after the first of the stays that run into them.
    select m.month, least(s.check_out, make_date((m.month + 1) / 12, (m.month + 1) % 12 + 1, 1)) - make_date(m.month / 12, m.month % 12 + 1, 1)
    from selected s, lateral generate_series(s.first_month + 1, s.last_month) as m(month)
    where s.check_out > s.check_in and s.last_month > s.first_month
  ), months as (
    select n.month, sum(n.nights) as nights from month_nights n group by n.month
  )
  select f.reservations, f.total, f.projected, greatest(0, f.total - f.projected), f.this_month, f.properties, f.nights,
         case when f.nights = 0 then 0 else f.gross / f.nights end,
         coalesce((
           select round(avg(least(100, m.nights * 100.0 / (
             (make_date((m.month + 1) / 12, (m.month + 1) % 12 + 1, 1) - make_date(m.month / 12, m.month % 12 + 1, 1)) * f.properties))), 1)
           from months m), 0)
  from figures f;
$$;

revoke all on function public.get_finance_summary(date, date, date, uuid[], text[]) from public, anon;
grant execute on function public.get_finance_summary(date, date, date, uuid[], text[]) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- /performance, per property of the caller with a stay not cancelled: the nights booked and their price in
-- the three windows the page compares (nights from `from` inclusive to `to` exclusive): the last 30 days
-- [today − 30, today), this month, and the same month last year. A stay's price is its gross amount
-- (total_amount when gross is missing) spread evenly over its nights; a stay counts the nights it has in
-- the window. The page adds the properties, the nights available and the rates.
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
language sql stable security invoker set search_path = '' as $$
  -- Computed once, not for every stay.
  with bounds as materialized (
    select p_today - 30 as last30_from, p_today as last30_to,
           p_today - extract(day from p_today)::integer + 1 as month_from,
           (p_today - extract(day from p_today)::integer + 1 + interval '1 month')::date as month_to,
           (p_today - extract(day from p_today)::integer + 1 - interval '1 year')::date as last_year_from,
           (p_today - extract(day from p_today)::integer + 1 + interval '1 month' - interval '1 year')::date as last_year_to
  ), in_windows as (
    -- Only the stays with a night in a window are priced.
    select r.property_id, (r.check_out - r.check_in) as nights, coalesce(r.gross_amount, r.total_amount, 0) as gross,
           greatest(0, least(r.check_out, b.last30_to) - greatest(r.check_in, b.last30_from)) as last30,
           greatest(0, least(r.check_out, b.month_to) - greatest(r.check_in, b.month_from)) as this_month,
           greatest(0, least(r.check_out, b.last_year_to) - greatest(r.check_in, b.last_year_from)) as last_year
    from public.reservations r, bounds b
    where r.user_id = (select auth.uid()) and r.status <> 'cancelled' and r.check_out > r.check_in
      and ((r.check_in < b.month_to and r.check_out > least(b.last30_from, b.month_from))
           or (r.check_in < b.last_year_to and r.check_out > b.last_year_from))
  ), sums as (
    select o.property_id,
           sum(o.last30)::integer as last30_nights, sum(o.gross / o.nights * o.last30) as last30_revenue,
           sum(o.this_month)::integer as this_month_nights, sum(o.gross / o.nights * o.this_month) as this_month_revenue,
           sum(o.last_year)::integer as last_year_nights, sum(o.gross / o.nights * o.last_year) as last_year_revenue
    from in_windows o
    group by o.property_id
  )
  -- One row per property with a stay not cancelled, with or without nights in the windows.
  select p.property_id, coalesce(x.last30_nights, 0), coalesce(x.last30_revenue, 0), coalesce(x.this_month_nights, 0),
         coalesce(x.this_month_revenue, 0), coalesce(x.last_year_nights, 0), coalesce(x.last_year_revenue, 0)
  from (select distinct r.property_id from public.reservations r where r.user_id = (select auth.uid()) and r.status <> 'cancelled') p
  left join sums x on x.property_id = p.property_id;
$$;

revoke all on function public.get_performance_figures(date) from public, anon;
grant execute on function public.get_performance_figures(date) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The dashboard's earnings card: the caller's stays not cancelled checking in from p_from on, by month of
-- check-in ('yyyy-MM') and platform as recorded (the app tells the channel from it, as the finance chart
-- does): host_payout in total, the stays counted, the part already paid (check-out before today) and the
-- part to come (check-in today or later).
create or replace function public.get_monthly_earnings(p_from date, p_today date)
returns table (
  month text,
  platform text,
  total numeric,
  reservations integer,
  paid numeric,
  future numeric
)
language sql stable security invoker set search_path = '' as $$
  select to_char(r.check_in, 'YYYY-MM'), r.platform,
         coalesce(sum(r.host_payout), 0),
         count(*)::integer,
         coalesce(sum(r.host_payout) filter (where r.check_out < p_today), 0),
         coalesce(sum(r.host_payout) filter (where r.check_in >= p_today), 0)
  from public.reservations r
  where r.user_id = (select auth.uid()) and r.status <> 'cancelled' and r.check_in >= p_from
  group by 1, 2
  order by 1, 2;
$$;

revoke all on function public.get_monthly_earnings(date, date) from public, anon;
grant execute on function public.get_monthly_earnings(date, date) to authenticated, service_role;
