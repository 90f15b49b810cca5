import type { Session } from '@supabase/supabase-js';
import { onSupabaseLoaded } from '@portal/shared/supabase';
import { passwordRecoveryStarted, sessionEnded, sessionRefreshed, sessionStarted, type AppDispatch } from '@portal/shared/store';

function toSessionUser(session: Session) {
  return { id: session.user.id, email: session.user.email ?? '' };
}

/**
 * Mirrors the Supabase session into the store: every app reads who is signed in from the store,
 * never from the client. It starts when the client loads. Returns the unsubscribe function.
 */
export function startSessionBridge(dispatch: AppDispatch): () => void {
  let unsubscribe: (() => void) | null = null;
  let stopped = false;
  onSupabaseLoaded((supabase) => {
    if (stopped) return;
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      if (!session) {
        dispatch(sessionEnded());
        return;
      }
      if (event === 'PASSWORD_RECOVERY') dispatch(passwordRecoveryStarted());
      if (event === 'TOKEN_REFRESHED') dispatch(sessionRefreshed({ expiresAt: session.expires_at ?? null }));
      else dispatch(sessionStarted({ user: toSessionUser(session), expiresAt: session.expires_at ?? null }));
    });
    unsubscribe = () => data.subscription.unsubscribe();
  });
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}
