-- Owner portal schema. Every owned row carries user_id → auth.users(id) on delete cascade, so
-- deleting an account removes everything the owner had.

create or replace function public.set_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- profiles: one per user
create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() unique references auth.users (id) on delete cascade,
  full_name text check (char_length(full_name) <= 100),
  phone text check (char_length(phone) <= 20),
  email text check (char_length(email) <= 320),
  document text check (char_length(document) <= 18),
  document_type text not null default 'cpf' check (document_type in ('cpf', 'cnpj')),
  birth_date date check (birth_date >= date '1925-01-01'),
  address_cep text check (char_length(address_cep) <= 9),
  address_street text check (char_length(address_street) <= 200),
  address_number text check (char_length(address_number) <= 20),
  address_complement text check (char_length(address_complement) <= 100),
  address_neighborhood text check (char_length(address_neighborhood) <= 100),
  address_city text check (char_length(address_city) <= 100),
  address_state text check (char_length(address_state) <= 50),
  bank_name text check (char_length(bank_name) <= 100),
  bank_agency text check (char_length(bank_agency) <= 20),
  bank_account text check (char_length(bank_account) <= 30),
  bank_account_type text not null default 'corrente' check (bank_account_type in ('corrente', 'poupanca')),
  terms_accepted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------------------------
-- owners: the dashboard's owner record (id, name, email), one per user
create table public.owners (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() unique references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  email text check (char_length(email) <= 320),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index owners_email_idx on public.owners (email);

-- ---------------------------------------------------------------------------------------------
-- properties: a draft may be incomplete; a finished one must carry what the wizard's step 1 requires
create table public.properties (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  owner_id uuid references public.owners (id) on delete set null,
  property_name text check (char_length(property_name) <= 150),
  location_type text check (location_type in ('campo', 'capital', 'montanha', 'litoral')),
  property_type text check (property_type in ('casa', 'apartamento', 'parte_casa', 'outro')),
  property_type_other text check (char_length(property_type_other) <= 100),
  address_street text check (char_length(address_street) <= 200),
  address_number text check (char_length(address_number) <= 20),
  address_complement text check (char_length(address_complement) <= 100),
  address_neighborhood text check (char_length(address_neighborhood) <= 100),
  address_city text check (char_length(address_city) <= 100),
  address_state text check (char_length(address_state) <= 50),
  address_postal_code text check (char_length(address_postal_code) <= 9),
  bedrooms integer check (bedrooms >= 0),
  bathrooms integer check (bathrooms >= 0),
  guest_capacity integer check (guest_capacity >= 1),
  area_sqm numeric(10, 2) check (area_sqm >= 0),
  has_garage boolean not null default false,
  description text check (char_length(description) <= 5000),
  amenities text[] not null default '{}',
  house_rules_options text[] not null default '{}' check (house_rules_options <@ array[
    'rule-permite-pets', 'rule-permite-fumar', 'rule-permite-festas', 'rule-permite-criancas',
    'rule-silencio-noturno', 'rule-area-comum']::text[]),
  house_rules text check (char_length(house_rules) <= 1000),
  is_draft boolean not null default true,
  is_verified boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint properties_finished_requires_basics check (
    is_draft or (
      property_name is not null and location_type is not null and property_type is not null
      and address_street is not null and address_number is not null and address_city is not null
      and address_state is not null and address_postal_code is not null
      and bedrooms is not null and bathrooms is not null and guest_capacity is not null))
);
create index properties_user_created_idx on public.properties (user_id, created_at desc);
create index properties_owner_idx on public.properties (owner_id);
create index properties_user_active_idx on public.properties (user_id) where not is_draft and is_verified;
-- Backstop for the one-draft rule (the trigger in 0003 gives the readable message).
create unique index properties_one_draft_per_user on public.properties (user_id) where is_draft;

-- ---------------------------------------------------------------------------------------------
-- reservations: stays from the booking channels, with the finance breakdown
create table public.reservations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  property_id uuid not null references public.properties (id) on delete cascade,
  owner_id uuid references public.owners (id) on delete set null,
  guest_name text not null check (char_length(guest_name) between 1 and 150),
  guest_email text check (char_length(guest_email) <= 320),
  guest_phone text check (char_length(guest_phone) <= 20),
  guests integer not null default 1 check (guests >= 1),
  check_in date not null,
  check_out date not null,
  total_amount numeric(12, 2) not null default 0 check (total_amount >= 0),
  gross_amount numeric(12, 2) not null default 0 check (gross_amount >= 0),
  cleaning_fee numeric(12, 2) not null default 0 check (cleaning_fee >= 0),
  platform_fee numeric(12, 2) not null default 0 check (platform_fee >= 0),
  platform_fee_rate numeric(5, 4) not null default 0 check (platform_fee_rate between 0 and 1),
  -- the management provider's own commission (the spec's "{product}_fee")
  management_fee numeric(12, 2) not null default 0 check (management_fee >= 0),
  management_fee_rate numeric(5, 4) not null default 0 check (management_fee_rate between 0 and 1),
  net_amount numeric(12, 2) not null default 0,
  host_payout numeric(12, 2) not null default 0,
  expected_payout_date date,
  actual_payout_date date,
  platform text not null check (platform in ('airbnb', 'booking', 'vrbo', 'direct')),
  status text not null default 'confirmed'
    check (status in ('confirmed', 'in_progress', 'completed', 'cancelled', 'pending')),
  booking_reference text check (char_length(booking_reference) <= 100),
  special_requests text check (char_length(special_requests) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reservations_stay_order check (check_out > check_in)
);
create index reservations_user_check_in_idx on public.reservations (user_id, check_in desc);
create index reservations_property_check_in_idx on public.reservations (property_id, check_in desc);
create index reservations_user_status_check_in_idx on public.reservations (user_id, status, check_in);
create index reservations_owner_idx on public.reservations (owner_id);

-- ---------------------------------------------------------------------------------------------
-- photo_sessions: one live (non-cancelled) session per property, at most one reschedule
create table public.photo_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  property_id uuid not null references public.properties (id) on delete cascade,
  date date not null,
  time_slot text not null check (time_slot in ('morning_08', 'afternoon_13', 'morning', 'afternoon')),
  address_street text check (char_length(address_street) <= 200),
  address_number text check (char_length(address_number) <= 20),
  address_complement text check (char_length(address_complement) <= 100),
  address_neighborhood text check (char_length(address_neighborhood) <= 100),
  address_city text check (char_length(address_city) <= 100),
  address_state text check (char_length(address_state) <= 50),
  address_postal_code text check (char_length(address_postal_code) <= 9),
  status text not null default 'pending'
    check (status in ('pending', 'confirmed', 'rescheduled', 'cancelled', 'completed')),
  notes text check (char_length(notes) <= 1000),
  estimated_duration_minutes integer not null default 180 check (estimated_duration_minutes > 0),
  reschedule_count integer not null default 0 check (reschedule_count between 0 and 1),
  cancellation_reason text check (char_length(cancellation_reason) <= 1000),
  photographer text check (char_length(photographer) <= 150),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index photo_sessions_user_created_idx on public.photo_sessions (user_id, created_at desc);
create index photo_sessions_user_property_idx on public.photo_sessions (user_id, property_id);
create unique index photo_sessions_one_live_per_property
  on public.photo_sessions (property_id) where status <> 'cancelled';

-- ---------------------------------------------------------------------------------------------
-- calendar_events: personal blocks (type blocked, source manual) and booked days
create table public.calendar_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  property_id uuid not null references public.properties (id) on delete cascade,
  date date not null,
  type text not null default 'blocked' check (type in ('blocked', 'booking')),
  title text not null default 'Uso pessoal' check (char_length(title) <= 150),
  source text not null default 'manual' check (source in ('manual', 'reservation', 'sync')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index calendar_events_property_user_date_idx on public.calendar_events (property_id, user_id, date);
create index calendar_events_user_idx on public.calendar_events (user_id);

-- calendar_usage: derived counters of manual blocks, maintained by the triggers in 0003
create table public.calendar_usage (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  property_id uuid not null references public.properties (id) on delete cascade,
  year integer not null check (year between 2000 and 2200),
  month integer not null check (month between 1 and 12),
  monthly_used integer not null default 0 check (monthly_used >= 0),
  monthly_limit integer not null default 4 check (monthly_limit >= 0),
  yearly_used integer not null default 0 check (yearly_used >= 0),
  yearly_limit integer not null default 36 check (yearly_limit >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (property_id, year, month)
);
create index calendar_usage_user_property_idx on public.calendar_usage (user_id, property_id, year, month);

-- ---------------------------------------------------------------------------------------------
-- user_ratings: photo-session feedback
create table public.user_ratings (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  rating_type text not null default 'photo_session' check (rating_type in ('photo_session')),
  related_entity_id uuid not null,
  rating integer not null check (rating between 1 and 5),
  comment text check (char_length(comment) <= 500),
  feedback_categories text[] not null default '{}' check (feedback_categories <@ array[
    'quality', 'punctuality', 'professionalism', 'overall_experience']::text[]),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index user_ratings_user_created_idx on public.user_ratings (user_id, created_at desc);

-- ---------------------------------------------------------------------------------------------
-- notifications and per-user notification settings (the notifications centre)
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  type text not null check (type in ('status_change', 'reminder', 'completion', 'error', 'photography')),
  title text not null check (char_length(title) between 1 and 150),
  message text not null check (char_length(message) <= 1000),
  read boolean not null default false,
  action jsonb check (action is null or (
    jsonb_typeof(action) = 'object' and jsonb_typeof(action -> 'label') = 'string'
    and jsonb_typeof(action -> 'route') = 'string')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index notifications_user_created_idx on public.notifications (user_id, created_at desc);
create index notifications_user_unread_idx on public.notifications (user_id) where not read;

create table public.notification_settings (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() unique references auth.users (id) on delete cascade,
  enabled boolean not null default true,
  email_updates boolean not null default true,
  push_notifications boolean not null default true,
  status_changes boolean not null default true,
  reminders boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------------------------
-- account_deletion_log: the 24-hour limit of the delete-user-account function. No foreign key:
-- the entry must outlive the user it describes.
create table public.account_deletion_log (
  id bigint generated always as identity primary key,
  user_id uuid not null,
  requested_at timestamptz not null default now()
);
create index account_deletion_log_user_idx on public.account_deletion_log (user_id, requested_at desc);

-- ---------------------------------------------------------------------------------------------
do $$
declare t text;
begin
  foreach t in array array['profiles', 'owners', 'properties', 'reservations', 'photo_sessions',
    'calendar_events', 'calendar_usage', 'user_ratings', 'notifications', 'notification_settings']
  loop
    execute format(
      'create trigger set_updated_at before update on public.%I for each row execute function public.set_updated_at()', t);
  end loop;
end;
$$;
