/**
 * Where each app keeps its writes waiting to be sent, in localStorage: the remote that owns a queue writes
 * it, and the shell reads it to know when to mount that remote's sender (shell/src/layout/queued-sends-sender.tsx).
 * Owners' browsers hold data under these names: a name changes only with a move of what it holds.
 */
export const QUEUE_KEYS = {
  photoBookings: 'mf-photos:offline-queue',
  messages: 'mf-account:message-outbox',
} as const;
