// One interface over the two Postgres engines the backend runs on: PGlite in this process (the
// default) or a Postgres server reached through DATABASE_URL. Callers pass parameters as strings or
// null and cast in SQL, so both drivers see the same text values and return the same shapes.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { setImmediate as nextEventLoopTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type SqlParam = string | null;

const TEXT_OID = 25;
export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: SqlParam[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs several statements without parameters (migrations, bootstrap) on one connection. A script
   * that fails inside its own BEGIN is rolled back, so the connection is usable afterwards.
   */
  exec(sql: string): Promise<void>;
  /** Runs fn inside BEGIN … COMMIT, rolling back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls onPayload for each NOTIFY on channel (delivered after the sending transaction commits).
   * Resolves once listening; the returned function stops.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the data directory as a tarball, to start other directories from. */
  dump?: () => Promise<Uint8Array>;
}

export interface DatabaseError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
}

export function isDatabaseError(error: unknown): error is DatabaseError {
  return error instanceof Error && typeof (error as DatabaseError).code === 'string';
}

export async function openPglite(dataDir: string, templateDump?: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const options = templateDump && isEmptyDir(dataDir)
    ? { loadDataDir: new Blob([readFileSync(templateDump)]) }
    : {};
  const db = await PGlite.create(dataDir, options);
  await db.exec("set timezone to 'UTC'");
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T extends Row>(sql: string, params: SqlParam[] = []) {
      // Declared as text so the server parses and casts each value (and reports bad input with a
      // SQLSTATE), instead of PGlite validating it in JavaScript by the inferred type.
      const result = await q.query<T>(sql, params, { paramTypes: params.map(() => TEXT_OID) });
      return result.rows;
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    async exec(sql) {
      try {
        await db.exec(sql);
      } catch (error) {
        await db.exec('rollback').catch(() => {});
        throw error;
      }
    },
    async transaction(fn) {
      // PGlite runs on this thread and its queries resolve as promise callbacks, so transactions
      // waiting one behind another ran as one chain, and nothing else ran meanwhile: not even the
      // writing of an answer already made (Node writes it on a tick after the chain). Started on a
      // turn of the event loop of its own, a transaction lets the answers made before it go out
      // first, as a server with a pool of connections answers each request when its work is done.
      await nextEventLoopTurn();
      return db.transaction((tx) => fn(wrap(tx)));
    },
    async listen(channel, onPayload) {
      return db.listen(channel, (payload) => onPayload(payload ?? ''));
    },
    async close() {
      await db.close();
    },
    async dump() {
      const blob = await db.dumpDataDir('none');
      return new Uint8Array(await blob.arrayBuffer());
    },
  };
}

function isEmptyDir(dir: string): boolean {
  return readdirSync(dir).length === 0;
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 8, options: '-c timezone=UTC' });
  // Without a listener an idle client's network error would crash the process.
  pool.on('error', () => {});
  const client = await pool.connect();
  client.release();
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends Row>(sql: string, params: SqlParam[] = []) {
      const result = await q.query(sql, params);
      return result.rows as T[];
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async exec(sql) {
      const c = await pool.connect();
      try {
        await c.query(sql);
      } catch (error) {
        await c.query('rollback').catch(() => {});
        throw error;
      } finally {
        c.release();
      }
    },
    async transaction(fn) {
      const c = await pool.connect();
      try {
        await c.query('begin');
        const result = await fn(wrap(c));
        await c.query('commit');
        return result;
      } catch (error) {
        await c.query('rollback').catch(() => {});
        throw error;
      } finally {
        c.release();
      }
    },
    async listen(channel, onPayload) {
      // LISTEN holds its connection: a client of its own, outside the pool's eight.
      const listener = new pg.Client({ connectionString, options: '-c timezone=UTC' });
      listener.on('error', () => {});
      await listener.connect();
      listener.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await listener.end().catch(() => {});
      };
    },
    async close() {
      await pool.end();
    },
  };
}
