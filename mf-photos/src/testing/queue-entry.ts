import type { QueuedBooking } from '../offline-queue/offline-queue';
import { newPhotoSession } from '../session-api/photo-session-record';
import { propertyRow } from './fixtures';

/** A booking in the offline queue, as the confirmation screen leaves it. */
export function queuedBooking(fields: Partial<QueuedBooking> & { propertyId?: string } = {}): QueuedBooking {
  const { propertyId = 'prop-1', ...rest } = fields;
  const id = rest.id ?? 'queued-1';
  return {
    id,
    userId: 'u1',
    queuedAt: '2025-03-05T13:00:00Z',
    propertyName: 'Casa da Praia',
    session: newPhotoSession({ id, userId: 'u1', property: propertyRow({ id: propertyId }), date: '2025-03-11', timeSlot: 'morning_08', notes: null }),
    state: 'pending',
    attempts: 0,
    ...rest,
  };
}
