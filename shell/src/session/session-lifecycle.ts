import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { SESSION_TOASTS, shouldShowSessionExpiredToast } from './session-rules';
import { logoutRequested, selectLoggingOut, type PortalStore } from '@portal/shared/store';
import { onSupabaseLoaded } from '@portal/shared/supabase';
import { toast } from '@portal/shared/ui';
import { logout } from './logout';
import { createSessionMonitor, type SessionMonitor } from './session-monitor';

const EXPIRED_TOAST_SHOWN_AT = 'portal-session-expired-toast-at';

/** 'Sessão expirada', never on /auth and at most once per 60 s, even across a reload. */
function announceExpiredSession() {
  const lastShown = Number(window.sessionStorage.getItem(EXPIRED_TOAST_SHOWN_AT)) || null;
  const now = Date.now();
  if (!shouldShowSessionExpiredToast(window.location.pathname, lastShown, now)) return;
  window.sessionStorage.setItem(EXPIRED_TOAST_SHOWN_AT, String(now));
  toast.show({ ...SESSION_TOASTS.expired, variant: 'error' });
}

let activeMonitor: SessionMonitor | null = null;

/** Stops monitoring at once (a forced logout does not wait for the auth event). */
export function stopSessionMonitoring(): void {
  activeMonitor?.stop();
}

/**
 * Wires the session's life in the shell: monitoring while signed in, the expired-session ending,
 * and the logout any app can request with `logoutRequested`.
 */
export function startSessionLifecycle(store: PortalStore, listener: ListenerMiddlewareInstance) {
  // Monitoring needs the client; a signed-out visit has none until the owner starts to sign in.
  onSupabaseLoaded((supabase) => {
    const monitor = createSessionMonitor({
      auth: supabase.auth,
      // Ending locally emits SIGNED_OUT, which announces the expiry and sends the owner to /auth.
      onSessionLost: () => void supabase.auth.signOut({ scope: 'local' }),
    });
    activeMonitor = monitor;
    let signedIn = false;

    supabase.auth.onAuthStateChange((event, session) => {
      if (session && (event === 'SIGNED_IN' || event === 'INITIAL_SESSION')) {
        signedIn = true;
        monitor.start();
      }
      if (event === 'SIGNED_OUT') {
        monitor.stop();
        // A sign-out the owner did not ask for is an expired or revoked session.
        if (signedIn && !selectLoggingOut(store.getState())) announceExpiredSession();
        signedIn = false;
      }
    });
  });

  listener.startListening({
    actionCreator: logoutRequested,
    effect: async (action, api) => {
      if (selectLoggingOut(api.getState() as ReturnType<PortalStore['getState']>)) return;
      // A deleted account's token names a user the backend no longer has: revoking it is refused (403).
      const revoke = action.payload.accountDeleted ? async () => undefined : undefined;
      await logout({ dispatch: store.dispatch, stopMonitoring: stopSessionMonitoring, revoke });
    },
  });
}
