import { AUTH_STORAGE_KEY } from '@portal/shared/supabase';

// What an e-mailed link (confirmation, password reset, or its error) carries back to the portal.
export const LINK_PARAMS = ['access_token', 'refresh_token', 'error', 'error_code', 'error_description', 'type', 'code'];

/**
 * Whether the visit has a session to restore: a stored one, or a link whose session or error is in
 * the URL. Otherwise the owner is signed out and the sign-in screen shows.
 */
export function needsAuthClientNow(location: Pick<Location, 'hash' | 'search'>, storage: Pick<Storage, 'getItem'>): boolean {
  if (storage.getItem(AUTH_STORAGE_KEY) !== null) return true;
  const fromLink = [new URLSearchParams(location.hash.replace(/^#/, '')), new URLSearchParams(location.search)];
  return fromLink.some((params) => LINK_PARAMS.some((name) => params.has(name)));
}

const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Runs `start` once, as soon as the owner starts to interact (a tap, a key, a field gaining focus):
 * on a signed-out visit, the sign-in's client then loads while the owner types, well before a form
 * can be filled in and sent, and an owner who only looks at the screen does not download it.
 */
export function onFirstInteraction(start: () => void, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): void {
  const once = () => {
    for (const type of INTERACTIONS) target.removeEventListener(type, once, true);
    start();
  };
  for (const type of INTERACTIONS) target.addEventListener(type, once, { capture: true, passive: true });
}
