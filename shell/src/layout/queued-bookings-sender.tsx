import { useEffect, useState } from 'react';
import { useAppConfig } from '@portal/shared/host';
import { RemoteWidget } from '../remotes/remote-widget';

/** The photos remote's widget that sends the bookings kept offline (it draws nothing). */
const QUEUE_SENDER_WIDGET = 'offline-queue';
/** Where the photos remote keeps those bookings (its offline queue, in localStorage). */
export const OFFLINE_QUEUE_KEY = 'mf-photos:offline-queue';

/** Some booking waits to be sent: a cheap read, so the photos remote loads only when it has work. */
export function hasQueuedBookings(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    const entries: unknown = JSON.parse(storage?.getItem(OFFLINE_QUEUE_KEY) ?? '[]');
    return Array.isArray(entries) && entries.some((entry) => (entry as { state?: unknown } | null)?.state === 'pending');
  } catch {
    return false;
  }
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * On every signed-in page: once bookings wait and the browser is online — at start, when the
 * connection comes back, or when another tab queues one — mounts the photos remote's sender, which
 * then sends them (and keeps trying while they wait). Without it they went out only on a photo screen.
 */
export function QueuedBookingsSender() {
  const { remotes } = useAppConfig();
  const owner = remotes.find((remote) => remote.widgets?.includes(QUEUE_SENDER_WIDGET));
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const check = () => {
      if (navigator.onLine && hasQueuedBookings(browserStorage())) setWanted(true);
    };
    check();
    window.addEventListener('online', check);
    window.addEventListener('storage', check);
    return () => {
      window.removeEventListener('online', check);
      window.removeEventListener('storage', check);
    };
  }, [wanted]);
  if (!owner || !wanted) return null;
  return (
    <div hidden>
      <RemoteWidget remote={owner.name} name={QUEUE_SENDER_WIDGET} />
    </div>
  );
}
