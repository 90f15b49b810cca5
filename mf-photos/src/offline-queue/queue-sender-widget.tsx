import { useOfflineQueueSync } from './use-offline-queue-sync';

/**
 * Widget 'offline-queue': draws nothing; sends the bookings kept offline from whatever page it is on.
 * The shell's frame mounts it when bookings wait and the connection is there (or comes back), so a
 * booking goes out within seconds on any page, not only on a photo screen.
 */
export function OfflineQueueSender() {
  useOfflineQueueSync();
  return null;
}
