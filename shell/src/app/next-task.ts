// Runs before the async boundary in index.ts, so it may not import any shared module.

/** Ends the current task: what follows runs in a new one, after the browser's pending work (input, paint). */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Ends the task: the browser paints and answers input, then what follows goes on ahead of other
 * queued work where the browser can say so (scheduler.yield), else after it (yieldToBrowser).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : yieldToBrowser();
}
