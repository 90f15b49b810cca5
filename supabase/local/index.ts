// Starts the embedded Supabase-compatible backend: Postgres (PGlite or DATABASE_URL), the auth
// schema and roles, the migrations, optional demo data, and the HTTP server.
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { isDatabaseEmpty, seedDemoData } from '../seed/demo-data.ts';
import { DEFAULT_JWT_SECRET, JwtKeys } from './auth/jwt.ts';
import { hashPassword } from './auth/passwords.ts';
import { AuthService } from './auth/service.ts';
import { openPglite, openPostgres, type Database } from './database.ts';
import { FunctionsRuntime } from './functions.ts';
import { lockDataDir, type DataDirLock } from './lock.ts';
import { Mailbox } from './mailbox.ts';
import { RestService } from './rest/handler.ts';
import { loadSchemaCache, type SchemaCache } from './rest/schema-cache.ts';
import { createHttpServer } from './server.ts';

export { DataDirLockedError } from './lock.ts';

export interface LocalSupabaseOptions {
  /** default 54321; 0 picks a free port */
  port?: number;
  /** PGlite data directory; default supabase/.data/default */
  dataDir?: string;
  /** use this Postgres instead of PGlite */
  databaseUrl?: string;
  jwtSecret?: string;
  /** access-token lifetime; default 3600 */
  jwtExpirySeconds?: number;
  /** require e-mail confirmation before sign-in; default false (auto-confirm) */
  emailConfirmation?: boolean;
  /** seed the demo owners when the database is empty */
  seedDemo?: boolean;
  /** a demonstration deployment: the sample-reservations function generates stays; default false */
  demoMode?: boolean;
  bcryptCost?: number;
  quiet?: boolean;
  /** where e-mail links land when a request names no redirect */
  siteUrl?: string;
  /** seconds between two e-mails to one address; default 60 */
  emailFrequencySeconds?: number;
  /** e-mails per hour in total; default 30 */
  emailsPerHour?: number;
  /** failed sign-ins per e-mail in 15 minutes before "Too many requests"; default 5 */
  maxFailedSignIns?: number;
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
  stop(): Promise<void>;
}

const packageDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const MIGRATIONS_DIR = join(packageDir, 'migrations');
export const DEFAULT_DATA_DIR = join(packageDir, '.data', 'default');

function escapeLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** Creates roles and the auth schema, then applies the migrations not applied yet, in order. */
export async function prepareDatabase(db: Database): Promise<void> {
  await db.exec(readFileSync(new URL('./auth/schema.sql', import.meta.url), 'utf8'));
  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map((r) => r.version),
  );
  const files = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  for (const file of files) {
    const version = file.split('_')[0] as string;
    if (applied.has(version)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    await db.exec(
      `begin;\n${sql}\n;insert into supabase_migrations.schema_migrations (version, name) values (${escapeLiteral(version)}, ${escapeLiteral(file)});\ncommit;`,
    );
  }
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

    const keys = new JwtKeys(options.jwtSecret ?? DEFAULT_JWT_SECRET);
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
      siteUrl: options.siteUrl ?? 'http://localhost:3000',
      publicUrl: () => publicUrl,
      emailFrequencySeconds: options.emailFrequencySeconds ?? 60,
      emailsPerHour: options.emailsPerHour ?? 30,
      maxFailedSignIns: options.maxFailedSignIns ?? 5,
    });
    const rest = new RestService(db, keys, () => cache);
    const functions = new FunctionsRuntime(db, auth, { demoMode: options.demoMode ?? false });
    const server = createHttpServer({ auth, rest, functions, mailbox, apiKeys: new Set([anonKey, serviceRoleKey]), log });

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
      async stop() {
        if (stopped) return;
        stopped = true;
        server.closeAllConnections();
        await new Promise<void>((r) => server.close(() => r()));
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
