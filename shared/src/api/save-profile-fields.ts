import type { ProfileFields, ProfileRow } from '@portal/shared/domain';
import type { PortalSupabaseClient } from '@portal/shared/supabase';
import type { SupabaseRequest } from './supabase-base-query';

type SupabaseResult<T> = Awaited<ReturnType<SupabaseRequest<T>>>;

/**
 * The partial profile update (spec part 1 §7), as the owner wizard's steps and the account's forms send it: update the
 * owner's row with the given fields; no row back means the owner has no profile yet, so one is inserted. Each app's
 * endpoint around it decides its own retries (the wizard never retries, spec part 1 §4).
 */
export async function saveProfileFields(client: PortalSupabaseClient, userId: string, fields: ProfileFields): Promise<SupabaseResult<ProfileRow>> {
  const updated = await client.from('profiles').update(fields).eq('user_id', userId).select();
  if (updated.error) return { data: null, error: updated.error, status: updated.status };
  const [row] = (updated.data ?? []) as ProfileRow[];
  if (row) return { data: row, error: null, status: updated.status };
  const inserted = await client.from('profiles').insert({ ...fields, user_id: userId }).select().single();
  return { data: (inserted.data as ProfileRow | null) ?? null, error: inserted.error, status: inserted.status };
}
