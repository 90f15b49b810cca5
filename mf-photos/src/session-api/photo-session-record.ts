import { INPUT_LIMITS, type PhotoSessionRow, type PropertyRow, type TimeSlot } from '@portal/shared/domain';

/**
 * A photo_sessions row with the columns the shared row type leaves out (0001_tables.sql): the
 * screens of this remote show the reschedule count, the reason of a cancellation and the photographer.
 */
export interface PhotoSessionRecord extends PhotoSessionRow {
  address_postal_code: string | null;
  estimated_duration_minutes: number;
  reschedule_count: number;
  cancellation_reason: string | null;
  photographer: string | null;
}

/**
 * What the owner sends to book a session. The id is made in the browser, so sending the same booking
 * twice (a retry, an offline queue replayed by two tabs) can only ever store one row: the second insert
 * meets the primary key.
 */
export type NewPhotoSession = Pick<
  PhotoSessionRecord,
  'id' | 'user_id' | 'property_id' | 'date' | 'time_slot' | 'notes' | 'address_street' | 'address_number' | 'address_neighborhood' | 'address_city' | 'address_state' | 'address_postal_code'
> & { status: 'pending' };

/** The column limit of photo_sessions.notes. */
export const SESSION_NOTES_MAX_LENGTH = INPUT_LIMITS.text;

type AddressFields = Pick<
  PropertyRow,
  'address_street' | 'address_number' | 'address_neighborhood' | 'address_city' | 'address_state' | 'address_postal_code'
>;

/** The booking row: the property's address is copied, so the session keeps the place it was booked for. */
export function newPhotoSession(input: {
  id: string;
  userId: string;
  property: Pick<PropertyRow, 'id'> & AddressFields;
  date: string;
  timeSlot: TimeSlot;
  notes: string | null | undefined;
}): NewPhotoSession {
  const { property } = input;
  const notes = (input.notes ?? '').trim();
  return {
    id: input.id,
    user_id: input.userId,
    property_id: property.id,
    date: input.date,
    time_slot: input.timeSlot,
    address_street: property.address_street,
    address_number: property.address_number,
    address_neighborhood: property.address_neighborhood,
    address_city: property.address_city,
    address_state: property.address_state,
    address_postal_code: property.address_postal_code,
    status: 'pending',
    notes: notes === '' ? null : notes.slice(0, SESSION_NOTES_MAX_LENGTH),
  };
}

/** 'Rua das Gaivotas, 100 - Centro, Florianópolis - SC'; parts that are missing are left out. */
export function addressText(fields: Partial<AddressFields> & { address_complement?: string | null }): string {
  const part = (value: string | null | undefined) => (value ?? '').trim();
  const street = [part(fields.address_street), part(fields.address_number)].filter(Boolean).join(', ');
  const withComplement = [street, part(fields.address_complement)].filter(Boolean).join(', ');
  const place = [part(fields.address_neighborhood), part(fields.address_city)].filter(Boolean).join(', ');
  const state = part(fields.address_state);
  return [withComplement, place, state].filter(Boolean).join(' - ');
}

/** A random session id (crypto.randomUUID is there in every browser the portal supports, and in Node). */
export function newSessionId(): string {
  return crypto.randomUUID();
}
