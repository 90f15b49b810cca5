import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import { browserQueueStorage, dismissRefused, parseQueue, pendingOf, queueSnapshot, refusedOf, subscribeToQueue, type QueuedBooking } from './offline-queue';
import { browserQueueLock } from './queue-lock';

export interface QueuedBookings {
  /** Waiting for the connection, oldest first. */
  pending: QueuedBooking[];
  /** Refused by the backend, shown until the owner dismisses them. */
  refused: QueuedBooking[];
  dismiss: (id: string) => void;
}

/** The signed-in owner's offline queue, kept current across this tab's writes and other tabs'. */
export function useQueuedBookings(): QueuedBookings {
  const userId = useAppSelector(selectSessionUser)?.id;
  const storage = browserQueueStorage();
  const text = useSyncExternalStore(subscribeToQueue, () => queueSnapshot(storage));
  const entries = useMemo(() => parseQueue(text), [text]);
  const dismiss = useCallback(
    (id: string) => {
      if (storage) void browserQueueLock()(async () => dismissRefused(storage, id));
    },
    [storage],
  );
  return useMemo(
    () => ({ pending: userId ? pendingOf(entries, userId) : [], refused: userId ? refusedOf(entries, userId) : [], dismiss }),
    [entries, userId, dismiss],
  );
}
