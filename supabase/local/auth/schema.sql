-- The part of a hosted Supabase database that the migrations rely on and that hosted projects
-- already have: the API roles with Supabase's grants, an auth schema with users, sessions, refresh
-- tokens and the auth.uid()/auth.role()/auth.jwt() helpers, and the roles that own them as on hosted.
-- Run by the connecting superuser, who stands for hosted's supabase_admin; the migrations then run
-- as hosted_postgres (see prepareDatabase). Idempotent: it runs on every start, over an existing
-- database too.
--
-- Hosted Supabase (supabase/postgres: migrations/db/init-scripts and migrations/db/migrations):
-- - supabase_admin, the superuser, owns the auth schema; supabase_auth_admin owns its tables and
--   functions (the Auth server's role);
-- - postgres, the role migrations and the SQL editor use, is NOT a superuser: NOSUPERUSER CREATEDB
--   CREATEROLE BYPASSRLS ("demote postgres"); it has all privileges on the database, CREATE on
--   public, USAGE on auth but no CREATE there (revoked in April 2025), the table privileges on the
--   auth tables (select, insert, update, delete, truncate, references, trigger) and execute on the
--   auth functions, membership in anon, authenticated and service_role, and no membership in
--   supabase_auth_admin. So a migration may read auth.users, reference it and put triggers on it,
--   and may not create tables, functions or indexes in auth nor alter, drop or own its objects
--   (hosted's supautils extension also lets it create policies on, and drop triggers from, auth's
--   tables; that is not modelled here, so such a migration is refused locally).
-- - hosted_postgres is that postgres here: locally the superuser is already called postgres.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'hosted_postgres') then
    create role hosted_postgres nologin;
  end if;
end;
$$;

-- Hosted postgres's attributes (nologin here: nothing connects as it, prepareDatabase sets it).
-- Roles belong to the whole server: several backends starting at once on one PostgreSQL (the test
-- suite does) must not rewrite the same role rows, so each is changed only when it differs.
do $$
begin
  if exists (
    select 1 from pg_roles
    where rolname = 'hosted_postgres'
      and (rolsuper or not rolcreatedb or not rolcreaterole or not rolbypassrls or not rolinherit or rolcanlogin)
  ) then
    alter role hosted_postgres nosuperuser createdb createrole bypassrls inherit nologin;
  end if;
  if exists (
    select 1 from unnest(array['anon', 'authenticated', 'service_role']) as g (name)
    where not exists (
      select 1 from pg_auth_members m
      join pg_roles r on r.oid = m.roleid
      join pg_roles u on u.oid = m.member
      where r.rolname = g.name and u.rolname = 'hosted_postgres' and m.admin_option)
  ) then
    grant anon, authenticated, service_role to hosted_postgres with admin option;
  end if;
end;
$$;
-- Never supabase_auth_admin (hosted revoked it from postgres); a CREATEROLE role on PostgreSQL 15
-- may grant it to itself, which hosted refuses, so a database that kept one is put right.
do $$
begin
  if pg_has_role('hosted_postgres', 'supabase_auth_admin', 'member') then
    revoke supabase_auth_admin from hosted_postgres;
  end if;
end;
$$;

do $$
begin
  if not (pg_has_role(current_user, 'anon', 'member') and pg_has_role(current_user, 'authenticated', 'member')
          and pg_has_role(current_user, 'service_role', 'member')) then
    execute format('grant anon, authenticated, service_role to %I', current_user);
  end if;
exception when others then
  -- a superuser may switch roles without membership
  null;
end;
$$;

do $$
begin
  execute format('grant all on database %I to hosted_postgres', current_database());
end;
$$;

-- A database whose migrations ran as the superuser (before migrations ran as hosted_postgres) is
-- brought to hosted's ownership once: what the migrations made in public and the bookkeeping
-- schema passes to hosted_postgres, as if they had run as it. The grants move with it. Recognised
-- by its bookkeeping table, which hosted_postgres owns from then on.
do $$
declare
  obj record;
begin
  if not exists (
    select 1 from pg_class c
    where c.oid = to_regclass('supabase_migrations.schema_migrations')
      and c.relowner <> 'hosted_postgres'::regrole
  ) then
    return;
  end if;
  for obj in
    select c.oid::regclass as name,
      case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence'
        when 'f' then 'foreign table' else 'table' end as kind
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_roles r on r.oid = c.relowner
    where n.nspname in ('public', 'supabase_migrations') and r.rolsuper
      and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
      and not exists (
        -- extension members stay; a serial or identity sequence follows its table
        select 1 from pg_depend d
        where d.classid = 'pg_class'::regclass and d.objid = c.oid
          and (d.deptype = 'e' or (c.relkind = 'S' and d.deptype in ('a', 'i') and d.refclassid = 'pg_class'::regclass))
      )
  loop
    execute format('alter %s %s owner to hosted_postgres', obj.kind, obj.name);
  end loop;
  for obj in
    select p.oid::regprocedure as name
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_roles r on r.oid = p.proowner
    where n.nspname in ('public', 'supabase_migrations') and r.rolsuper
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
  loop
    execute format('alter routine %s owner to hosted_postgres', obj.name);
  end loop;
  for obj in
    select t.oid::regtype as name, case t.typtype when 'd' then 'domain' else 'type' end as kind
    from pg_type t
    join pg_namespace n on n.oid = t.typnamespace
    join pg_roles r on r.oid = t.typowner
    where n.nspname in ('public', 'supabase_migrations') and r.rolsuper
      and t.typtype in ('e', 'd', 'r', 'c')
      and (t.typrelid = 0 or (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c')
      and not exists (select 1 from pg_depend d where d.classid = 'pg_type'::regclass and d.objid = t.oid and d.deptype = 'e')
  loop
    execute format('alter %s %s owner to hosted_postgres', obj.kind, obj.name);
  end loop;
end;
$$;

create schema if not exists auth;
create schema if not exists extensions;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text,
  encrypted_password text,
  email_confirmed_at timestamptz,
  confirmation_token text,
  confirmation_sent_at timestamptz,
  recovery_token text,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider":"email","providers":["email"]}',
  raw_user_meta_data jsonb not null default '{}',
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists users_email_key on auth.users (lower(email));
create index if not exists users_confirmation_token_idx on auth.users (confirmation_token);
create index if not exists users_recovery_token_idx on auth.users (recovery_token);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists sessions_user_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigint generated always as identity primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_idx on auth.refresh_tokens (session_id);

create or replace function auth.jwt() returns jsonb
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb;
$$;

create or replace function auth.uid() returns uuid
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid;
$$;

create or replace function auth.role() returns text
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text;
$$;

create or replace function auth.email() returns text
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text;
$$;

-- Owners and grants as on hosted (ALTER … OWNER to the current owner changes nothing).
alter table auth.users owner to supabase_auth_admin;
alter table auth.sessions owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;
alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
grant all on schema auth to supabase_auth_admin;

grant usage on schema auth to anon, authenticated, service_role, hosted_postgres;
grant execute on function auth.uid(), auth.role(), auth.jwt(), auth.email() to anon, authenticated, service_role;
grant all on all tables in schema auth to service_role, hosted_postgres;
grant all on all sequences in schema auth to hosted_postgres;
grant execute on all functions in schema auth to hosted_postgres;

grant usage, create on schema public to hosted_postgres;
grant usage on schema public to anon, authenticated, service_role;
grant all on schema extensions to hosted_postgres;
grant usage on schema extensions to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
-- What the migrations create gets the same grants (hosted sets them for postgres).
alter default privileges for role hosted_postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role hosted_postgres in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role hosted_postgres in schema public grant all on sequences to anon, authenticated, service_role;

-- The migration history, as the Supabase CLI keeps it: made by, and owned by, postgres.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);
alter schema supabase_migrations owner to hosted_postgres;
alter table supabase_migrations.schema_migrations owner to hosted_postgres;
