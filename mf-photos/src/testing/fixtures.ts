export { propertyRow } from '@portal/shared/testing';
import type { UserRating } from '../rating/get-ratings';
import type { PhotoSessionRecord } from '../session-api/photo-session-record';


/** A pending session of prop-1 for Tuesday 11 March 2025, morning. */
export function sessionRow(fields: Partial<PhotoSessionRecord> = {}): PhotoSessionRecord {
  return {
    id: 'sess-1',
    user_id: 'u1',
    property_id: 'prop-1',
    date: '2025-03-11',
    time_slot: 'morning_08',
    address_street: 'Rua das Gaivotas',
    address_number: '100',
    address_complement: null,
    address_neighborhood: 'Centro',
    address_city: 'Florianópolis',
    address_state: 'SC',
    address_postal_code: '88010-000',
    status: 'pending',
    notes: 'Chave na portaria',
    estimated_duration_minutes: 180,
    reschedule_count: 0,
    cancellation_reason: null,
    photographer: null,
    created_at: '2025-03-05T13:00:00Z',
    updated_at: '2025-03-05T13:00:00Z',
    ...fields,
  };
}

export function ratingRow(fields: Partial<UserRating> = {}): UserRating {
  return {
    id: 'rating-1',
    user_id: 'u1',
    rating_type: 'photo_session',
    related_entity_id: 'sess-1',
    rating: 5,
    comment: 'Fotógrafo muito atencioso.',
    feedback_categories: ['quality'],
    created_at: '2025-03-20T12:00:00Z',
    updated_at: '2025-03-20T12:00:00Z',
    ...fields,
  };
}

/** Wednesday 5 March 2025, 10:00 in Brazil: the screens offer 6-11 March. */
export const WEDNESDAY_MORNING = new Date('2025-03-05T13:00:00Z');
