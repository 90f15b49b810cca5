-- The part of a hosted Supabase database that Supabase Storage keeps: the storage schema with its
-- buckets and objects, the path helpers policies use, and the privileges hosted gives the roles.
-- Run by the connecting superuser (hosted's supabase_admin) after auth/schema.sql, on every start;
-- idempotent, over an existing database too.
--
-- Hosted Supabase (supabase/postgres init scripts and migrations, supabase/storage tenant migrations):
-- - the schema storage belongs to supabase_admin; supabase_storage_admin (the Storage server's role)
--   has all privileges on it and owns its tables and functions;
-- - storage.objects and storage.buckets have row-level security enabled; anon, authenticated and
--   service_role have all table privileges on them, so the policies decide;
-- - postgres, the role migrations run as, has USAGE on the schema and all privileges on buckets and
--   objects, both with grant option, but no CREATE on the schema and no membership in
--   supabase_storage_admin (revoked in April 2025). Creating, altering and dropping policies on
--   storage.objects and storage.buckets is what supautils' policy_grants lets it do besides; any
--   other change to storage's objects (alter table, indexes, comments, functions, tables) is refused;
-- - a DELETE on storage.objects or storage.buckets outside the Storage API is refused unless the
--   session sets storage.allow_delete_query (storage migration 0055), so rows never lose their files
--   silently.
--
-- Locally hosted_postgres plays postgres. PostgreSQL has no policy_grants, so hosted_postgres
-- inherits supabase_storage_admin's ownership (without SET ROLE where the server supports it) and
-- the event triggers below refuse, for a session of a non-superuser, every DDL on storage's objects
-- except what hosted allows: policies on objects and buckets, and triggers (TRIGGER privilege).

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit createrole;
  end if;
end;
$$;

-- Roles belong to the whole server: changed only when they differ (see auth/schema.sql).
do $$
declare
  v_member record;
begin
  if exists (
    select 1 from pg_roles
    where rolname = 'supabase_storage_admin'
      and (rolsuper or rolcanlogin or rolinherit or not rolcreaterole or rolbypassrls or rolcreatedb)
  ) then
    alter role supabase_storage_admin nosuperuser nologin noinherit createrole nobypassrls nocreatedb;
  end if;
  select m.admin_option into v_member
  from pg_auth_members m
  where m.roleid = 'supabase_storage_admin'::regrole and m.member = 'hosted_postgres'::regrole
  limit 1;
  if not found then
    if current_setting('server_version_num')::int >= 160000 then
      execute 'grant supabase_storage_admin to hosted_postgres with inherit true, set false';
    else
      grant supabase_storage_admin to hosted_postgres;
    end if;
  elsif v_member.admin_option then
    revoke admin option for supabase_storage_admin from hosted_postgres;
  end if;
end;
$$;

create schema if not exists storage;
grant all on schema storage to supabase_storage_admin;
grant usage on schema storage to anon, authenticated, service_role;
grant usage on schema storage to hosted_postgres with grant option;

do $$
begin
  if to_regtype('storage.buckettype') is null then
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');
  end if;
end;
$$;

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD'
);
create unique index if not exists bname on storage.buckets using btree (name);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text,
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb,
  constraint "objects_bucketId_fkey" foreign key (bucket_id) references storage.buckets (id)
);
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- Path helpers for policies: 'a/b/c.png' → {a,b}, 'c.png', 'png'.
create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end;
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end;
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end;
$$;

-- What the Storage API is doing in this request ('storage.object.upload', …), for policies that
-- tell listing from downloading.
create or replace function storage.operation() returns text
language plpgsql stable as $$
begin
  return current_setting('storage.operation', true);
end;
$$;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql as $$
begin
  new.updated_at = now();
  return new;
end;
$$;

create or replace function storage.protect_delete() returns trigger
language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end;
$$;

create or replace trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();
create or replace trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
create or replace trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

alter type storage.buckettype owner to supabase_storage_admin;
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
alter function storage.operation() owner to supabase_storage_admin;
alter function storage.update_updated_at_column() owner to supabase_storage_admin;
alter function storage.protect_delete() owner to supabase_storage_admin;

grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to hosted_postgres with grant option;

-- hosted's supautils, as far as migrations touch storage: see the header. Sessions of superusers
-- (this bootstrap, the pgTAP runner) are not held to it.
create or replace function extensions.storage_ddl_guard() returns event_trigger
language plpgsql as $$
declare
  cmd record;
  v_relation oid;
  v_schema text;
begin
  if (select r.rolsuper from pg_roles r where r.rolname = session_user) then
    return;
  end if;
  for cmd in select * from pg_event_trigger_ddl_commands() loop
    v_relation := case cmd.classid
      when 'pg_class'::regclass then coalesce((select i.indrelid from pg_index i where i.indexrelid = cmd.objid), cmd.objid)
      when 'pg_policy'::regclass then (select p.polrelid from pg_policy p where p.oid = cmd.objid)
      when 'pg_trigger'::regclass then (select t.tgrelid from pg_trigger t where t.oid = cmd.objid)
      when 'pg_rewrite'::regclass then (select r.ev_class from pg_rewrite r where r.oid = cmd.objid)
      when 'pg_constraint'::regclass then (select c.conrelid from pg_constraint c where c.oid = cmd.objid)
    end;
    v_schema := coalesce(
      (select n.nspname from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid = v_relation),
      nullif(cmd.schema_name, ''));
    continue when v_schema is distinct from 'storage';
    continue when cmd.command_tag in ('CREATE POLICY', 'ALTER POLICY')
      and v_relation in ('storage.objects'::regclass, 'storage.buckets'::regclass);
    continue when cmd.command_tag = 'CREATE TRIGGER'
      and v_relation in ('storage.objects'::regclass, 'storage.buckets'::regclass);
    if cmd.command_tag like 'CREATE %' and cmd.command_tag not in ('CREATE INDEX', 'CREATE POLICY', 'CREATE RULE', 'CREATE TRIGGER') then
      raise exception using errcode = '42501', message = 'permission denied for schema storage';
    end if;
    raise exception using errcode = '42501', message = format('must be owner of %s',
      coalesce((select 'table ' || c.relname from pg_class c where c.oid = v_relation), cmd.object_type || ' ' || cmd.object_identity));
  end loop;
end;
$$;

create or replace function extensions.storage_drop_guard() returns event_trigger
language plpgsql as $$
declare
  obj record;
begin
  if (select r.rolsuper from pg_roles r where r.rolname = session_user) then
    return;
  end if;
  for obj in select * from pg_event_trigger_dropped_objects() where original and schema_name = 'storage' loop
    continue when obj.object_type = 'policy'
      and (obj.object_identity like '% on storage.objects' or obj.object_identity like '% on storage.buckets');
    raise exception using errcode = '42501',
      message = format('must be owner of %s %s', obj.object_type, coalesce(obj.object_name, obj.object_identity));
  end loop;
end;
$$;
revoke all on function extensions.storage_ddl_guard(), extensions.storage_drop_guard() from public;

do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'storage_ddl_guard') then
    create event trigger storage_ddl_guard on ddl_command_end execute function extensions.storage_ddl_guard();
  end if;
  if not exists (select 1 from pg_event_trigger where evtname = 'storage_drop_guard') then
    create event trigger storage_drop_guard on sql_drop execute function extensions.storage_drop_guard();
  end if;
end;
$$;
