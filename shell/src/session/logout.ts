import { LOGOUT_TIMEOUT_MS, SESSION_TOASTS } from './session-rules';
import { logoutFailed, logoutStarted, sessionEnded, type AppDispatch } from '@portal/shared/store';
import { clearStoredAuth, getSupabase } from '@portal/shared/supabase';
import { toast } from '@portal/shared/ui';
import { reportError } from '../observability/error-reporter';
import { rememberToastForNextPage } from './toast-after-redirect';

interface LogoutDeps {
  dispatch: AppDispatch;
  stopMonitoring: () => void;
  /** Hard navigation, so no state of the signed-in owner survives in memory. */
  redirect?: (path: string) => void;
  /** Revokes the session on the backend (every device's refresh token, as supabase-js does by default). */
  revoke?: (accessToken: string) => Promise<unknown>;
}

async function currentAccessToken(): Promise<string | null> {
  const { data } = await (await getSupabase()).auth.getSession();
  return data.session?.access_token ?? null;
}

function hardRedirect(path: string) {
  window.location.assign(path);
}

function withTimeLimit(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
}

function clearLocalSession(deps: LogoutDeps) {
  deps.stopMonitoring();
  // The api's cache is dropped when the session ends (see shared/api).
  clearStoredAuth(window.localStorage);
  clearStoredAuth(window.sessionStorage);
}

/**
 * Logout (spec part 1 §4): flag it, stop monitoring, clear local state and stored auth, ask the
 * backend to sign out for at most 5 s (continuing if it fails or is slow), then hard-redirect.
 */
export async function logout(deps: LogoutDeps): Promise<void> {
  const redirect = deps.redirect ?? hardRedirect;
  const revoke = deps.revoke ?? (async (token: string) => (await getSupabase()).auth.admin.signOut(token, 'global'));
  try {
    deps.dispatch(logoutStarted());
    // The backend needs the token, so it is read before the stored session is cleared.
    const token = await currentAccessToken().catch(() => null);
    clearLocalSession(deps);
    if (token) await withTimeLimit(revoke(token).catch(() => undefined), LOGOUT_TIMEOUT_MS);
    deps.dispatch(sessionEnded());
    redirect('/auth');
  } catch (error) {
    reportError('logout failed', { error });
    deps.dispatch(logoutFailed());
    toast.show({ ...SESSION_TOASTS.signOutFailed, variant: 'error' });
  }
}

/** 'Forçar': the owner will not wait for the backend; leave now. */
export function forceLogout(deps: LogoutDeps): void {
  const redirect = deps.redirect ?? hardRedirect;
  clearLocalSession(deps);
  deps.dispatch(sessionEnded());
  rememberToastForNextPage({ ...SESSION_TOASTS.forcedLogout, variant: 'info' });
  redirect('/auth');
}
