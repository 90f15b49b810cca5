import { photoStateByProperty, type PhotoSessionRow, type PhotoSessionStatus, type TimeSlot } from '@portal/shared/domain';

// The booking rules of the photo-session flow; what the dashboard and the alerts need of a session
// (slots, coverage) is shared in @portal/shared/domain.

const PHOTO_SESSION_STATUS_LABELS: Record<PhotoSessionStatus, string> = {
  pending: 'Agendada',
  confirmed: 'Confirmada',
  rescheduled: 'Reagendada',
  cancelled: 'Cancelada',
  completed: 'Concluída',
};

/** The two slots offered when scheduling. */
export const BOOKABLE_TIME_SLOTS = ['morning_08', 'afternoon_13'] as const satisfies readonly TimeSlot[];
export type BookableTimeSlot = (typeof BOOKABLE_TIME_SLOTS)[number];

/** Spec part 2 §3: the current slots, and the legacy values old rows still carry, shown alike. */
export const TIME_SLOT_LABELS: Record<TimeSlot, { label: string; hours: string }> = {
  morning_08: { label: 'Manhã', hours: '8h às 12h' },
  afternoon_13: { label: 'Tarde', hours: '13h às 17h' },
  morning: { label: 'Manhã', hours: '8h às 12h' },
  afternoon: { label: 'Tarde', hours: '13h às 17h' },
};

/** 'Manhã (8h às 12h)'; an unknown value is shown as it is. */
export function timeSlotText(slot: string): string {
  const known = TIME_SLOT_LABELS[slot as TimeSlot];
  return known ? `${known.label} (${known.hours})` : slot;
}

/** Where a slot starts and ends, in hours of Brazil's clock (calendar files, ordering within a day). */
export const TIME_SLOT_HOURS: Record<TimeSlot, { start: number; end: number }> = {
  morning_08: { start: 8, end: 12 },
  morning: { start: 8, end: 12 },
  afternoon_13: { start: 13, end: 17 },
  afternoon: { start: 13, end: 17 },
};

export function isTimeSlot(value: unknown): value is TimeSlot {
  return typeof value === 'string' && value in TIME_SLOT_LABELS;
}

const PHOTO_SESSION_MAX_RESCHEDULES = 1;
export const PREPARATION_CHECKLIST = ['clean', 'light', 'personal', 'beds', 'lights'] as const;

export const DUPLICATE_SESSION_MESSAGE = 'Esta propriedade já possui uma sessão de fotos agendada';

export function photoSessionStatusLabel(status: string): string {
  return PHOTO_SESSION_STATUS_LABELS[status as PhotoSessionStatus] ?? status;
}

/** Sessions still ahead: they raise the photography alert and can be rescheduled or cancelled. */
const LIVE_SESSION_STATUSES: readonly PhotoSessionStatus[] = ['pending', 'confirmed', 'rescheduled'];

export function isLiveSession(status: string): boolean {
  return (LIVE_SESSION_STATUSES as readonly string[]).includes(status);
}

/** One reschedule in total: allowed only while the count before the change is under 1. */
function canReschedule(rescheduleCount: number): boolean {
  return rescheduleCount < PHOTO_SESSION_MAX_RESCHEDULES;
}

// Not quoted by the spec: why the reschedule button is off.
export const RESCHEDULE_TEXTS = {
  alreadyUsed: 'Você já reagendou esta sessão uma vez.',
  available: 'Você pode reagendar esta sessão uma única vez.',
  closed: 'Sessões concluídas ou canceladas não podem ser reagendadas.',
  sameSchedule: 'Escolha uma data ou um horário diferente do atual.',
} as const;

export type RescheduleEligibility = { allowed: true } | { allowed: false; reason: string };

/** A live session that has not been moved yet may be moved once; the database keeps the count either way. */
export function rescheduleEligibility(session: { status: string; reschedule_count: number }): RescheduleEligibility {
  if (!isLiveSession(session.status)) return { allowed: false, reason: RESCHEDULE_TEXTS.closed };
  if (!canReschedule(session.reschedule_count)) return { allowed: false, reason: RESCHEDULE_TEXTS.alreadyUsed };
  return { allowed: true };
}

/** Only a live session can be cancelled (completed and cancelled ones are closed). */
export function canCancel(status: string): boolean {
  return isLiveSession(status);
}

/** A "reschedule" to the same date and slot changes nothing, so the database would not count it. */
export function isSameSchedule(session: { date: string; time_slot: string }, date: string, timeSlot: string): boolean {
  return session.date === date && TIME_SLOT_HOURS[session.time_slot as TimeSlot]?.start === TIME_SLOT_HOURS[timeSlot as TimeSlot]?.start;
}

type DatedSession = Pick<PhotoSessionRow, 'id' | 'status' | 'date' | 'time_slot'>;

/** The next live session from `today` on (Brazil's date), earliest date and slot first; null when there is none. */
export function nextLiveSession<S extends DatedSession>(photoSessions: readonly S[], today: string): S | null {
  const ahead = photoSessions.filter((s) => isLiveSession(s.status) && s.date >= today);
  const start = (s: S) => TIME_SLOT_HOURS[s.time_slot]?.start ?? 0;
  ahead.sort((a, b) => (a.date === b.date ? start(a) - start(b) : a.date < b.date ? -1 : 1));
  return ahead[0] ?? null;
}

/** Completed sessions the owner has not rated yet, newest first: each invites a rating. */
export function sessionsAwaitingRating<S extends DatedSession & Pick<PhotoSessionRow, 'updated_at'>>(
  photoSessions: readonly S[],
  ratedSessionIds: ReadonlySet<string>,
): S[] {
  return photoSessions
    .filter((s) => s.status === 'completed' && !ratedSessionIds.has(s.id))
    .sort((a, b) => (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0));
}

type SessionFields = Pick<PhotoSessionRow, 'property_id' | 'status'>;

/**
 * The choose-property screen lists only properties without a session. Drafts are left out: a property
 * is photographed once its registration is finished (its onboarding step is blocked until then).
 */
export function propertiesNeedingPhotos<P extends { id: string; is_draft?: boolean }>(properties: readonly P[], photoSessions: readonly SessionFields[]): P[] {
  const states = photoStateByProperty(photoSessions);
  return properties.filter((p) => !p.is_draft && !states.get(p.id)?.hasSession);
}

/** The session that keeps a property from being booked again: any that is not cancelled (the database allows one). */
export function existingSessionOf<S extends SessionFields & { id: string }>(propertyId: string, photoSessions: readonly S[]): S | null {
  return photoSessions.find((s) => s.property_id === propertyId && s.status !== 'cancelled') ?? null;
}

