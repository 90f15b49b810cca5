import { useEffect } from 'react';
import { AUTH_STORAGE_KEY, getSupabase } from '@portal/shared/supabase';
import { afterShown } from '../app/after-first-paint';

// What an e-mailed link (confirmation, password reset, or its error) carries back to the portal.
export const LINK_PARAMS = ['access_token', 'refresh_token', 'error', 'error_code', 'error_description', 'type', 'code'];

/**
 * Whether the visit needs the auth client before its first render: a stored session to restore,
 * or a link whose session or error is in the URL. Otherwise the owner is signed out and the
 * sign-in screen shows without it.
 */
export function needsAuthClientNow(location: Pick<Location, 'hash' | 'search'>, storage: Pick<Storage, 'getItem'>): boolean {
  if (storage.getItem(AUTH_STORAGE_KEY) !== null) return true;
  const fromLink = [new URLSearchParams(location.hash.replace(/^#/, '')), new URLSearchParams(location.search)];
  return fromLink.some((params) => LINK_PARAMS.some((name) => params.has(name)));
}

const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * On a signed-out visit the client loads as soon as the owner starts to interact (a tap, a key, a
 * field gaining focus): it is there well before a form can be filled in and sent, and an owner
 * who only looks at the screen never downloads it. Whatever asks for it earlier loads it then.
 */
export function loadAuthClientOnFirstInteraction(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): void {
  const load = () => {
    for (const type of INTERACTIONS) target.removeEventListener(type, load, true);
    // A failed download is retried by the next request for the client.
    getSupabase().catch(() => undefined);
  };
  for (const type of INTERACTIONS) target.addEventListener(type, load, { capture: true, passive: true });
}

/**
 * The signed-in frame loads the client once its first render is on screen (afterShown). A returning owner's
 * first screen renders without it (the bootstrap restores the stored session and the page's first
 * data itself): it then arrives to take the session over — token refresh, expiry, sign-out
 * elsewhere — even on a page whose data was all in the cache. Already loaded, nothing happens; a
 * failed download is retried by the next request for the client.
 */
export function useAuthClientAfterFirstPaint(): void {
  useEffect(() => afterShown(() => void getSupabase().catch(() => undefined)), []);
}
