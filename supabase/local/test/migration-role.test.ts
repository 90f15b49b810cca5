// Migrations run as hosted Supabase runs them: as its postgres role (here hosted_postgres), which is
// not a superuser and does not own the auth schema's objects (supabase_auth_admin does). A migration
// hosted Supabase would refuse is refused here too; one it accepts (a trigger on auth.users, tables
// in public that reference it) is applied and owned by the migration role.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openPglite, openPostgres, type Database } from '../database.ts';
import { MIGRATION_ROLE, MigrationError, prepareDatabase } from '../index.ts';
import { freshStorage } from './helpers.ts';

/** Owners and privileges of everything the migrations and auth/schema.sql make, ACL items sorted. */
const OWNERSHIP = `
  select kind, name, owner, (select array_agg(a order by a) from unnest(acl) a)::text as acl from (
    select 'relation' as kind, c.oid::regclass::text as name, pg_get_userbyid(c.relowner) as owner, c.relacl::text[] as acl
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'auth', 'supabase_migrations')
    union all
    select 'routine', p.oid::regprocedure::text, pg_get_userbyid(p.proowner), p.proacl::text[]
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'auth', 'supabase_migrations')
    union all
    select 'schema', nspname::text, pg_get_userbyid(nspowner), nspacl::text[]
    from pg_namespace where nspname in ('public', 'auth', 'supabase_migrations', 'extensions')
  ) o order by kind, name`;

describe('migration role', () => {
  let storage: Awaited<ReturnType<typeof freshStorage>>;
  let db: Database;
  const dirs: string[] = [];
  let nextVersion = 9001;

  /** Applies one throw-away migration through prepareDatabase, from a directory of its own. */
  async function applyMigration(sql: string): Promise<string> {
    const dir = mkdtempSync(join(tmpdir(), 'migration-role-'));
    dirs.push(dir);
    const file = `${nextVersion++}_throwaway.sql`;
    writeFileSync(join(dir, file), sql);
    await prepareDatabase(db, dir);
    return file.split('_')[0] as string;
  }

  async function recorded(): Promise<string[]> {
    return (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')).map((r) => r.version);
  }

  before(async () => {
    storage = await freshStorage();
    db = storage.databaseUrl
      ? await openPostgres(storage.databaseUrl)
      : await openPglite(storage.dataDir as string, storage.pgliteTemplate);
    await prepareDatabase(db);
  });
  after(async () => {
    await db?.close();
    await storage?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("has hosted postgres's attributes and grants, and auth belongs to supabase_auth_admin", async () => {
    const [role] = await db.query(
      `select rolsuper, rolbypassrls, rolcreaterole, rolcreatedb,
         pg_has_role($1, 'anon', 'member') as anon, pg_has_role($1, 'authenticated', 'member') as authenticated,
         pg_has_role($1, 'service_role', 'member') as service_role,
         pg_has_role($1, 'supabase_auth_admin', 'member') as auth_admin,
         has_database_privilege($1, current_database(), 'create') as database_create,
         has_schema_privilege($1, 'public', 'create') as public_create,
         has_schema_privilege($1, 'auth', 'usage') as auth_usage,
         has_schema_privilege($1, 'auth', 'create') as auth_create,
         has_table_privilege($1, 'auth.users', 'select') as users_select,
         has_table_privilege($1, 'auth.users', 'references') as users_references,
         has_table_privilege($1, 'auth.users', 'trigger') as users_trigger,
         has_function_privilege($1, 'auth.uid()', 'execute') as uid_execute
       from pg_roles where rolname = $1`,
      [MIGRATION_ROLE],
    );
    assert.deepEqual(role, {
      rolsuper: false,
      rolbypassrls: true,
      rolcreaterole: true,
      rolcreatedb: true,
      anon: true,
      authenticated: true,
      service_role: true,
      auth_admin: false,
      database_create: true,
      public_create: true,
      auth_usage: true,
      auth_create: false,
      users_select: true,
      users_references: true,
      users_trigger: true,
      uid_execute: true,
    });
    const authOwners = await db.query<{ owner: string }>(
      `select distinct owner from (${OWNERSHIP}) o where kind <> 'schema' and name like 'auth.%'`,
    );
    assert.deepEqual(authOwners, [{ owner: 'supabase_auth_admin' }]);
  });

  it("owns the product's migrations and their history, as hosted postgres does", async () => {
    const owners = await db.query<{ kind: string; owner: string }>(
      `select kind, owner, count(*)::int as count from (${OWNERSHIP}) o
       where kind <> 'schema' and name not like 'auth.%' group by kind, owner order by kind, owner`,
    );
    assert.deepEqual(owners.map((o) => [o.kind, o.owner]), [['relation', MIGRATION_ROLE], ['routine', MIGRATION_ROLE]]);
    const [history] = await db.query(
      `select pg_get_userbyid(n.nspowner) as schema_owner, pg_get_userbyid(c.relowner) as table_owner
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.oid = 'supabase_migrations.schema_migrations'::regclass`,
    );
    assert.deepEqual(history, { schema_owner: MIGRATION_ROLE, table_owner: MIGRATION_ROLE });
    const [trigger] = await db.query(
      `select tgrelid::regclass::text as on_table, pg_get_userbyid(p.proowner) as function_owner
       from pg_trigger t join pg_proc p on p.oid = t.tgfoid where t.tgname = 'sync_profile_email'`,
    );
    assert.deepEqual(trigger, { on_table: 'auth.users', function_owner: MIGRATION_ROLE });
  });

  const refused: [string, string, string][] = [
    ['creates a table in auth', 'create table auth.notes (id uuid primary key);', `select to_regclass('auth.notes') is not null as present`],
    ['alters auth.users', 'alter table auth.users add column nickname text;',
      `select exists (select 1 from pg_attribute where attrelid = 'auth.users'::regclass and attname = 'nickname') as present`],
    ['creates a function in auth',
      `create function auth.is_admin() returns boolean language sql stable as $$ select false $$;`,
      `select to_regprocedure('auth.is_admin()') is not null as present`],
    ['replaces one of auth\'s helpers',
      `create or replace function auth.uid() returns uuid language sql stable as $$ select null::uuid $$;`,
      `select prosrc like '%null::uuid%' as present from pg_proc where oid = 'auth.uid()'::regprocedure`],
    ['indexes auth.users', 'create index users_created_idx on auth.users (created_at);',
      `select to_regclass('auth.users_created_idx') is not null as present`],
    ['switches to supabase_auth_admin', 'set role supabase_auth_admin;\ncreate table auth.notes (id uuid primary key);',
      `select to_regclass('auth.notes') is not null as present`],
    ['resets its role to reach auth', 'set role authenticated;\nreset role;\ncreate table auth.notes (id uuid primary key);',
      `select to_regclass('auth.notes') is not null as present`],
    ['grants itself supabase_auth_admin', `grant supabase_auth_admin to ${MIGRATION_ROLE};`,
      `select pg_has_role('${MIGRATION_ROLE}', 'supabase_auth_admin', 'member') as present`],
    // Storage's tables belong to supabase_storage_admin: policies on objects and buckets, yes; the rest, no.
    ['turns off row-level security on storage.objects', 'alter table storage.objects disable row level security;',
      `select not relrowsecurity as present from pg_class where oid = 'storage.objects'::regclass`],
    ['indexes storage.objects', 'create index objects_owner_idx on storage.objects (owner_id);',
      `select to_regclass('storage.objects_owner_idx') is not null as present`],
    ['creates a table in storage', 'create table storage.notes (id uuid primary key);',
      `select to_regclass('storage.notes') is not null as present`],
    ['creates a function in storage',
      `create function storage.is_admin() returns boolean language sql stable as $$ select false $$;`,
      `select to_regprocedure('storage.is_admin()') is not null as present`],
    ['replaces a storage helper',
      `create or replace function storage.foldername(name text) returns text[] language sql immutable as $$ select array[]::text[] $$;`,
      `select prosrc not like '%string_to_array%' as present from pg_proc where oid = 'storage.foldername(text)'::regprocedure`],
    ['comments on a policy of storage.objects',
      `create policy comentada on storage.objects for select to authenticated using (false);\ncomment on policy comentada on storage.objects is 'x';`,
      `select exists (select 1 from pg_policy where polname = 'comentada') as present`],
    ['drops storage.objects', 'drop table storage.objects cascade;', `select to_regclass('storage.objects') is null as present`],
    ['deletes a bucket outside the Storage API', `delete from storage.buckets where id = 'property-photos';`,
      `select not exists (select 1 from storage.buckets where id = 'property-photos') as present`],
    ['takes supabase_storage_admin to reach storage', 'set role supabase_storage_admin;\ncreate table storage.notes (id uuid primary key);',
      `select to_regclass('storage.notes') is not null as present`],
    ['grants supabase_storage_admin to the API roles', 'grant supabase_storage_admin to authenticated;',
      `select pg_has_role('authenticated', 'supabase_storage_admin', 'member') as present`],
    ['changes the default privileges of supabase_storage_admin',
      'alter default privileges for role supabase_storage_admin in schema storage grant select on tables to anon;',
      `select exists (select 1 from pg_default_acl where defaclrole = 'supabase_storage_admin'::regrole) as present`],
  ];
  for (const [what, sql, check] of refused) {
    it(`refuses a migration that ${what}, records nothing and leaves the database usable`, async () => {
      const before = await recorded();
      const version = String(nextVersion);
      await assert.rejects(
        applyMigration(`create table public.before_refusal_${version} (id int);\n${sql}\n`),
        (error: unknown) => {
          assert.ok(error instanceof MigrationError, String(error));
          assert.equal(error.code, '42501');
          assert.match(error.message, new RegExp(`^Migration ${version}_throwaway\\.sql failed: `));
          return true;
        },
      );
      assert.deepEqual(await recorded(), before);
      const [state] = await db.query<{ present: boolean }>(check);
      assert.equal(state?.present, false, `${what}: nothing of it remains`);
      const [earlier] = await db.query<{ present: boolean }>(`select to_regclass('public.before_refusal_${version}') is not null as present`);
      assert.equal(earlier?.present, false, 'the statements before the refused one are rolled back');
      const [who] = await db.query<{ role: string; superuser: boolean }>(
        'select current_user as role, rolsuper as superuser from pg_roles where rolname = current_user',
      );
      assert.equal(who?.superuser, true, 'the connection is back to its own role');
    });
  }

  it('refuses a migration that switches the session back to the superuser', async () => {
    const [superuser] = await db.query<{ name: string }>('select current_user::text as name');
    const before = await recorded();
    await assert.rejects(
      applyMigration(`set session authorization "${superuser?.name}";\ncreate table auth.notes (id uuid primary key);\n`),
      (error: unknown) => error instanceof MigrationError && error.code === '42501',
    );
    assert.deepEqual(await recorded(), before);
    const [state] = await db.query<{ present: boolean }>(`select to_regclass('auth.notes') is not null as present`);
    assert.equal(state?.present, false);
  });

  it('applies a migration hosted accepts: a trigger on auth.users, a table in public that references it', async () => {
    const version = await applyMigration(`
      create table public.nicknames (
        user_id uuid primary key references auth.users (id) on delete cascade,
        email text
      );
      create function public.copy_new_user() returns trigger
      language plpgsql security definer set search_path = '' as $$
      begin
        insert into public.nicknames (user_id, email)
        select u.id, u.email from auth.users u where u.id = new.id;
        return new;
      end;
      $$;
      create trigger copy_new_user after insert on auth.users
        for each row execute function public.copy_new_user();
      -- a migration may switch roles (as the API would) without taking the next ones with it
      set role authenticated;
      select auth.uid();
    `);
    assert.ok((await recorded()).includes(version));
    const owners = await db.query<{ name: string; owner: string }>(
      `select name, owner from (${OWNERSHIP}) o where name in ('nicknames', 'copy_new_user()') order by name`,
    );
    assert.deepEqual(owners, [
      { name: 'copy_new_user()', owner: MIGRATION_ROLE },
      { name: 'nicknames', owner: MIGRATION_ROLE },
    ]);
    const [who] = await db.query<{ superuser: boolean }>('select rolsuper as superuser from pg_roles where rolname = current_user');
    assert.equal(who?.superuser, true, 'the role a migration set does not outlive it');

    // Auth (here the superuser, on hosted supabase_auth_admin) signs a user up: the trigger runs.
    const id = randomUUID();
    await db.query(`insert into auth.users (id, email) values ($1::uuid, 'apelido@teste.com.br')`, [id]);
    const copied = await db.query('select email from public.nicknames where user_id = $1::uuid', [id]);
    assert.deepEqual(copied, [{ email: 'apelido@teste.com.br' }]);
    await db.query('delete from auth.users where id = $1::uuid', [id]);
    assert.deepEqual(await db.query('select 1 from public.nicknames where user_id = $1::uuid', [id]), []);
  });

  it('keeps storage as hosted has it: supabase_storage_admin owns its tables and functions, row-level security on', async () => {
    const owners = await db.query(
      `select c.relname as name, pg_get_userbyid(c.relowner) as owner, c.relrowsecurity as rls
       from pg_class c where c.relnamespace = 'storage'::regnamespace and c.relkind = 'r' order by 1`,
    );
    assert.deepEqual(owners, [
      { name: 'buckets', owner: 'supabase_storage_admin', rls: true },
      { name: 'objects', owner: 'supabase_storage_admin', rls: true },
    ]);
    const functions = await db.query<{ owner: string }>(
      `select distinct pg_get_userbyid(p.proowner) as owner from pg_proc p where p.pronamespace = 'storage'::regnamespace`,
    );
    assert.deepEqual(functions, [{ owner: 'supabase_storage_admin' }]);
    const [privileges] = await db.query(
      `select has_schema_privilege($1, 'storage', 'usage') as usage,
         has_table_privilege($1, 'storage.objects', 'insert, select, update, delete') as objects,
         has_table_privilege($1, 'storage.buckets', 'insert, select, update, delete') as buckets,
         has_table_privilege('authenticated', 'storage.objects', 'insert, select, update, delete') as authenticated`,
      [MIGRATION_ROLE],
    );
    assert.deepEqual(privileges, { usage: true, objects: true, buckets: true, authenticated: true });
  });

  it('applies a migration hosted accepts in storage: a bucket, policies on objects and buckets, a trigger on objects', async () => {
    const version = await applyMigration(`
      insert into storage.buckets (id, name, public) values ('avatares', 'avatares', true);
      create policy "le avatares" on storage.objects for select to authenticated using (bucket_id = 'avatares');
      alter policy "le avatares" on storage.objects using (bucket_id = 'avatares' and (storage.foldername(name))[1] = auth.uid()::text);
      create policy "rascunho" on storage.objects for insert to authenticated with check (false);
      drop policy "rascunho" on storage.objects;
      create policy "le buckets" on storage.buckets for select to authenticated using (true);
      create function public.note_upload() returns trigger language plpgsql as $$ begin return new; end; $$;
      create trigger note_upload after insert on storage.objects for each row execute function public.note_upload();
    `);
    assert.ok((await recorded()).includes(version));
    const policies = await db.query(
      `select polname as name, polrelid::regclass::text as on_table from pg_policy
       where polname in ('le avatares', 'rascunho', 'le buckets') order by 1`,
    );
    assert.deepEqual(policies, [{ name: 'le avatares', on_table: 'storage.objects' }, { name: 'le buckets', on_table: 'storage.buckets' }]);
    const [bucket] = await db.query(`select public from storage.buckets where id = 'avatares'`);
    assert.deepEqual(bucket, { public: true });
    const [trigger] = await db.query(
      `select pg_get_userbyid(p.proowner) as function_owner from pg_trigger t join pg_proc p on p.oid = t.tgfoid where t.tgname = 'note_upload'`,
    );
    assert.deepEqual(trigger, { function_owner: MIGRATION_ROLE });
  });

  it('brings a database whose migrations ran as the superuser to hosted ownership on start, once', async () => {
    const expected = await db.query(OWNERSHIP);
    // Before migrations ran as the migration role, the superuser owned all of it.
    await db.exec(`
      do $$
      declare
        obj record;
      begin
        for obj in
          select c.oid::regclass as name, case c.relkind when 'v' then 'view' when 'S' then 'sequence' else 'table' end as kind
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ('public', 'supabase_migrations', 'auth') and c.relkind in ('r', 'p', 'v', 'S')
            and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid
                            and c.relkind = 'S' and d.deptype in ('a', 'i'))
        loop
          execute format('alter %s %s owner to %I', obj.kind, obj.name, current_user);
        end loop;
        for obj in
          select p.oid::regprocedure as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname in ('public', 'supabase_migrations', 'auth')
        loop
          execute format('alter routine %s owner to %I', obj.name, current_user);
        end loop;
        execute format('alter schema supabase_migrations owner to %I', current_user);
      end;
      $$;
    `);
    const [old] = await db.query<{ owners: number; owner: string }>(
      `select count(distinct owner)::int as owners, min(owner::text) as owner from (${OWNERSHIP}) o where kind <> 'schema'`,
    );
    assert.deepEqual(old, { owners: 1, owner: (await db.query<{ name: string }>('select current_user::text as name'))[0]?.name },
      'the superuser owned everything');

    await prepareDatabase(db);
    assert.deepEqual(await db.query(OWNERSHIP), expected);
    // And a later migration may change what the earlier ones made.
    const version = await applyMigration('alter table public.profiles add column nickname text;');
    assert.ok((await recorded()).includes(version));
  });
});
