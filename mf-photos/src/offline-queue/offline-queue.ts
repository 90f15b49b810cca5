import { enums, is, literal, nullable, number, object, optional, string } from 'superstruct';
import { browserQueueStorage, createStoredQueue, QUEUE_KEYS, type QueueStorage } from '@portal/shared/outbox';
import type { NewPhotoSession } from '../session-api/photo-session-record';

/**
 * Bookings confirmed while the portal could not reach the backend, kept in the browser's localStorage
 * until they are sent (a queue of @portal/shared/outbox): they survive reloads and closing the tab, and
 * every tab of the portal sees the same queue. Entries are appended and sent in that order. A booking the backend refuses stays, with
 * its reason, until the owner has seen it and dismisses it.
 */
export interface QueuedBooking {
  /** The session id it is created with: sending it again can only find the same row. */
  id: string;
  /** The owner who booked it; only their own session sends it. */
  userId: string;
  /** ISO instant. */
  queuedAt: string;
  propertyName: string;
  session: NewPhotoSession;
  state: 'pending' | 'refused';
  /** Why the backend refused it, in its own words. */
  reason?: string;
  /** Failed sends so far (the connection dropped again). */
  attempts: number;
}

export const OFFLINE_QUEUE_KEY = QUEUE_KEYS.photoBookings;

export type { QueueStorage };

const StoredSession = object({
  id: string(),
  user_id: string(),
  property_id: string(),
  date: string(),
  time_slot: enums(['morning_08', 'afternoon_13', 'morning', 'afternoon']),
  address_street: nullable(string()),
  address_number: nullable(string()),
  address_neighborhood: nullable(string()),
  address_city: nullable(string()),
  address_state: nullable(string()),
  address_postal_code: nullable(string()),
  status: literal('pending'),
  notes: nullable(string()),
});

const StoredBooking = object({
  id: string(),
  userId: string(),
  queuedAt: string(),
  propertyName: string(),
  session: StoredSession,
  state: enums(['pending', 'refused']),
  reason: optional(string()),
  attempts: number(),
});

const queue = createStoredQueue(OFFLINE_QUEUE_KEY, (entry): entry is QueuedBooking => is(entry, StoredBooking));

export const subscribeToQueue = (listener: () => void): (() => void) => queue.subscribe(listener);

/** The raw stored text: a stable snapshot for useSyncExternalStore. */
export const queueSnapshot = (storage: QueueStorage | null): string => queue.snapshot(storage);

/** The entries in queue order; entries that are not bookings (another version's, a damaged value) are skipped. */
export const parseQueue = (text: string): QueuedBooking[] => queue.parse(text);

export const readQueue = (storage: QueueStorage): QueuedBooking[] => queue.read(storage);

/** Every change re-reads the stored queue first (callers hold the queue lock while they change it). */
const update = (storage: QueueStorage, change: (entries: QueuedBooking[]) => QueuedBooking[]): void => queue.update(storage, change);

/** Appends a booking (once: the same id is not queued twice). Throws when the browser refuses to store it. */
export function enqueueBooking(storage: QueueStorage, entry: Omit<QueuedBooking, 'state' | 'attempts' | 'reason'>): void {
  update(storage, (entries) => (entries.some((e) => e.id === entry.id) ? entries : [...entries, { ...entry, state: 'pending', attempts: 0 }]));
}

/** Sent: the session exists in the backend, the entry goes. */
export function removeFromQueue(storage: QueueStorage, id: string): void {
  update(storage, (entries) => entries.filter((e) => e.id !== id));
}

export function markRefused(storage: QueueStorage, id: string, reason: string): void {
  update(storage, (entries) => entries.map((e) => (e.id === id ? { ...e, state: 'refused', reason } : e)));
}

export function markAttempted(storage: QueueStorage, id: string): void {
  update(storage, (entries) => entries.map((e) => (e.id === id ? { ...e, attempts: e.attempts + 1 } : e)));
}

/** The owner has read why a refused booking was not made. Pending bookings are never dismissed. */
export function dismissRefused(storage: QueueStorage, id: string): void {
  update(storage, (entries) => entries.filter((e) => !(e.id === id && e.state === 'refused')));
}

export function pendingOf(entries: readonly QueuedBooking[], userId: string): QueuedBooking[] {
  return entries.filter((e) => e.userId === userId && e.state === 'pending');
}

export function refusedOf(entries: readonly QueuedBooking[], userId: string): QueuedBooking[] {
  return entries.filter((e) => e.userId === userId && e.state === 'refused');
}

export { browserQueueStorage };
