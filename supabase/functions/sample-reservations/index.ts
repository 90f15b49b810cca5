// Hosted entry (Supabase Edge Functions, Deno). Demo mode is the DEMO_MODE secret ('true' to turn
// it on); without it the function refuses, so a production project never gets sample stays.
import { createClient } from '@supabase/supabase-js';
import { env, NO_SESSION, optionalEnv, serve } from '../_shared/deno.ts';
import { handleSampleReservations, SAMPLE_PROPERTY_LIMIT } from './handler.ts';

const admin = createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), NO_SESSION);

serve((request) =>
  handleSampleReservations(request, {
    demoMode: ['1', 'true', 'yes', 'on'].includes((optionalEnv('DEMO_MODE') ?? '').toLowerCase()),
    async getUser(accessToken) {
      const { data, error } = await admin.auth.getUser(accessToken);
      return error || !data.user ? null : { id: data.user.id };
    },
    async activeProperties(userId) {
      const { data, error } = await admin
        .from('properties')
        .select('id, owner_id, guest_capacity')
        .eq('user_id', userId)
        .eq('is_draft', false)
        .eq('is_verified', true)
        .order('created_at')
        .limit(SAMPLE_PROPERTY_LIMIT);
      if (error) throw error;
      return data ?? [];
    },
    async store(userId, reservations) {
      const { data, error } = await admin.rpc('record_sample_reservations', { p_user_id: userId, p_reservations: reservations });
      if (error) throw error;
      return Number(data);
    },
  }),
);
