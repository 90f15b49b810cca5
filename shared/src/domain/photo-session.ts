import type { PhotoSessionRow, TimeSlot } from './rows';

/** Current slots first; the legacy values are still displayed for old rows. */
const TIME_SLOTS: Record<TimeSlot, { label: string; hours: string }> = {
  morning_08: { label: 'Manhã', hours: '8h às 12h' },
  afternoon_13: { label: 'Tarde', hours: '13h às 17h' },
  morning: { label: 'Manhã', hours: '8h às 12h' },
  afternoon: { label: 'Tarde', hours: '13h às 17h' },
};

/** 'Manhã (8h às 12h)'; an unknown value is shown as it is. */
export function timeSlotText(slot: string): string {
  const known = TIME_SLOTS[slot as TimeSlot];
  return known ? `${known.label} (${known.hours})` : slot;
}

type SessionFields = Pick<PhotoSessionRow, 'property_id' | 'status'>;

export interface PropertyPhotoState {
  /** Any session that is not cancelled. */
  hasSession: boolean;
  /** A completed session exists. */
  photographed: boolean;
}

/** Per property id, in one pass over the sessions. */
export function photoStateByProperty(photoSessions: readonly SessionFields[]): Map<string, PropertyPhotoState> {
  const states = new Map<string, PropertyPhotoState>();
  for (const session of photoSessions) {
    const state = states.get(session.property_id) ?? { hasSession: false, photographed: false };
    if (session.status !== 'cancelled') state.hasSession = true;
    if (session.status === 'completed') state.photographed = true;
    states.set(session.property_id, state);
  }
  return states;
}

export function isPhotographed(propertyId: string, photoSessions: readonly SessionFields[]): boolean {
  return photoSessions.some((s) => s.property_id === propertyId && s.status === 'completed');
}

/**
 * Quick-menu inputs: every property photographed / some property without a completed session. An
 * owner with no property yet has photos ahead (Fotografia shows while onboarding), so neither is
 * vacuous: nothing is "all photographed", and the missing property "lacks" its session.
 */
export function photoCoverage(properties: ReadonlyArray<{ id: string }>, photoSessions: readonly SessionFields[]) {
  const states = photoStateByProperty(photoSessions);
  const photographed = properties.filter((p) => states.get(p.id)?.photographed).length;
  return {
    allPropertiesPhotographed: properties.length > 0 && photographed === properties.length,
    somePropertyLacksCompletedSession: properties.length === 0 || photographed < properties.length,
  };
}
