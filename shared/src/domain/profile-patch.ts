import type { ProfileRow } from './rows';

/** Columns a client never writes. */
const SERVER_OWNED = new Set(['id', 'user_id', 'created_at', 'updated_at']);

export type ProfileFields = Partial<Omit<ProfileRow, 'id' | 'user_id' | 'created_at' | 'updated_at'>>;

/**
 * Partial profile update (wizard steps, account modal, bank page): only fields with a value are sent, so an
 * empty input never erases saved data. Strings are trimmed; false booleans are left out like empty text.
 * An empty result means there is nothing to save and the call is skipped.
 */
export function partialProfileUpdate(fields: Record<string, unknown>): ProfileFields {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (SERVER_OWNED.has(key) || value === null || value === undefined || value === false) continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed !== '') patch[key] = trimmed;
    } else {
      patch[key] = value;
    }
  }
  return patch as ProfileFields;
}
