import { hasPhotoSession, photoStateByProperty, type PhotoSessionRow, type PhotoSessionStatus, type TimeSlot } from '@portal/shared/domain';

// The booking rules of the photo-session flow; what the dashboard and the alerts need of a session
// (slots, coverage) is shared in @portal/shared/domain.

export const PHOTO_SESSION_STATUS_LABELS: Record<PhotoSessionStatus, string> = {
  pending: 'Agendada',
  confirmed: 'Confirmada',
  rescheduled: 'Reagendada',
  cancelled: 'Cancelada',
  completed: 'Concluída',
};

/** The two slots offered when scheduling. */
export const BOOKABLE_TIME_SLOTS = ['morning_08', 'afternoon_13'] as const satisfies readonly TimeSlot[];

export const PHOTO_SESSION_DURATION_MINUTES = 180;
export const PHOTO_SESSION_MAX_RESCHEDULES = 1;
export const PREPARATION_CHECKLIST = ['clean', 'light', 'personal', 'beds', 'lights'] as const;

export const DUPLICATE_SESSION_MESSAGE = 'Esta propriedade já possui uma sessão de fotos agendada';

export function photoSessionStatusLabel(status: string): string {
  return PHOTO_SESSION_STATUS_LABELS[status as PhotoSessionStatus] ?? status;
}

/** One reschedule in total: allowed only while the count before the change is under 1. */
export function canReschedule(rescheduleCount: number): boolean {
  return rescheduleCount < PHOTO_SESSION_MAX_RESCHEDULES;
}

type SessionFields = Pick<PhotoSessionRow, 'property_id' | 'status'>;

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

