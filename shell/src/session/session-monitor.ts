import { SESSION_CHECK_INTERVAL_MS, SESSION_MONITOR_START_DELAY_MS, sessionCheckDecision, shouldRefreshSession } from './session-rules';

/** The part of the Supabase auth client the monitor uses (a fake in tests). */
export interface MonitoredAuth {
  getSession(): Promise<{ data: { session: { expires_at?: number } | null }; error: unknown }>;
  refreshSession(): Promise<{ error: unknown }>;
}

interface Options {
  auth: MonitoredAuth;
  /** The session could not be kept alive: the owner must sign in again. */
  onSessionLost: () => void;
}

function asSessionError(error: unknown): { message?: string; code?: string } | string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') return error as { message?: string; code?: string };
  return String(error);
}

/**
 * Keeps a signed-in session alive (spec part 1 §4): starts about 1 s after sign-in, checks every
 * 5 minutes, refreshes when 300 s or less remain; fatal refresh errors end the session at once,
 * others are retried 3 times (2 s × attempt) before it ends.
 */
export function createSessionMonitor({ auth, onSessionLost }: Options) {
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  let interval: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let running = false;

  function stop() {
    running = false;
    clearTimeout(startTimer);
    clearInterval(interval);
    clearTimeout(retryTimer);
    failures = 0;
  }

  async function check(): Promise<void> {
    if (!running) return;
    try {
      const { data, error } = await auth.getSession();
      if (error) throw error;
      if (data.session && shouldRefreshSession(data.session.expires_at, Date.now())) {
        const { error: refreshError } = await auth.refreshSession();
        if (refreshError) throw refreshError;
      }
      failures = 0;
    } catch (error) {
      if (!running) return;
      failures += 1;
      const decision = sessionCheckDecision(asSessionError(error), failures);
      if (decision.action === 'end') {
        stop();
        onSessionLost();
      } else {
        retryTimer = setTimeout(() => void check(), decision.delayMs);
      }
    }
  }

  function start() {
    if (running) return;
    running = true;
    startTimer = setTimeout(() => {
      void check();
      interval = setInterval(() => void check(), SESSION_CHECK_INTERVAL_MS);
    }, SESSION_MONITOR_START_DELAY_MS);
  }

  return { start, stop };
}

export type SessionMonitor = ReturnType<typeof createSessionMonitor>;
