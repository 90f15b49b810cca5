export { browserQueueLock, createInTabLock } from './queue-lock';
export type { QueueLock } from './queue-lock';
export { browserQueueStorage, createStoredQueue, hasPendingEntries } from './stored-queue';
export type { QueueStorage, StoredQueue } from './stored-queue';
export { newClientId } from './client-id';
export { forgetOwnerInBrowser } from './forget-owner';
export { QUEUE_KEYS } from './queue-keys';
export { useBrowserOnline } from './use-browser-online';
