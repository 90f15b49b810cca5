import type { ApiError } from '@portal/shared/api';
import { DUPLICATE_SESSION_MESSAGE } from '../scheduling/photo-session-rules';

/** Spec part 2 §8: the photo-session messages that are not the booking form's. */
export const PHOTO_SESSION_TOASTS = {
  rescheduleFailed: { title: 'Erro ao reagendar sessão' },
  cancelFailed: { title: 'Erro ao cancelar sessão' },
  syncFailed: { title: 'Erro na sincronização offline' },
  loadFailed: { title: 'Erro ao carregar sessões' },
} as const;

// Texts the spec does not quote.
export const PHOTO_SESSION_TEXTS = {
  rescheduled: 'Sessão reagendada',
  cancelled: 'Sessão cancelada',
  tryAgain: 'Tente novamente em instantes.',
} as const;

/**
 * Failures that say nothing about the booking itself: the request never reached the backend (status 0
 * from supabase-js, or a throw), or a gateway in between gave up. These are queued and sent again; any
 * other answer is the backend's decision and is shown to the owner.
 */
const TRANSIENT_STATUSES = new Set<ApiError['status']>(['NETWORK_ERROR', 0, 408, 502, 503, 504]);

export function isTransientFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('status' in error)) return true;
  return TRANSIENT_STATUSES.has((error as ApiError).status);
}

// The database's own refusals are written in pt-BR for owners (P0001 from the business rules, 42501
// from the provider-record guards); anything else is a technical message the owner cannot act on.
const OWNER_FACING_CODES = new Set(['P0001', '42501']);

/**
 * What the backend said in words an owner can read, or `fallback`. A unique violation means the record
 * exists already: two sessions of one property by default (the one-live-session index).
 */
export function refusalMessage(error: unknown, fallback: string, alreadyExists: string = DUPLICATE_SESSION_MESSAGE): string {
  if (!error || typeof error !== 'object') return fallback;
  const { code, message } = error as Partial<ApiError>;
  if (code === '23505') return alreadyExists;
  if (code && OWNER_FACING_CODES.has(code) && message) return message;
  return fallback;
}
