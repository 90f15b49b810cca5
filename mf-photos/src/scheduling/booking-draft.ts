import { nullable, object, optional, string, type Infer, is } from 'superstruct';
import type { TimeSlot } from '@portal/shared/domain';
import { isTimeSlot } from './photo-session-rules';

/**
 * The booking in progress between the scheduling and the confirmation screens ("scheduling saves to a
 * current session", spec part 2 §4). It lives in the tab's sessionStorage: a reload of the confirmation
 * keeps it, and another tab or a later visit starts afresh.
 */
export interface BookingDraft {
  propertyId: string;
  date: string | null;
  timeSlot: TimeSlot | null;
  notes: string;
}

export const BOOKING_DRAFT_KEY = 'mf-photos:booking-draft';

const StoredDraft = object({
  propertyId: string(),
  date: nullable(string()),
  timeSlot: nullable(string()),
  notes: optional(string()),
});
type StoredDraft = Infer<typeof StoredDraft>;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStorageOrNull(): DraftStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft of this tab; anything unreadable counts as none. */
export function readBookingDraft(storage: DraftStorage | null = sessionStorageOrNull()): BookingDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(BOOKING_DRAFT_KEY) ?? 'null');
    if (!is(parsed, StoredDraft)) return null;
    const stored: StoredDraft = parsed;
    return {
      propertyId: stored.propertyId,
      date: stored.date,
      timeSlot: isTimeSlot(stored.timeSlot) ? stored.timeSlot : null,
      notes: stored.notes ?? '',
    };
  } catch {
    return null;
  }
}

export function saveBookingDraft(draft: BookingDraft, storage: DraftStorage | null = sessionStorageOrNull()): void {
  try {
    storage?.setItem(BOOKING_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the pre-filled choices on the way back.
  }
}

export function clearBookingDraft(storage: DraftStorage | null = sessionStorageOrNull()): void {
  try {
    storage?.removeItem(BOOKING_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The draft's choices for this property, or an empty booking when the draft is of another one. */
export function draftFor(propertyId: string, draft: BookingDraft | null): BookingDraft {
  return draft?.propertyId === propertyId ? draft : { propertyId, date: null, timeSlot: null, notes: '' };
}
