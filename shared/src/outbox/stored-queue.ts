/**
 * A list of writes kept in the browser's localStorage until they are sent: it survives reloads and closing the
 * tab, and every tab of the portal sees the same list. The photo bookings made offline and the messages not yet
 * sent are such queues; each names its key and what a valid entry is.
 */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What the shell reads to know a queue has work, without loading the app that sends it. */
export interface QueuedEntryState {
  state?: unknown;
}

export interface StoredQueue<E> {
  readonly key: string;
  /** Tells `listener` of every change: this tab's writes at once, other tabs' through the storage event. */
  subscribe(listener: () => void): () => void;
  /** The raw stored text: a stable snapshot for useSyncExternalStore. */
  snapshot(storage: QueueStorage | null): string;
  /** The entries in queue order; entries that are not valid (another version's, a damaged value) are skipped. */
  parse(text: string): E[];
  read(storage: QueueStorage): E[];
  /**
   * Re-reads the stored list, applies `change` and stores the result, so what another tab wrote meanwhile is
   * kept (callers hold the queue's lock while they change it). Throws when the browser refuses to store it.
   */
  update(storage: QueueStorage, change: (entries: E[]) => E[]): void;
}

export function createStoredQueue<E>(key: string, isEntry: (value: unknown) => value is E): StoredQueue<E> {
  const listeners = new Set<() => void>();
  const snapshot = (storage: QueueStorage | null) => {
    try {
      return storage?.getItem(key) ?? '[]';
    } catch {
      return '[]';
    }
  };
  const parse = (text: string): E[] => {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return [];
    }
  };
  const read = (storage: QueueStorage) => parse(snapshot(storage));
  return {
    key,
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    snapshot,
    parse,
    read,
    update(storage, change) {
      storage.setItem(key, JSON.stringify(change(read(storage))));
      for (const listener of [...listeners]) listener();
    },
  };
}

/** Some entry of the queue under `key` waits to be sent (state 'pending'): a cheap read of the raw list. */
export function hasPendingEntries(storage: Pick<Storage, 'getItem'> | null, key: string): boolean {
  try {
    const entries: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(entries) && entries.some((entry) => (entry as QueuedEntryState | null)?.state === 'pending');
  } catch {
    return false;
  }
}

/** The browser's localStorage, or null where it is blocked (then nothing can be queued). */
export function browserQueueStorage(): QueueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
