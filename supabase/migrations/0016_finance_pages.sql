-- The finance page reads what it shows, where the data is; the property list reads the columns it shows.
--
-- 1. get_finance_reservations: the reservation list, 50 stays a read, in the list's order (newest check-in
--    first, then id), with the page's filters applied here (period by check-in, properties, status keys, as
--    get_finance_summary applies them). A read after the first starts after the last stay shown (its check-in
--    and id, a keyset), found in the owner's index, so the 120th read costs what the first does, and a stay
--    recorded meanwhile never shifts the next read by one. Before, the page read every stay, 1000 a read, and
--    filtered, sorted and charted them in the browser: for an owner of 6,000 stays that was six reads of
--    1000 rows, most of their time the database writing the rows as JSON. Exports read through the same
--    function, 1000 a read (the spec's finance limit), when the owner asks for a file.
-- 2. get_finance_revenue_series: the revenue chart's bars, added up here over every stay the filters select,
--    by period (day, week from Sunday, month or year of check-in) and platform as recorded: the page tells the
--    channel from the platform, as the dashboard's earnings card does (get_monthly_earnings). Added up by
--    check-in and platform first, so a period's key is written once per day, not once per stay.
-- 3. get_owner_overview gives the properties as the property list now reads them (PropertyListRow in the app):
--    every column but the description, the amenities and the house rules, which only the property's own form
--    shows and reads whole (and the address complement, which no screen reads). With them an owner of 300 properties' list was some 300 KB of JSON (4.2 / 10.6 ms
--    p50 / p95 with descriptions as owners write them); without them some 100 KB.
-- The list and the series are PL/pgSQL: the list is planned with the caller's values each time (EXECUTE), as the consolidated
-- listing of every property is (0015): a plan kept for an average owner cannot pick between the owner's index
-- and one property's for a large one.

-- ---------------------------------------------------------------------------------------------
create or replace function public.get_finance_reservations(
  p_today date,
  p_check_in_from date default null,
  p_check_in_to date default null,
  p_property_ids uuid[] default null,
  p_status_keys text[] default null,
  p_after_check_in date default null,
  p_after_id uuid default null,
  p_limit integer default 50
)
returns table (
  id uuid,
  property_id uuid,
  property_name text,
  guest_name text,
  guests integer,
  check_in date,
  check_out date,
  nights integer,
  total_amount numeric,
  gross_amount numeric,
  cleaning_fee numeric,
  platform_fee numeric,
  management_fee numeric,
  net_amount numeric,
  host_payout numeric,
  expected_payout_date date,
  actual_payout_date date,
  platform text,
  status text
)
language plpgsql stable security invoker set search_path = '' as $$
#variable_conflict use_column
declare
  -- The caller as a value of the query, not a subquery: planned for this owner's stays (6,000 or 6), the read
  -- walks the owner's index newest first and stops at the 50th; planned for an unknown owner (some 30 stays)
  -- it read all 6,000 and sorted them.
  v_user uuid := (select auth.uid());
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
begin
  if p_today is null then
    raise exception 'Informe a data de hoje (p_today).' using errcode = '22023';
  end if;
  if (p_after_check_in is null) <> (p_after_id is null) then
    raise exception 'Informe a entrada e o id da última reserva lida, ou nenhum dos dois.' using errcode = '22023';
  end if;
  -- Cancelled stays are none of the page's (no status of it holds one). The first read starts past the
  -- newest possible check-in; a read after it, after the last stay shown.
  return query execute $q$
    select r.id, r.property_id, p.property_name, r.guest_name, r.guests, r.check_in, r.check_out,
           (r.check_out - r.check_in)::integer, r.total_amount, r.gross_amount, r.cleaning_fee, r.platform_fee,
           r.management_fee, r.net_amount, r.host_payout, r.expected_payout_date, r.actual_payout_date,
           r.platform, r.status
    from (
      select s.* from public.reservations s
      where s.user_id = $9
        and s.status <> 'cancelled'
        and s.check_in >= coalesce($2, '-infinity'::date)
        and s.check_in <= coalesce($3, 'infinity'::date)
        and ($4::uuid[] is null or s.property_id = any ($4))
        and ($5::text[] is null or (
          case when s.actual_payout_date is not null then 'completed'
               when s.check_in <= $1 and $1 <= s.check_out then 'pending'
               else 'scheduled' end) = any ($5))
        and s.check_in <= coalesce($6, 'infinity'::date)
        and (s.check_in < coalesce($6, 'infinity'::date) or s.id > $7)
      order by s.check_in desc, s.id
      limit $8
    ) r
    join public.properties p on p.id = r.property_id
    order by r.check_in desc, r.id
  $q$ using p_today, p_check_in_from, p_check_in_to, p_property_ids, p_status_keys, p_after_check_in, p_after_id, v_limit, v_user;
end;
$$;

revoke all on function public.get_finance_reservations(date, date, date, uuid[], text[], date, uuid, integer) from public, anon;
grant execute on function public.get_finance_reservations(date, date, date, uuid[], text[], date, uuid, integer) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The chart's bars: per period and platform as recorded, the stays' host payout, their count, the part
-- already paid (check-out before today) and the part to come (check-in today or later). A period is named by
-- its key: 'yyyy-MM-dd' for a day and for a week (its Sunday), 'yyyy-MM' for a month, 'yyyy' for a year.
create or replace function public.get_finance_revenue_series(
  p_today date,
  p_grouping text,
  p_check_in_from date default null,
  p_check_in_to date default null,
  p_property_ids uuid[] default null,
  p_status_keys text[] default null
)
returns table (
  period text,
  platform text,
  total numeric,
  reservations integer,
  paid numeric,
  future numeric
)
language plpgsql stable security invoker set search_path = '' as $$
#variable_conflict use_column
begin
  if p_today is null then
    raise exception 'Informe a data de hoje (p_today).' using errcode = '22023';
  end if;
  if p_grouping is null or p_grouping not in ('day', 'week', 'month', 'year') then
    raise exception 'Agrupamento inválido: use day, week, month ou year.' using errcode = '22023';
  end if;
  return query
    select case p_grouping
             when 'day' then to_char(d.check_in, 'YYYY-MM-DD')
             when 'week' then to_char(d.check_in - extract(dow from d.check_in)::integer, 'YYYY-MM-DD')
             when 'month' then to_char(d.check_in, 'YYYY-MM')
             else to_char(d.check_in, 'YYYY') end,
           d.platform, coalesce(sum(d.total), 0), sum(d.n)::integer, coalesce(sum(d.paid), 0), coalesce(sum(d.future), 0)
    from (
      select r.check_in, r.platform,
             sum(r.host_payout) as total,
             count(*) as n,
             sum(r.host_payout) filter (where r.check_out < p_today) as paid,
             sum(r.host_payout) filter (where r.check_in >= p_today) as future
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
      group by r.check_in, r.platform
    ) d
    group by 1, 2
    order by 1, 2;
end;
$$;

revoke all on function public.get_finance_revenue_series(date, text, date, date, uuid[], text[]) from public, anon;
grant execute on function public.get_finance_revenue_series(date, text, date, date, uuid[], text[]) to authenticated;

-- ---------------------------------------------------------------------------------------------
create or replace function public.get_owner_overview()
returns json
language sql stable security invoker set search_path = '' as $$
  select json_build_object(
    'profiles', coalesce((select json_agg(p) from public.profiles p where p.user_id = (select auth.uid())), '[]'::json),
    'properties', coalesce((
      select json_agg(p order by p.created_at desc)
      from (
        select q.id, q.user_id, q.owner_id, q.property_name, q.location_type, q.property_type, q.property_type_other,
               q.address_street, q.address_number, q.address_neighborhood, q.address_city, q.address_state,
               q.address_postal_code, q.bedrooms, q.bathrooms, q.guest_capacity, q.area_sqm, q.has_garage,
               q.is_draft, q.is_verified, q.created_at, q.updated_at
        from public.properties q
        where q.user_id = (select auth.uid())
      ) p), '[]'::json),
    'photo_sessions', coalesce(
      (select json_agg(s order by s.created_at desc) from public.photo_sessions s where s.user_id = (select auth.uid())), '[]'::json)
  );
$$;
