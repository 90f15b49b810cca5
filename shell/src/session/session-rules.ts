// Session monitoring rules (spec part 1 §4 and §9), as pure decisions; the shell owns the timers.

export const SESSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;
const SESSION_REFRESH_THRESHOLD_S = 300;
export const SESSION_MONITOR_START_DELAY_MS = 1000;
const SESSION_CHECK_MAX_RETRIES = 3;
const SESSION_RETRY_BASE_DELAY_MS = 2000;
const SESSION_EXPIRED_TOAST_THROTTLE_MS = 60_000;
export const LOGOUT_TIMEOUT_MS = 5000;

export const SESSION_TOASTS = {
  expired: { title: 'Sessão expirada', description: 'Faça login novamente para continuar.' },
  forcedLogout: { title: 'Logout forçado', description: 'Você foi desconectado com sucesso.' },
  signOutFailed: { title: 'Erro ao sair', description: 'Não foi possível sair da conta. Tente novamente.' },
} as const;

const FATAL_SESSION_ERRORS = ['refresh_token_not_found', 'invalid_grant', 'token_expired'];

export type SessionCheckDecision = { action: 'end' } | { action: 'retry'; delayMs: number; attempt: number };

/**
 * After a failed session check: refresh_token_not_found, invalid_grant and token_expired end the session at
 * once; anything else is retried up to 3 times, waiting 2 s × the attempt number, then the session ends.
 * `failedAttempts` counts the failures so far including this one (1 for the first failure).
 */
export function sessionCheckDecision(error: { message?: string | null; code?: string | null } | string, failedAttempts: number): SessionCheckDecision {
  const text = (typeof error === 'string' ? error : `${error.message ?? ''} ${error.code ?? ''}`).toLowerCase();
  if (FATAL_SESSION_ERRORS.some((name) => text.includes(name))) return { action: 'end' };
  if (failedAttempts > SESSION_CHECK_MAX_RETRIES) return { action: 'end' };
  return { action: 'retry', delayMs: SESSION_RETRY_BASE_DELAY_MS * failedAttempts, attempt: failedAttempts };
}

/** Refresh when 300 s or less remain. `expiresAt` is in seconds since epoch, as the session carries it. */
export function shouldRefreshSession(expiresAt: number | null | undefined, nowMs: number): boolean {
  if (expiresAt === null || expiresAt === undefined) return false;
  return expiresAt - nowMs / 1000 <= SESSION_REFRESH_THRESHOLD_S;
}

/** 'Sessão expirada' is not shown on /auth paths, and at most once per 60 s. */
export function shouldShowSessionExpiredToast(pathname: string, lastShownAtMs: number | null, nowMs: number): boolean {
  if (pathname === '/auth' || pathname.startsWith('/auth/')) return false;
  return lastShownAtMs === null || nowMs - lastShownAtMs >= SESSION_EXPIRED_TOAST_THROTTLE_MS;
}
