/** Runs a task while no other holder of the same lock runs one; tasks wait their turn in order. */
export type QueueLock = <T>(task: () => Promise<T>) => Promise<T>;

const QUEUE_LOCK_NAME = 'mf-photos-offline-queue';

/** A lock among the tasks of one page: each starts when the previous one has finished. */
export function createInTabLock(): QueueLock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * The queue's lock across every tab of the portal: the Web Locks API grants it to one tab at a time
 * (and frees it when a tab closes or crashes), so two tabs coming back online never send the same
 * booking side by side. Where a browser lacks Web Locks, tasks are ordered within the tab only; a
 * booking replayed by another tab then still cannot make a second session, because its id is already
 * taken (see create-photo-session.ts).
 */
export function browserQueueLock(): QueueLock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') {
    return <T>(task: () => Promise<T>) => locks.request(QUEUE_LOCK_NAME, { mode: 'exclusive' }, task) as Promise<T>;
  }
  return fallbackLock;
}

const fallbackLock = createInTabLock();
