import type { PhotoSessionRow, PhotoSessionStatus, TimeSlot } from './rows';

export const PHOTO_SESSION_STATUS_LABELS: Record<PhotoSessionStatus, string> = {
  pending: 'Agendada',
  confirmed: 'Confirmada',
  rescheduled: 'Reagendada',
  cancelled: 'Cancelada',
  completed: 'Concluída',
};

/** Current slots first; the legacy values are still displayed for old rows. */
export const TIME_SLOTS: Record<TimeSlot, { label: string; hours: string }> = {
  morning_08: { label: 'Manhã', hours: '8h às 12h' },
  afternoon_13: { label: 'Tarde', hours: '13h às 17h' },
  morning: { label: 'Manhã', hours: '8h às 12h' },
  afternoon: { label: 'Tarde', hours: '13h às 17h' },
};

/** The two slots offered when scheduling. */
export const BOOKABLE_TIME_SLOTS = ['morning_08', 'afternoon_13'] as const satisfies readonly TimeSlot[];

export const PHOTO_SESSION_DURATION_MINUTES = 180;
export const PHOTO_SESSION_MAX_RESCHEDULES = 1;
export const PREPARATION_CHECKLIST = ['clean', 'light', 'personal', 'beds', 'lights'] as const;

export const DUPLICATE_SESSION_MESSAGE = 'Esta propriedade já possui uma sessão de fotos agendada';

/** 'Manhã (8h às 12h)'; an unknown value is shown as it is. */
export function timeSlotText(slot: string): string {
  const known = TIME_SLOTS[slot as TimeSlot];
  return known ? `${known.label} (${known.hours})` : slot;
}

export function photoSessionStatusLabel(status: string): string {
  return PHOTO_SESSION_STATUS_LABELS[status as PhotoSessionStatus] ?? status;
}

/** One reschedule in total: allowed only while the count before the change is under 1. */
export function canReschedule(rescheduleCount: number): boolean {
  return rescheduleCount < PHOTO_SESSION_MAX_RESCHEDULES;
}

type SessionFields = Pick<PhotoSessionRow, 'property_id' | 'status'>;

export interface PropertyPhotoState {
  /** Any session that is not cancelled. */
  hasSession: boolean;
  /** A completed session exists. */
  photographed: boolean;
}

/** Per property id, in one pass over the sessions. */
export function photoStateByProperty(sessions: readonly SessionFields[]): Map<string, PropertyPhotoState> {
  const states = new Map<string, PropertyPhotoState>();
  for (const session of sessions) {
    const state = states.get(session.property_id) ?? { hasSession: false, photographed: false };
    if (session.status !== 'cancelled') state.hasSession = true;
    if (session.status === 'completed') state.photographed = true;
    states.set(session.property_id, state);
  }
  return states;
}

export function hasPhotoSession(propertyId: string, sessions: readonly SessionFields[]): boolean {
  return sessions.some((s) => s.property_id === propertyId && s.status !== 'cancelled');
}

export function isPhotographed(propertyId: string, sessions: readonly SessionFields[]): boolean {
  return sessions.some((s) => s.property_id === propertyId && s.status === 'completed');
}

/**
 * Creation is refused while the property already has a session. A cancelled one does not count — the same
 * reading as "has a session" — so an owner can book again after cancelling.
 */
export function duplicateSessionError(propertyId: string, sessions: readonly SessionFields[]): string | null {
  return hasPhotoSession(propertyId, sessions) ? DUPLICATE_SESSION_MESSAGE : null;
}

/** The choose-property screen lists only properties without a session. */
export function propertiesNeedingPhotos<P extends { id: string }>(properties: readonly P[], sessions: readonly SessionFields[]): P[] {
  const states = photoStateByProperty(sessions);
  return properties.filter((p) => !states.get(p.id)?.hasSession);
}

/**
 * Quick-menu inputs: every property photographed / some property without a completed session. An
 * owner with no property yet has photos ahead (Fotografia shows while onboarding), so neither is
 * vacuous: nothing is "all photographed", and the missing property "lacks" its session.
 */
export function photoCoverage(properties: ReadonlyArray<{ id: string }>, sessions: readonly SessionFields[]) {
  const states = photoStateByProperty(sessions);
  const photographed = properties.filter((p) => states.get(p.id)?.photographed).length;
  return {
    allPropertiesPhotographed: properties.length > 0 && photographed === properties.length,
    somePropertyLacksCompletedSession: properties.length === 0 || photographed < properties.length,
  };
}
