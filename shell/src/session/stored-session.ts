import type { SessionUser } from '@portal/shared/store';
import { AUTH_STORAGE_KEY } from '@portal/shared/supabase';
import { SESSION_MARGIN_MS } from '../app/first-data-script';
import { LINK_PARAMS } from './auth-client-loading';

export interface StoredSession {
  user: SessionUser;
  /** Seconds since the epoch, as Supabase stores it. */
  expiresAt: number;
  /** The Authorization header the page's first-data script asked with, for this session. */
  authorization: string;
}

function carriesLink(location: Pick<Location, 'hash' | 'search'>): boolean {
  const params = [new URLSearchParams(location.hash.replace(/^#/, '')), new URLSearchParams(location.search)];
  return params.some((found) => LINK_PARAMS.some((name) => found.has(name)));
}

/**
 * The session supabase-js would restore as it is, read without supabase-js: one with its token and
 * its owner, valid for more than SESSION_MARGIN_MS (closer to its expiry supabase-js refreshes it
 * first) — the same rule the page's first-data script asked the owner's data with. Null for
 * anything else, and for a visit arriving from an e-mailed link (its session or error in the URL
 * is for supabase-js to read).
 */
export function readStoredSession(storage: Pick<Storage, 'getItem'>, location: Pick<Location, 'hash' | 'search'>, nowMs: number): StoredSession | null {
  if (carriesLink(location)) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  const { access_token: token, expires_at: expiresAt, user } = stored as { access_token?: unknown; expires_at?: unknown; user?: { id?: unknown; email?: unknown } | null };
  if (typeof token !== 'string' || token === '' || typeof expiresAt !== 'number' || !user || typeof user.id !== 'string' || user.id === '') return null;
  if (!(expiresAt * 1000 - nowMs > SESSION_MARGIN_MS)) return null;
  return { user: { id: user.id, email: typeof user.email === 'string' ? user.email : '' }, expiresAt, authorization: `Bearer ${token}` };
}
