-- Reservation RPCs. Both run with the caller's rights (RLS applies) and filter by auth.uid() as
-- well, so a caller only ever sees their own stays.

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
language sql stable security invoker set search_path = '' as $$
  select r.id, r.user_id, r.property_id, p.property_name, r.owner_id, r.guest_name, r.guest_email,
         r.guest_phone, r.guests, r.check_in, r.check_out, (r.check_out - r.check_in)::integer,
         r.total_amount, r.gross_amount, r.cleaning_fee, r.platform_fee, r.platform_fee_rate,
         r.management_fee, r.management_fee_rate, r.net_amount, r.host_payout,
         r.expected_payout_date, r.actual_payout_date, r.platform, r.status, r.booking_reference,
         r.special_requests, r.created_at, r.updated_at
  from public.reservations r
  join public.properties p on p.id = r.property_id
  where r.user_id = auth.uid()
    and (p_property_id is null or r.property_id = p_property_id)
  order by r.check_in desc, r.id
  limit least(greatest(coalesce(p_limit, 1000), 0), 5000)
  offset greatest(coalesce(p_offset, 0), 0);
$$;

-- The "secure" listing masks guest contact details: the owner sees who stays, the provider keeps
-- the guests' e-mail and phone.
create or replace function public.get_reservations_secure(
  p_property_id uuid default null,
  p_limit integer default 100
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
language sql stable security invoker set search_path = '' as $$
  select r.id, r.property_id, p.property_name, r.guest_name,
         case when r.guest_email is null then null
              else left(r.guest_email, 1) || '***@' || split_part(r.guest_email, '@', 2) end,
         case when r.guest_phone is null then null
              else '*****' || right(regexp_replace(r.guest_phone, '\D', '', 'g'), 4) end,
         r.guests, r.check_in, r.check_out, (r.check_out - r.check_in)::integer,
         r.total_amount, r.net_amount, r.host_payout, r.platform, r.status, r.special_requests,
         r.created_at
  from public.reservations r
  join public.properties p on p.id = r.property_id
  where r.user_id = auth.uid()
    and (p_property_id is null or r.property_id = p_property_id)
  order by r.check_in desc, r.id
  limit least(greatest(coalesce(p_limit, 100), 0), 1000);
$$;

revoke all on function public.get_reservations_consolidated(uuid, integer, integer) from public, anon;
revoke all on function public.get_reservations_secure(uuid, integer) from public, anon;
grant execute on function public.get_reservations_consolidated(uuid, integer, integer) to authenticated, service_role;
grant execute on function public.get_reservations_secure(uuid, integer) to authenticated, service_role;

-- Helpers used only by triggers and policies are not part of the API.
revoke all on function public.set_updated_at() from public, anon, authenticated;
revoke all on function public.check_profile_document() from public, anon, authenticated;
revoke all on function public.check_single_draft() from public, anon, authenticated;
revoke all on function public.check_property_deletable() from public, anon, authenticated;
revoke all on function public.check_photo_session() from public, anon, authenticated;
revoke all on function public.prepare_calendar_event() from public, anon, authenticated;
revoke all on function public.check_calendar_blocks() from public, anon, authenticated;
revoke all on function public.release_calendar_blocks() from public, anon, authenticated;
