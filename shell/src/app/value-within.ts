/**
 * The promise's value if it comes within `ms`, else `late` (a failure is `late` too). The timer is
 * cleared either way, and a value that comes later is dropped.
 */
export function valueWithin<T>(promise: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(late), ms)));
  return Promise.race([promise.catch(() => late), timeUp]).finally(() => clearTimeout(timer));
}
