import { useEffect } from 'react';
import { selectSessionUser, useAppDispatch, useAppSelector, type AppDispatch } from '@portal/shared/store';
import { toast } from '@portal/shared/ui';
import { createPhotoSessionApi } from '../session-api/create-photo-session';
import type { NewPhotoSession } from '../session-api/photo-session-record';
import { isTransientFailure, PHOTO_SESSION_TOASTS, refusalMessage } from '../session-api/photo-session-errors';
import { PHOTO_SCHEDULE_TOASTS } from '../scheduling/photo-schedule';
import { browserQueueStorage, pendingOf, readQueue } from './offline-queue';
import { browserQueueLock } from './queue-lock';
import { syncOfflineQueue, type SendOutcome, type SyncReport } from './queue-sync';

/** While bookings wait and the browser says it is online, the queue is tried again this often. */
const QUEUE_RETRY_MS = 30_000;

/** Sends one booking through the api (so the owner's session list refreshes) and says what came of it. */
async function sendBooking(dispatch: AppDispatch, session: NewPhotoSession): Promise<SendOutcome> {
  const request = dispatch(createPhotoSessionApi.endpoints.createPhotoSession.initiate(session));
  try {
    await request.unwrap();
    return { kind: 'sent' };
  } catch (error) {
    if (isTransientFailure(error)) return { kind: 'unreachable' };
    return { kind: 'refused', reason: refusalMessage(error, PHOTO_SCHEDULE_TOASTS.failed.description) };
  } finally {
    request.reset();
  }
}

function announce(report: SyncReport) {
  if (report.sent.length > 0) {
    toast.show({ ...PHOTO_SCHEDULE_TOASTS.confirmed, variant: 'success' });
  }
  for (const refused of report.refused) {
    toast.show({ title: PHOTO_SESSION_TOASTS.syncFailed.title, description: `${refused.propertyName}: ${refused.reason}`, variant: 'error' });
  }
}

/**
 * Sends the offline queue when it can: as the screen opens, when the browser comes back online, and
 * every 30 s while bookings wait. Every photo screen and the dashboard widget run it; the queue's lock
 * makes the runs of all of them, in every tab, take turns.
 */
export function useOfflineQueueSync(): void {
  const userId = useAppSelector(selectSessionUser)?.id;
  const dispatch = useAppDispatch();
  useEffect(() => {
    const storage = browserQueueStorage();
    if (!userId || !storage) return;
    let active = true;
    const run = () => {
      if (!active || !navigator.onLine || pendingOf(readQueue(storage), userId).length === 0) return;
      // Announced even if the screen has closed meanwhile: toasts are the portal's, and the owner must hear the outcome.
      void syncOfflineQueue({ storage, lock: browserQueueLock(), userId, send: (session) => sendBooking(dispatch, session) }).then(announce);
    };
    run();
    window.addEventListener('online', run);
    const timer = window.setInterval(run, QUEUE_RETRY_MS);
    return () => {
      active = false;
      window.removeEventListener('online', run);
      window.clearInterval(timer);
    };
  }, [userId, dispatch]);
}
