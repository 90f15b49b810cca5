import { browserQueueLock as namedBrowserLock, type QueueLock } from '@portal/shared/outbox';

export { createInTabLock, type QueueLock } from '@portal/shared/outbox';

const QUEUE_LOCK_NAME = 'mf-photos-offline-queue';

/**
 * The queue's lock across every tab of the portal, so two tabs coming back online never send the same booking
 * side by side; without Web Locks a booking replayed by another tab still cannot make a second session, because
 * its id is already taken (see create-photo-session.ts).
 */
export function browserQueueLock(): QueueLock {
  return namedBrowserLock(QUEUE_LOCK_NAME);
}
