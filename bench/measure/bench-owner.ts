import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

export interface BenchBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

/** The provider's client (service role): it shapes the owners a measurement needs. */
export function providerClient(backend: BenchBackend): SupabaseClient {
  return createClient(backend.url, backend.serviceRoleKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
}

/** A confirmed owner of its own for one measurement. */
export async function createBenchOwner(admin: SupabaseClient, prefix: string): Promise<{ userId: string; email: string; password: string }> {
  const email = `bench-${prefix}-${Date.now()}@teste.com.br`;
  const password = 'Bench@2026!';
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error || !created.data.user) throw created.error ?? new Error(`bench owner ${prefix}`);
  return { userId: created.data.user.id, email, password };
}

/** A finished, approved property of the owner, the n-th of their portfolio. */
export function activeProperty(userId: string, name: string, n = 0) {
  return {
    user_id: userId,
    property_name: name,
    location_type: 'litoral',
    property_type: 'apartamento',
    address_street: 'Rua das Gaivotas',
    address_number: String(100 + n),
    address_city: 'Florianópolis',
    address_state: 'SC',
    address_postal_code: '88010-000',
    bedrooms: 2,
    bathrooms: 1,
    guest_capacity: 4,
    is_draft: false,
    is_verified: true,
  };
}
