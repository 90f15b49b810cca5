// Starts the embedded Supabase-compatible backend: Postgres (PGlite or DATABASE_URL), the auth
// schema and roles, the migrations, optional demo data, the HTTP server and its Realtime websocket.
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { basename, dirname, join, resolve } from 'node:path';
import { isDatabaseEmpty, seedDemoData } from '../seed/demo-data.ts';
import { JwtKeys } from './auth/jwt.ts';
import { jwtSecretFromEnv, jwtSecretIn, type JwtSecret } from './auth/secret.ts';
import { hashPassword } from './auth/passwords.ts';
import { AuthService, REFRESH_TOKEN_REUSE_SECONDS } from './auth/service.ts';
import { isDatabaseError, openPglite, openPostgres, type Database } from './database.ts';
import { FunctionsRuntime } from './functions.ts';
import { lockDataDir, type DataDirLock } from './lock.ts';
import { Mailbox } from './mailbox.ts';
import { RealtimeService } from './realtime/service.ts';
import { RestService } from './rest/handler.ts';
import { loadSchemaCache, type SchemaCache } from './rest/schema-cache.ts';
import { createHttpServer } from './server.ts';
import { FileStore } from './storage/files.ts';
import { StorageService } from './storage/service.ts';

export { DataDirLockedError } from './lock.ts';

export interface LocalSupabaseOptions {
  /** default 54321; 0 picks a free port */
  port?: number;
  /** PGlite data directory; default supabase/.data/default */
  dataDir?: string;
  /** use this Postgres instead of PGlite */
  databaseUrl?: string;
  /**
   * where Storage keeps the objects' bytes; default beside the PGlite data directory
   * (`<dataDir>-storage`), or for DATABASE_URL `supabase/.data/storage-<host>-<port>-<database>`
   */
  storageDir?: string;
  /**
   * the secret tokens and API keys are signed with; default SUPABASE_JWT_SECRET (or JWT_SECRET) from
   * the environment, else one made for the data directory and kept in it (`jwt-secret`; with
   * DATABASE_URL, in the storage directory)
   */
  jwtSecret?: string;
  /** access-token lifetime; default 3600 */
  jwtExpirySeconds?: number;
  /** require e-mail confirmation before sign-in; default false (auto-confirm) */
  emailConfirmation?: boolean;
  /** seed the demo owners when the database is empty */
  seedDemo?: boolean;
  /** a demonstration deployment: the sample-reservations function generates stays; default false */
  demoMode?: boolean;
  /** the brand the functions' e-mails are signed with; default 'Lar Temporada', the local deployments' */
  brandName?: string;
  bcryptCost?: number;
  quiet?: boolean;
  /**
   * where e-mail links land when a request names no redirect, or one not allowed (GoTrue's SITE_URL);
   * default SITE_URL from the environment, else http://localhost:3000
   */
  siteUrl?: string;
  /**
   * redirects allowed besides the site URL's host, as GoTrue's uri_allow_list (`*` and `**` globs);
   * default ADDITIONAL_REDIRECT_URLS (or GOTRUE_URI_ALLOW_LIST) from the environment, comma-separated
   */
  redirectAllowList?: string[];
  /** seconds between two e-mails to one address; default 60 */
  emailFrequencySeconds?: number;
  /** e-mails one client address may have sent per hour; default 30 */
  emailsPerHour?: number;
  /** failed sign-ins (and deletion passwords) of one client on one account in 15 minutes before "Too many requests"; default 5 */
  maxFailedSignIns?: number;
  /** seconds a rotated refresh token still gets the session's current one (two tabs refreshing at once); default 10, as GoTrue */
  refreshTokenReuseSeconds?: number;
  /** a PGlite data-directory dump to start an empty directory from (tests use it to skip initdb) */
  pgliteTemplate?: string;
}

export interface LocalSupabase {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  mailboxUrl: string;
  postalCodeUrl: string;
  /** how long start-up took, in milliseconds */
  startupMs: number;
  /** whether demo data was written during this start */
  seeded: boolean;
  /** where the JWT secret came from: the file it is kept in, or the environment variable */
  jwtSecretSource: string;
  stop(): Promise<void>;
}

const packageDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const MIGRATIONS_DIR = join(packageDir, 'migrations');
export const DEFAULT_DATA_DIR = join(packageDir, '.data', 'default');

/** Where Storage's files go when no storageDir is given: next to the database they belong to. */
export function defaultStorageDir(options: Pick<LocalSupabaseOptions, 'dataDir' | 'databaseUrl'>): string {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    const name = `${url.hostname}-${url.port || '5432'}-${decodeURIComponent(url.pathname.slice(1)) || 'postgres'}`.replace(/[^A-Za-z0-9_.-]/g, '_');
    return join(packageDir, '.data', `storage-${name}`);
  }
  const dataDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  return join(dirname(dataDir), `${basename(dataDir)}-storage`);
}

/** GoTrue's URI allow-list from the environment, by the names self-hosted Supabase and GoTrue use. */
function allowListFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const raw = env.ADDITIONAL_REDIRECT_URLS || env.GOTRUE_URI_ALLOW_LIST || '';
  return raw.split(',').map((entry) => entry.trim()).filter(Boolean);
}

function escapeLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function escapeIdent(value: string): string {
  return `"${value.replace(/"/g, '""')}"`;
}

/**
 * The role migrations run as: hosted Supabase's `postgres`, which is not a superuser and does not own
 * the auth schema's objects (its privileges are set in auth/schema.sql). Locally the superuser is
 * already called postgres, hence the name.
 */
export const MIGRATION_ROLE = 'hosted_postgres';

// What hosted refuses that a superuser's session here would let through, checked before the commit:
// granting a reserved role (supautils refuses it; PostgreSQL 15 lets a CREATEROLE role grant itself
// supabase_auth_admin or supabase_storage_admin, or alter them), changing supabase_storage_admin's
// default privileges (possible here because hosted_postgres inherits its ownership of storage, see
// storage/schema.sql) and switching the session's user (only a superuser may).
const HOSTED_LIMITS_CHECK = `do $$
begin
  if pg_has_role('${MIGRATION_ROLE}', 'supabase_auth_admin', 'member') then
    raise exception using errcode = '42501', message = 'permission denied to grant role "supabase_auth_admin"',
      detail = 'supabase_auth_admin is reserved on hosted Supabase.';
  end if;
  if exists (
    select 1 from pg_auth_members m
    where m.roleid = 'supabase_storage_admin'::regrole and (m.member <> '${MIGRATION_ROLE}'::regrole or m.admin_option)
  ) then
    raise exception using errcode = '42501', message = 'permission denied to grant role "supabase_storage_admin"',
      detail = 'supabase_storage_admin is reserved on hosted Supabase.';
  end if;
  if exists (
    select 1 from pg_roles
    where rolname = 'supabase_storage_admin'
      and (rolsuper or rolcanlogin or rolinherit or not rolcreaterole or rolbypassrls or rolcreatedb)
  ) then
    raise exception using errcode = '42501', message = 'permission denied to alter role',
      detail = 'supabase_storage_admin is reserved on hosted Supabase.';
  end if;
  if exists (select 1 from pg_default_acl where defaclrole = 'supabase_storage_admin'::regrole) then
    raise exception using errcode = '42501', message = 'permission denied to change default privileges',
      detail = 'Objects of supabase_storage_admin are Storage''s own on hosted Supabase.';
  end if;
  if session_user <> '${MIGRATION_ROLE}' then
    raise exception using errcode = '42501', message = 'permission denied to set session authorization',
      detail = 'Hosted Supabase applies migrations as postgres, which is not a superuser.';
  end if;
end;
$$;`;

/** A migration the database refused; `code` is the database's SQLSTATE (42501: not permitted). */
export class MigrationError extends Error {
  readonly code?: string;
  readonly file: string;
  constructor(file: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    const code = isDatabaseError(cause) ? cause.code : undefined;
    const hint = code === '42501'
      ? ` Migrations run as ${MIGRATION_ROLE}, with the privileges hosted Supabase gives postgres: not a superuser; auth's tables and functions belong to supabase_auth_admin (read, reference and put triggers on them; create nothing in auth).`
      : '';
    super(`Migration ${file} failed: ${reason}${code ? ` (${code})` : ''}.${hint}`, { cause });
    this.name = 'MigrationError';
    this.file = file;
    if (code) this.code = code;
  }
}

/**
 * Creates roles and the auth schema as the connecting superuser, then applies the migrations not
 * applied yet, in order, each in its own transaction as MIGRATION_ROLE, as hosted Supabase applies
 * them. Runs on every start; a database from before migrations ran as MIGRATION_ROLE is brought to
 * hosted's ownership once (auth/schema.sql).
 */
export async function prepareDatabase(db: Database, migrationsDir: string = MIGRATIONS_DIR): Promise<void> {
  const [connection] = await db.query<{ name: string; superuser: boolean }>(
    'select current_user as name, rolsuper as superuser from pg_roles where rolname = current_user',
  );
  if (!connection?.superuser) {
    throw new Error(
      `The backend must connect as a superuser (it connected as ${connection?.name ?? 'an unknown role'}): it creates the roles and the auth schema as hosted Supabase's supabase_admin does, then applies the migrations as ${MIGRATION_ROLE}.`,
    );
  }
  await db.exec(readFileSync(new URL('./auth/schema.sql', import.meta.url), 'utf8'));
  await db.exec(readFileSync(new URL('./storage/schema.sql', import.meta.url), 'utf8'));
  await db.exec(readFileSync(new URL('./realtime/schema.sql', import.meta.url), 'utf8'));
  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map((r) => r.version),
  );
  const files = readdirSync(migrationsDir).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  for (const file of files) {
    const version = file.split('_')[0] as string;
    if (applied.has(version)) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    // As hosted postgres, with its search path: the session's user for the transaction, so SET ROLE
    // and RESET ROLE in a migration act as on hosted (no way to the superuser or to
    // supabase_auth_admin). The bookkeeping row goes in as it too, whatever role the migration left.
    // The superuser is set back explicitly afterwards: PGlite keeps a SET LOCAL SESSION
    // AUTHORIZATION past COMMIT and ROLLBACK, and a plain SET ROLE outlives the transaction.
    const restore = `set session authorization ${escapeIdent(connection.name)};\nreset role;`;
    try {
      await db.exec(
        [
          'begin;',
          `set local session authorization ${MIGRATION_ROLE};`,
          `set local search_path = "$user", public, extensions;`,
          sql,
          ';',
          'reset role;',
          HOSTED_LIMITS_CHECK,
          `insert into supabase_migrations.schema_migrations (version, name) values (${escapeLiteral(version)}, ${escapeLiteral(file)});`,
          'commit;',
          restore,
        ].join('\n'),
      );
    } catch (error) {
      await db.exec(restore).catch(() => {});
      throw new MigrationError(file, error);
    }
  }
  // Changes to the tables the migrations published reach the realtime service (realtime/schema.sql).
  await db.exec('select realtime.local_sync_capture();');
}

export async function startLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const started = performance.now();
  const log = options.quiet ? () => {} : (line: string) => console.log(`[supabase-local] ${line}`);
  let lock: DataDirLock | undefined;
  let db: Database | undefined;
  try {
    if (options.databaseUrl) {
      db = await openPostgres(options.databaseUrl);
    } else {
      const dataDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR);
      lock = lockDataDir(dataDir);
      db = await openPglite(dataDir, options.pgliteTemplate);
    }
    await prepareDatabase(db);

    const storageDir = resolve(options.storageDir ?? defaultStorageDir(options));
    const jwtSecret: JwtSecret = options.jwtSecret
      ? { secret: options.jwtSecret, source: 'the jwtSecret option' }
      : (jwtSecretFromEnv() ?? jwtSecretIn(options.databaseUrl ? storageDir : resolve(options.dataDir ?? DEFAULT_DATA_DIR)));
    log(`JWT secret: ${jwtSecret.source.includes('/') ? `kept in ${jwtSecret.source}` : `from ${jwtSecret.source}`} (set SUPABASE_JWT_SECRET to use another)`);
    const keys = new JwtKeys(jwtSecret.secret);
    const [anonKey, serviceRoleKey] = await Promise.all([keys.apiKey('anon'), keys.apiKey('service_role')]);
    const bcryptCost = options.bcryptCost ?? 10;
    let seeded = false;
    if (options.seedDemo && (await isDatabaseEmpty(db))) {
      await seedDemoData(db, (password) => hashPassword(password, bcryptCost));
      seeded = true;
    }
    const cache: SchemaCache = await loadSchemaCache(db);

    let publicUrl = '';
    const mailbox = new Mailbox();
    const auth = new AuthService(db, keys, mailbox, {
      jwtExpirySeconds: options.jwtExpirySeconds ?? 3600,
      emailConfirmation: options.emailConfirmation ?? false,
      bcryptCost,
      siteUrl: options.siteUrl ?? (process.env.SITE_URL || 'http://localhost:3000'),
      redirectAllowList: options.redirectAllowList ?? allowListFromEnv(),
      publicUrl: () => publicUrl,
      emailFrequencySeconds: options.emailFrequencySeconds ?? 60,
      emailsPerHour: options.emailsPerHour ?? 30,
      maxFailedSignIns: options.maxFailedSignIns ?? 5,
      refreshTokenReuseSeconds: options.refreshTokenReuseSeconds ?? REFRESH_TOKEN_REUSE_SECONDS,
    });
    const rest = new RestService(db, keys, () => cache);
    // PostgREST's schema reload: `NOTIFY pgrst` with 'reload schema' (or nothing) reads the cache again,
    // so a migration applied to the running database is served without a restart, as on hosted.
    const stopListening = await db.listen('pgrst', (payload) => {
      if (payload === '' || payload === 'reload schema') rest.reloadSchema().catch((error) => log(`schema reload failed: ${String(error)}`));
    });
    const storage = new StorageService(db, keys, new FileStore(storageDir));
    const functions = new FunctionsRuntime(db, auth, {
      demoMode: options.demoMode ?? false,
      url: () => publicUrl,
      serviceRoleKey,
      mailbox,
      ...(options.brandName ? { brandName: options.brandName } : {}),
    });
    const apiKeys = new Set([anonKey, serviceRoleKey]);
    const realtime = new RealtimeService(db, keys, apiKeys, log);
    await realtime.start();
    const server = createHttpServer({ auth, rest, storage, functions, mailbox, realtime, apiKeys, log });

    await new Promise<void>((resolveListen, rejectListen) => {
      server.once('error', rejectListen);
      server.listen(options.port ?? 54321, '127.0.0.1', () => resolveListen());
    });
    const port = (server.address() as AddressInfo).port;
    publicUrl = `http://localhost:${port}`;
    const database = db;
    let stopped = false;
    const startupMs = Math.round(performance.now() - started);
    log(`ready on ${publicUrl} in ${startupMs} ms (${database.kind})`);
    return {
      url: publicUrl,
      anonKey,
      serviceRoleKey,
      mailboxUrl: `${publicUrl}/mailbox`,
      postalCodeUrl: `${publicUrl}/ws`,
      startupMs,
      seeded,
      jwtSecretSource: jwtSecret.source,
      async stop() {
        if (stopped) return;
        stopped = true;
        await realtime.stop();
        server.closeAllConnections();
        await new Promise<void>((r) => server.close(() => r()));
        await stopListening();
        await database.close();
        lock?.release();
      },
    };
  } catch (error) {
    await db?.close().catch(() => {});
    lock?.release();
    throw error;
  }
}
