import { useEffect, useState } from 'react';
import { useAppConfig } from '@portal/shared/host';
import { browserQueueStorage, hasPendingEntries, QUEUE_KEYS } from '@portal/shared/outbox';
import { RemoteWidget } from '../remotes/remote-widget';

/**
 * The writes kept in the browser until they can be sent, and the widget of the remote that sends each (it draws
 * nothing): the photo bookings made offline, and the messages not yet sent.
 */
const QUEUED_SENDS = [
  { widget: 'offline-queue', storageKey: QUEUE_KEYS.photoBookings },
  { widget: 'message-outbox', storageKey: QUEUE_KEYS.messages },
] as const;

/**
 * Once writes of a queue wait and the browser is online — at start, when the connection comes back, or when
 * another tab queues one — mounts the sender of the remote that owns the queue, which then sends them (and keeps
 * trying while they wait). Reading the queue is cheap, so a remote loads only when it has work.
 */
function QueuedSender({ widget, storageKey }: { widget: string; storageKey: string }) {
  const { remotes } = useAppConfig();
  const owner = remotes.find((remote) => remote.widgets?.includes(widget));
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const check = () => {
      if (navigator.onLine && hasPendingEntries(browserQueueStorage(), storageKey)) setWanted(true);
    };
    check();
    window.addEventListener('online', check);
    window.addEventListener('storage', check);
    return () => {
      window.removeEventListener('online', check);
      window.removeEventListener('storage', check);
    };
  }, [wanted, storageKey]);
  if (!owner || !wanted) return null;
  return (
    <div hidden>
      <RemoteWidget remote={owner.name} name={widget} />
    </div>
  );
}

/** On every signed-in page: what waits to be sent goes out from any page, not only from the screen that queued it. */
export function QueuedSendsSender() {
  return (
    <>
      {QUEUED_SENDS.map((queue) => (
        <QueuedSender key={queue.widget} widget={queue.widget} storageKey={queue.storageKey} />
      ))}
    </>
  );
}
