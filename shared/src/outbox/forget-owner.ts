import { QUEUE_KEYS } from './queue-keys';

type KeyedStorage = Pick<Storage, 'key' | 'length' | 'getItem' | 'setItem' | 'removeItem'>;

const ownerOf = (entry: unknown): unknown => (typeof entry === 'object' && entry !== null ? (entry as { userId?: unknown }).userId : undefined);

/**
 * The owner's account is deleted: nothing the portal kept for them stays in this browser. Every app names the
 * owner in what it keeps for one owner — a key holding their id (a property draft, a message draft, notification
 * marks), or an entry of a queue of QUEUE_KEYS carrying their `userId` — so this finds all of it without knowing
 * the apps; another owner's on the same browser stays. The tab's sessionStorage, its own work in progress (a photo
 * booking being chosen, the alerts folded), goes whole: the tab is about to leave for the sign-in screen.
 */
export function forgetOwnerInBrowser(userId: string, storage: { local: KeyedStorage | null; session: Pick<Storage, 'clear'> | null }): void {
  const { local, session } = storage;
  try {
    session?.clear();
  } catch {
    // A browser that refuses storage keeps nothing to forget.
  }
  if (!local || !userId) return;
  try {
    const keys = Array.from({ length: local.length }, (_, index) => local.key(index)).filter((key): key is string => key !== null);
    const queues = new Set<string>(Object.values(QUEUE_KEYS));
    for (const key of keys) {
      if (key.includes(userId)) {
        local.removeItem(key);
      } else if (queues.has(key)) {
        const entries: unknown = JSON.parse(local.getItem(key) ?? '[]');
        if (Array.isArray(entries)) local.setItem(key, JSON.stringify(entries.filter((entry) => ownerOf(entry) !== userId)));
      }
    }
  } catch {
    // As above; a damaged queue is left to its app, which skips what it cannot read.
  }
}
