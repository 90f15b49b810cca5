// The conformance suite's backend: a fresh database (PGlite or PostgreSQL, as the runner chose)
// with the product's migrations and conformance/fixture.sql applied before the backend starts, so
// the fixture is in the schema cache from the first request.
import { readFileSync } from 'node:fs';
import { openPglite, openPostgres } from '../../database.ts';
import { startLocalSupabase, type LocalSupabaseOptions } from '../../index.ts';
import { freshStorage, type TestBackend } from '../helpers.ts';

export const FIXTURE_SQL = readFileSync(new URL('./fixture.sql', import.meta.url), 'utf8');

export async function startConformanceBackend(options: LocalSupabaseOptions = {}): Promise<TestBackend> {
  const storage = await freshStorage();
  const db = storage.databaseUrl ? await openPostgres(storage.databaseUrl) : await openPglite(storage.dataDir as string, storage.pgliteTemplate);
  try {
    await db.exec(FIXTURE_SQL);
  } finally {
    await db.close();
  }
  const backend = await startLocalSupabase({
    port: 0,
    bcryptCost: 4,
    quiet: true,
    ...(storage.dataDir ? { dataDir: storage.dataDir } : {}),
    ...(storage.databaseUrl ? { databaseUrl: storage.databaseUrl } : {}),
    storageDir: storage.storageDir,
    ...options,
  });
  return {
    ...backend,
    ...(storage.dataDir ? { dataDir: storage.dataDir } : {}),
    ...(storage.databaseUrl ? { databaseUrl: storage.databaseUrl } : {}),
    storageDir: storage.storageDir,
    async dispose() {
      await backend.stop();
      await storage.drop();
    },
  };
}

export interface Reply {
  status: number;
  headers: Headers;
  /** parsed JSON, the raw text when it is not JSON, null when empty */
  body: unknown;
  text: string;
}

/** One PostgREST request with the service-role key (the fixture has no row-level security). */
export async function call(
  backend: Pick<TestBackend, 'url' | 'anonKey' | 'serviceRoleKey'>,
  method: string,
  path: string,
  options: { prefer?: string; headers?: Record<string, string>; body?: unknown; raw?: string } = {},
): Promise<Reply> {
  const response = await fetch(`${backend.url}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.serviceRoleKey}`,
      ...(options.body !== undefined || options.raw !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(options.prefer ? { Prefer: options.prefer } : {}),
      ...(options.headers ?? {}),
    },
    ...(options.raw !== undefined ? { body: options.raw } : options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let body: unknown = text === '' ? null : text;
  try {
    if (text !== '') body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** PostgREST's error body: exactly these four keys. */
export function errorBody(code: string, message: string, details: unknown = null, hint: unknown = null): Record<string, unknown> {
  return { code, details, hint, message };
}
