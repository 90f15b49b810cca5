// Hosted entry (Supabase Edge Functions, Deno). The import map in deno.json resolves supabase-js.
import { createClient } from '@supabase/supabase-js';
import { env, NO_SESSION, serve } from '../_shared/deno.ts';
import { PROPERTY_PHOTOS_BUCKET, removeFolder } from '../_shared/property-photos.ts';
import { handleDeleteUserAccount } from './handler.ts';

const url = env('SUPABASE_URL');
const anonKey = env('SUPABASE_ANON_KEY');
const admin = createClient(url, env('SUPABASE_SERVICE_ROLE_KEY'), NO_SESSION);

serve((request) =>
  handleDeleteUserAccount(request, {
    async getUser(accessToken) {
      const { data, error } = await admin.auth.getUser(accessToken);
      if (error || !data.user?.email) return null;
      return { id: data.user.id, email: data.user.email };
    },
    async verifyPassword(user, password) {
      const client = createClient(url, anonKey, NO_SESSION);
      const { error } = await client.auth.signInWithPassword({ email: user.email, password });
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
      await removeFolder(admin.storage.from(PROPERTY_PHOTOS_BUCKET), userId);
    },
    async deleteUser(userId) {
      const { error } = await admin.auth.admin.deleteUser(userId);
      if (error) throw error;
    },
  }),
);
