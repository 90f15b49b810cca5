import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startDebianPostgres } from '@portal/supabase/local/debian-postgres';
import { startLocalSupabase } from '@portal/supabase/local';
import { generateDemoReservations } from '@portal/supabase/demo-reservations';
import { percentile, round } from './stats';

export interface Latency {
  p50: number;
  p95: number;
  requests: number;
}

export type BackendLatency = Record<'pglite' | 'postgres', Record<'signIn' | 'propertiesSelect' | 'consolidatedRpc', Record<'c1' | 'c50', Latency>>>;

const PASSWORD = 'Bench@2026!';

function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
}

/** Runs `total` calls with at most `concurrency` in flight; returns each call's latency in ms. */
async function load(total: number, concurrency: number, call: () => PromiseLike<{ error: unknown }>): Promise<Latency> {
  const times: number[] = [];
  let next = 0;
  async function worker() {
    while (next < total) {
      next += 1;
      const start = performance.now();
      const { error } = await call();
      if (error) throw new Error(`benchmark call failed: ${JSON.stringify(error)}`);
      times.push(performance.now() - start);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { p50: round(percentile(times, 50), 1), p95: round(percentile(times, 95), 1), requests: times.length };
}

async function measureOne(options: { dataDir?: string; databaseUrl?: string }) {
  const backend = await startLocalSupabase({ port: 0, quiet: true, seedDemo: false, ...options });
  try {
    const anon = client(backend.url, backend.anonKey);
    const email = `bench.${Date.now()}@teste.com.br`;
    const { error: signUpError } = await anon.auth.signUp({ email, password: PASSWORD });
    if (signUpError) throw signUpError;
    const { data: signedIn, error } = await anon.auth.signInWithPassword({ email, password: PASSWORD });
    if (error || !signedIn.session) throw error ?? new Error('sign-in failed');
    const owner = client(backend.url, backend.anonKey);
    await owner.auth.setSession(signedIn.session);
    const userId = signedIn.session.user.id;
    // The owner registers finished listings; activating them and recording their stays is the
    // provider's (the service role): owners can neither approve a property nor write reservations.
    const base = { location_type: 'capital', property_type: 'apartamento', address_street: 'Rua B', address_number: '1', address_city: 'São Paulo', address_state: 'SP', address_postal_code: '01001-000', bedrooms: 1, bathrooms: 1, guest_capacity: 2, is_draft: false };
    const { data: properties, error: propertyError } = await owner.from('properties').insert([1, 2, 3].map((n) => ({ ...base, user_id: userId, property_name: `Imóvel ${n}` }))).select('id');
    if (propertyError || !properties) throw propertyError ?? new Error('no properties');
    const provider = client(backend.url, backend.serviceRoleKey);
    const ids = (properties as { id: string }[]).map((p) => p.id);
    const { data: approved, error: approveError } = await provider.from('properties').update({ is_verified: true }).in('id', ids).select('id');
    if (approveError || approved?.length !== ids.length) throw approveError ?? new Error('the properties were not activated');
    const reservations = generateDemoReservations({ seed: 3, userId, properties: properties as { id: string }[], count: 1000 });
    for (let i = 0; i < reservations.length; i += 250) {
      const { error: insertError } = await provider.from('reservations').insert(reservations.slice(i, i + 250));
      if (insertError) throw insertError;
    }
    const calls = {
      signIn: () => anon.auth.signInWithPassword({ email, password: PASSWORD }),
      propertiesSelect: () => owner.from('properties').select('*').eq('user_id', userId).order('created_at', { ascending: false }),
      consolidatedRpc: () => owner.rpc('get_reservations_consolidated', { p_property_id: null, p_limit: 1000, p_offset: 0 }),
    };
    const result = {} as BackendLatency['pglite'];
    for (const [name, call] of Object.entries(calls) as [keyof typeof calls, () => PromiseLike<{ error: unknown }>][]) {
      await load(10, 1, call);
      const total = name === 'signIn' ? 50 : 200;
      result[name] = { c1: await load(total, 1, call), c50: await load(total, 50, call) };
    }
    return result;
  } finally {
    await backend.stop();
  }
}

/** p50/p95 of sign-in, a signed-in select and the consolidated RPC over 1,000 reservations. */
export async function measureBackendLatency(): Promise<BackendLatency> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  try {
    const pglite = await measureOne({ dataDir: join(dir, 'db') });
    const server = await startDebianPostgres();
    try {
      const postgres = await measureOne({ databaseUrl: server.adminUrl });
      return { pglite, postgres };
    } finally {
      server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
