// Performance figures of the embedded backend: start-up on empty and on existing data, and p50/p95
// latency of a signed-in select, of the consolidated reservations RPC over 1,000 reservations and of
// a signed-in photo download from Storage.
// DATABASE_URL runs it against that Postgres instead of PGlite (start-up then excludes initdb).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { generateDemoReservations } from '../functions/_shared/demo-reservations.ts';
import { startLocalSupabase, type LocalSupabaseOptions } from './index.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const dir = mkdtempSync(join(tmpdir(), 'supabase-bench-'));
const options: LocalSupabaseOptions = {
  port: 0,
  quiet: true,
  seedDemo: true,
  storageDir: join(dir, 'storage'),
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: join(dir, 'db') }),
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function measure(label: string, run: () => Promise<unknown>): Promise<{ label: string; p50: number; p95: number }> {
  for (let i = 0; i < 20; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { label, p50: Number(percentile(times, 50).toFixed(2)), p95: Number(percentile(times, 95).toFixed(2)) };
}

try {
  const empty = await startLocalSupabase(options);
  const emptyMs = empty.startupMs;
  await empty.stop();
  const backend = await startLocalSupabase(options);
  const existingMs = backend.startupMs;
  try {
    const client = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const { data: auth, error } = await client.auth.signUp({ email: `bench.${Date.now()}@teste.com.br`, password: 'Bench@2026!' });
    if (error || !auth.user) throw error ?? new Error('sign-up failed');
    const userId = auth.user.id;
    const base = { location_type: 'capital', property_type: 'apartamento', address_street: 'Rua B', address_number: '1', address_city: 'São Paulo', address_state: 'SP', address_postal_code: '01001-000', bedrooms: 1, bathrooms: 1, guest_capacity: 2, is_draft: false };
    const { data: properties } = await client
      .from('properties')
      .insert([1, 2, 3].map((n) => ({ ...base, user_id: userId, property_name: `Imóvel ${n}` })))
      .select('id');
    // The provider's part: approving the properties and recording the stays take the service role.
    const staff = createClient(backend.url, backend.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const propertyIds = ((properties ?? []) as { id: string }[]).map((p) => p.id);
    const { error: approveError } = await staff.from('properties').update({ is_verified: true }).in('id', propertyIds);
    if (approveError) throw approveError;
    const reservations = generateDemoReservations({ seed: 1, userId, properties: propertyIds.map((id) => ({ id })), count: 1000 });
    for (let i = 0; i < reservations.length; i += 250) {
      const { error: insertError } = await staff.from('reservations').insert(reservations.slice(i, i + 250));
      if (insertError) throw insertError;
    }
    const photoPath = `${userId}/${propertyIds[0]}/${randomUUID()}.jpg`;
    const photo = Buffer.alloc(200 * 1024, 7);
    const { error: uploadError } = await client.storage.from('property-photos').upload(photoPath, photo, { contentType: 'image/jpeg' });
    if (uploadError) throw uploadError;
    const results = [
      await measure('signed-in select (properties list)', async () => {
        const { error: e } = await client.from('properties').select('*').eq('user_id', userId).order('created_at', { ascending: false });
        if (e) throw e;
      }),
      await measure('signed-in select (50 reservations)', async () => {
        const { error: e } = await client.from('reservations').select('*').eq('user_id', userId).order('check_in', { ascending: false }).limit(50);
        if (e) throw e;
      }),
      await measure('rpc get_reservations_consolidated (1,000 rows)', async () => {
        const { data, error: e } = await client.rpc('get_reservations_consolidated', { p_property_id: null, p_limit: 1000, p_offset: 0 });
        if (e || (data as unknown[]).length !== 1000) throw e ?? new Error('expected 1000 rows');
      }),
      await measure('signed-in photo download (200 KB, Storage)', async () => {
        const { data, error: e } = await client.storage.from('property-photos').download(photoPath);
        if (e || data?.size !== photo.length) throw e ?? new Error('expected the whole photo');
      }),
    ];
    const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    console.log(`engine: ${engine}; ${ITERATIONS} iterations after 20 warm-up calls`);
    console.log(`start-up, empty database (bootstrap, migrations, demo seed): ${emptyMs} ms`);
    console.log(`start-up, existing data: ${existingMs} ms`);
    for (const r of results) console.log(`${r.label}: p50 ${r.p50} ms, p95 ${r.p95} ms`);
  } finally {
    await backend.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
