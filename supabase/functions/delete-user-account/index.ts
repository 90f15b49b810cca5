// Hosted entry (Supabase Edge Functions, Deno). The import map in deno.json resolves supabase-js.
import { createClient } from '@supabase/supabase-js';
import { env, NO_SESSION, serve } from '../_shared/deno.ts';
import { removeOwnerFiles } from '../_shared/property-photos.ts';
import { handleDeleteUserAccount } from './handler.ts';

const url = env('SUPABASE_URL');
const anonKey = env('SUPABASE_ANON_KEY');
const admin = createClient(url, env('SUPABASE_SERVICE_ROLE_KEY'), NO_SESSION);

/** The exact names of the bucket's objects under a prefix (the storage_object_names RPC, service role only). */
async function objectNames(bucket: string, prefix: string, limit: number): Promise<string[]> {
  const { data, error } = await admin.rpc('storage_object_names', { p_bucket: bucket, p_prefix: prefix, p_limit: limit });
  if (error) throw error;
  return (data as string[] | null) ?? [];
}

serve((request) =>
  handleDeleteUserAccount(request, {
    async getUser(accessToken) {
      const { data, error } = await admin.auth.getUser(accessToken);
      if (error || !data.user?.email) return null;
      return { id: data.user.id, email: data.user.email };
    },
    // A sign-in: the auth server counts a wrong password with its own sign-in limits.
    async verifyPassword(user, password) {
      const client = createClient(url, anonKey, NO_SESSION);
      const { error } = await client.auth.signInWithPassword({ email: user.email, password });
      if (error?.status === 429) return 'rate_limited';
      if (error) return false;
      await client.auth.signOut({ scope: 'local' });
      return true;
    },
    async claimDeletionSlot(userId) {
      const { data, error } = await admin.rpc('claim_account_deletion', { p_user_id: userId });
      if (error) throw error;
      return data === true;
    },
    async removeFiles(userId) {
      await removeOwnerFiles(admin.storage, objectNames, userId);
    },
    async deleteUser(userId) {
      const { error } = await admin.auth.admin.deleteUser(userId);
      if (error) throw error;
    },
  }),
);
