// Test support: a fresh backend per test file on the database the runner chose (PGlite from a
// prepared template, or a new database on the runner's PostgreSQL 15), and supabase-js clients.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { startLocalSupabase, type LocalSupabase, type LocalSupabaseOptions } from '../index.ts';

export const TEST_PASSWORD = 'Teste@2026!';
export const databaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export interface TestBackend extends LocalSupabase {
  dataDir?: string;
  databaseUrl?: string;
  /** where Storage keeps this backend's files */
  storageDir: string;
  /** stops the backend and removes its data */
  dispose(): Promise<void>;
}

/**
 * Creates an empty database (or data directory) the way the runner prepared it, and a directory of
 * its own for Storage's files; drop() removes all of it.
 */
export async function freshStorage(): Promise<{ dataDir?: string; databaseUrl?: string; pgliteTemplate?: string; storageDir: string; drop(): Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), 'supabase-test-'));
  const storageDir = join(root, 'storage');
  if (databaseKind === 'postgres') {
    const adminUrl = process.env.TEST_PG_ADMIN_URL;
    const template = process.env.TEST_PG_TEMPLATE;
    if (!adminUrl || !template) throw new Error('TEST_PG_ADMIN_URL and TEST_PG_TEMPLATE must be set by local/test/run.ts');
    const name = `t_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      databaseUrl: url.toString(),
      storageDir,
      async drop() {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`).catch(() => {});
        await c.end();
        rmSync(root, { recursive: true, force: true });
      },
    };
  }
  const dataDir = join(root, 'db');
  const template = process.env.TEST_PGLITE_TEMPLATE;
  return {
    dataDir,
    storageDir,
    ...(template ? { pgliteTemplate: template } : {}),
    async drop() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export async function startTestBackend(options: LocalSupabaseOptions = {}): Promise<TestBackend> {
  const storage = await freshStorage();
  const backend = await startLocalSupabase({
    port: 0,
    bcryptCost: 4,
    quiet: true,
    jwtExpirySeconds: 600,
    ...(storage.dataDir ? { dataDir: storage.dataDir } : {}),
    ...(storage.databaseUrl ? { databaseUrl: storage.databaseUrl } : {}),
    ...(storage.pgliteTemplate ? { pgliteTemplate: storage.pgliteTemplate } : {}),
    storageDir: storage.storageDir,
    ...options,
  });
  return {
    ...backend,
    ...(storage.dataDir ? { dataDir: storage.dataDir } : {}),
    ...(storage.databaseUrl ? { databaseUrl: storage.databaseUrl } : {}),
    storageDir: options.storageDir ?? storage.storageDir,
    async dispose() {
      await backend.stop();
      await storage.drop();
    },
  };
}

export function client(backend: Pick<LocalSupabase, 'url' | 'anonKey'>, key = backend.anonKey): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

export function uniqueEmail(prefix = 'owner'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@teste.com.br`;
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
  client: SupabaseClient;
}

/** Signs a new owner up and in; returns their id, access token and a signed-in client. */
export async function createOwner(backend: Pick<LocalSupabase, 'url' | 'anonKey'>, prefix = 'owner'): Promise<TestUser> {
  const c = client(backend);
  const email = uniqueEmail(prefix);
  const { data, error } = await c.auth.signUp({ email, password: TEST_PASSWORD });
  if (error || !data.session || !data.user) throw error ?? new Error('sign-up returned no session');
  return { id: data.user.id, email, token: data.session.access_token, client: c };
}

export interface RestCall {
  status: number;
  body: unknown;
  headers: Headers;
}

/** A raw PostgREST request, bypassing supabase-js (and any UI). */
export async function rest(
  backend: Pick<LocalSupabase, 'url' | 'anonKey'>,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; prefer?: string; headers?: Record<string, string> } = {},
): Promise<RestCall> {
  const headers: Record<string, string> = {
    apikey: backend.anonKey,
    Authorization: `Bearer ${options.token ?? backend.anonKey}`,
    ...(options.body !== undefined || options.rawBody !== undefined ? { 'Content-Type': 'application/json' } : {}),
    ...(options.prefer ? { Prefer: options.prefer } : {}),
    ...(options.headers ?? {}),
  };
  const response = await fetch(`${backend.url}/rest/v1/${path}`, {
    method,
    headers,
    ...(options.rawBody !== undefined ? { body: options.rawBody } : options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

/** A yyyy-MM-dd date `days` from today in Brazil. */
export function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A finished listing as the owner's wizard sends it. Review and activation (is_verified) are the
 * provider's: an owner who sends is_verified is refused, so use activeProperty for an active one.
 */
export const FINISHED_PROPERTY = {
  property_name: 'Casa de Teste',
  location_type: 'litoral',
  property_type: 'casa',
  address_street: 'Rua A',
  address_number: '10',
  address_neighborhood: 'Centro',
  address_city: 'Paraty',
  address_state: 'RJ',
  address_postal_code: '23970-000',
  bedrooms: 2,
  bathrooms: 1,
  guest_capacity: 4,
  is_draft: false,
};

/** The provider's staff: a supabase-js client with the service-role key. */
export function serviceClient(backend: Pick<LocalSupabase, 'url' | 'anonKey' | 'serviceRoleKey'>): SupabaseClient {
  return client(backend, backend.serviceRoleKey);
}

/** Runs a staff_* function with the service-role key and returns its result; throws on an error. */
export async function staffRpc<T = Record<string, unknown>>(
  backend: Pick<LocalSupabase, 'url' | 'anonKey' | 'serviceRoleKey'>,
  name: string,
  args: Record<string, unknown>,
): Promise<T> {
  const { data, error } = await serviceClient(backend).rpc(name, args);
  if (error) throw new Error(`${name}: ${error.code} ${error.message}`);
  return data as T;
}

/**
 * Makes a finished property active. 'staff' goes the provider's way: the property's live photo
 * session (one is booked with the service role when there is none) is completed and the property
 * approved with the staff functions, which leaves the owner their notifications. 'service-role'
 * just sets is_verified with the service-role key and leaves nothing else behind.
 */
export async function approveProperty(
  backend: Pick<LocalSupabase, 'url' | 'anonKey' | 'serviceRoleKey'>,
  propertyId: string,
  via: 'staff' | 'service-role' = 'service-role',
): Promise<void> {
  const service = serviceClient(backend);
  if (via === 'service-role') {
    const { data, error } = await service.from('properties').update({ is_verified: true }).eq('id', propertyId).select('id');
    if (error || data?.length !== 1) throw new Error(`could not approve ${propertyId}: ${error?.message ?? 'no such property'}`);
    return;
  }
  const { data: sessions, error } = await service.from('photo_sessions').select('id, status').eq('property_id', propertyId).neq('status', 'cancelled');
  if (error) throw new Error(`photo sessions of ${propertyId}: ${error.message}`);
  let session = sessions?.[0] as { id: string; status: string } | undefined;
  if (!session) {
    const { data: property } = await service.from('properties').select('user_id').eq('id', propertyId).single();
    const booked = await service
      .from('photo_sessions')
      .insert({ user_id: (property as { user_id: string }).user_id, property_id: propertyId, date: dayFromToday(3), time_slot: 'morning_08' })
      .select('id, status')
      .single();
    if (booked.error) throw new Error(`could not book a photo session for ${propertyId}: ${booked.error.message}`);
    session = booked.data as { id: string; status: string };
  }
  if (session.status !== 'completed') await staffRpc(backend, 'staff_complete_photo_session', { p_session_id: session.id });
  await staffRpc(backend, 'staff_approve_property', { p_property_id: propertyId });
}

/** Creates a finished property as the owner and makes it active (see approveProperty); returns its id. */
export async function activeProperty(
  backend: Pick<LocalSupabase, 'url' | 'anonKey' | 'serviceRoleKey'>,
  owner: Pick<TestUser, 'id' | 'client'>,
  extra: Record<string, unknown> = {},
  via: 'staff' | 'service-role' = 'service-role',
): Promise<string> {
  const { data, error } = await owner.client.from('properties').insert({ ...FINISHED_PROPERTY, user_id: owner.id, ...extra }).select('id').single();
  if (error || !data) throw new Error(`could not create the property: ${error?.message}`);
  const id = (data as { id: string }).id;
  await approveProperty(backend, id, via);
  return id;
}

/**
 * Records stays the way the provider does. Rows go in as given with the service-role key (so
 * prepared finance figures, ids and payout dates stay as they are); 'staff' sends them through
 * staff_record_reservations instead, which derives the fees. Returns the stored rows.
 */
export async function recordReservations(
  backend: Pick<LocalSupabase, 'url' | 'anonKey' | 'serviceRoleKey'>,
  rows: Record<string, unknown> | Record<string, unknown>[],
  via: 'service-role' | 'staff' = 'service-role',
): Promise<Record<string, unknown>[]> {
  const list = Array.isArray(rows) ? rows : [rows];
  if (via === 'staff') return staffRpc<Record<string, unknown>[]>(backend, 'staff_record_reservations', { p_reservations: list });
  const { data, error } = await serviceClient(backend).from('reservations').insert(list).select();
  if (error || !data) throw new Error(`could not record the reservations: ${error?.code} ${error?.message}`);
  return data as Record<string, unknown>[];
}
