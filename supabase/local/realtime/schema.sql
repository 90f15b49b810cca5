-- Realtime's part of the database, run by the superuser on every start after the migrations
-- (hosted Supabase's supabase_admin): the publication hosted projects have, and how this backend
-- hears of changes to the tables in it.
--
-- Hosted Realtime reads the publication's changes from the write-ahead log. PGlite has no logical
-- decoding, so here each published table gets a trigger, realtime_local_capture, that sends every
-- inserted or updated row on the notification channel realtime_local once the writing transaction
-- commits (NOTIFY is delivered on commit, never for a rollback). The realtime service listens there
-- and decides, per subscriber, what to deliver (local/realtime/service.ts).

-- The publication a migration adds tables to ("alter publication supabase_realtime add table …"),
-- owned by the migration role as hosted's belongs to postgres.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end;
$$;
alter publication supabase_realtime owner to hosted_postgres;

create schema if not exists realtime;
revoke all on schema realtime from public;

-- The trigger's arguments are the table's primary-key columns: an update's old_record holds only
-- those, as hosted sends for a table with row-level security. A notification holds at most 8000
-- bytes; past that, the record keeps only values of up to 64 bytes and the change says
-- 'Error 413: Payload Too Large', as Realtime does past its own size limit.
create or replace function realtime.local_capture_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_old jsonb := null;
  v_record jsonb := to_jsonb(new);
  v_errors jsonb := null;
  v_change text;
  v_key text;
begin
  if tg_op = 'UPDATE' then
    v_old := '{}'::jsonb;
    foreach v_key in array tg_argv loop
      v_old := v_old || jsonb_build_object(v_key, to_jsonb(old) -> v_key);
    end loop;
  end if;
  v_change := jsonb_build_object(
    'schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op,
    'commit_timestamp', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'record', v_record, 'old_record', v_old, 'errors', v_errors)::text;
  if octet_length(v_change) > 7900 then
    select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) into v_record
    from jsonb_each(to_jsonb(new)) e where octet_length(e.value::text) <= 64;
    v_change := jsonb_build_object(
      'schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op,
      'commit_timestamp', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'record', v_record, 'old_record', v_old, 'errors', jsonb_build_array('Error 413: Payload Too Large'))::text;
  end if;
  perform pg_notify('realtime_local', v_change);
  return null;
end;
$$;
revoke all on function realtime.local_capture_change() from public;

-- Puts the trigger on every table of the publication that has a primary key (a subscription to
-- one without is refused) and takes it off every table that left the publication.
create or replace function realtime.local_sync_capture() returns void
language plpgsql set search_path = '' as $$
declare
  v_table record;
begin
  for v_table in
    select t.tgrelid::regclass as rel from pg_trigger t
    where t.tgname = 'realtime_local_capture'
  loop
    execute format('drop trigger realtime_local_capture on %s', v_table.rel);
  end loop;
  for v_table in
    select c.oid::regclass as rel,
      (select array_agg(quote_literal(a.attname) order by k.n)
       from unnest(i.indkey) with ordinality k(attnum, n)
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum) as keys
    from pg_publication_tables p
    join pg_namespace n on n.nspname = p.schemaname
    join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename and c.relkind = 'r'
    join pg_index i on i.indrelid = c.oid and i.indisprimary
    where p.pubname = 'supabase_realtime'
  loop
    execute format(
      'create trigger realtime_local_capture after insert or update on %s for each row execute function realtime.local_capture_change(%s)',
      v_table.rel, array_to_string(v_table.keys, ', '));
  end loop;
end;
$$;
revoke all on function realtime.local_sync_capture() from public;
