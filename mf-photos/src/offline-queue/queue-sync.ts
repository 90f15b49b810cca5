import type { NewPhotoSession } from '../session-api/photo-session-record';
import { enqueueBooking, markAttempted, markRefused, pendingOf, readQueue, removeFromQueue, type QueuedBooking, type QueueStorage } from './offline-queue';
import type { QueueLock } from './queue-lock';

/** What sending one booking came to. */
export type SendOutcome =
  | { kind: 'sent' }
  /** The backend was not reached: try again later, in the same order. */
  | { kind: 'unreachable' }
  /** The backend decided against it (e.g. the property already has a session): kept and shown, never resent. */
  | { kind: 'refused'; reason: string };

export interface SyncReport {
  sent: QueuedBooking[];
  refused: Array<QueuedBooking & { reason: string }>;
  /** The connection dropped during the run: the rest waits for the next one. */
  interrupted: boolean;
}

export interface QueueDeps {
  storage: QueueStorage;
  lock: QueueLock;
}

/** Queues a booking under the lock, so a tab sending the queue at that moment does not lose it. */
export function queueBooking(deps: QueueDeps, entry: Omit<QueuedBooking, 'state' | 'attempts' | 'reason'>): Promise<void> {
  return deps.lock(async () => enqueueBooking(deps.storage, entry));
}

/**
 * Sends the owner's pending bookings, oldest first, each exactly once: the whole run holds the queue's
 * lock, each entry is read from storage just before it is sent (another tab may have sent it already),
 * and it leaves the queue as soon as the backend has it. When the backend cannot be reached the run
 * stops, keeping the order for the next one; a refusal is recorded on its entry and the run goes on.
 */
export function syncOfflineQueue(deps: QueueDeps & { userId: string; send: (session: NewPhotoSession) => Promise<SendOutcome> }): Promise<SyncReport> {
  const { storage, lock, userId, send } = deps;
  return lock(async () => {
    const report: SyncReport = { sent: [], refused: [], interrupted: false };
    const ids = pendingOf(readQueue(storage), userId).map((entry) => entry.id);
    for (const id of ids) {
      const entry = readQueue(storage).find((e) => e.id === id && e.state === 'pending');
      if (!entry) continue;
      const outcome = await send(entry.session);
      if (outcome.kind === 'sent') {
        removeFromQueue(storage, id);
        report.sent.push(entry);
      } else if (outcome.kind === 'refused') {
        markRefused(storage, id, outcome.reason);
        report.refused.push({ ...entry, state: 'refused', reason: outcome.reason });
      } else {
        markAttempted(storage, id);
        report.interrupted = true;
        break;
      }
    }
    return report;
  });
}
