/** Runs a task while no other holder of the same lock runs one; tasks wait their turn in order. */
export type QueueLock = <T>(task: () => Promise<T>) => Promise<T>;

/** A lock among the tasks of one page: each starts when the previous one has finished. */
export function createInTabLock(): QueueLock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

const inTabLocks = new Map<string, QueueLock>();

/**
 * A queue's lock across every tab of the portal: the Web Locks API grants it to one tab at a time (and frees it
 * when a tab closes or crashes), so two tabs coming back online never send the same entry side by side. Where a
 * browser lacks Web Locks, tasks are ordered within the tab only; an entry replayed by another tab then still
 * cannot be stored twice, because every queued write carries the id it is stored under.
 */
export function browserQueueLock(name: string): QueueLock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') {
    return <T>(task: () => Promise<T>) => locks.request(name, { mode: 'exclusive' }, task) as Promise<T>;
  }
  let lock = inTabLocks.get(name);
  if (!lock) inTabLocks.set(name, (lock = createInTabLock()));
  return lock;
}
